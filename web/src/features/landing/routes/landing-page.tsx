import { lazy, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { isLiteMode } from '../../../lib/lite.ts';
import { Hero } from '../components/hero.tsx';
import { LazyWhenVisible } from '../components/lazy-when-visible.tsx';
import { Faq, Features, HowItWorks, Pitch, Requirements } from '../components/sections.tsx';

const LandingForms = lazy(() => import('../components/landing-forms.tsx'));
const AppraisalStart = lazy(() => import('../components/appraisal-start.tsx'));
const APPRAISE_ANCHORS = ['appraise'] as const;
const FORM_ANCHORS = ['managers', 'contact'] as const;

export function LandingPage() {
  const { t } = useTranslation();
  const [lite] = useState(isLiteMode);
  useDocumentTitle(t('landing.title'));
  // The forms mount after their anchor exists: scroll there once they render.
  useEffect(() => {
    const id = location.hash.slice(1);
    if (!(FORM_ANCHORS as readonly string[]).includes(id)) return;
    const timer = window.setTimeout(() => document.getElementById(id)?.scrollIntoView(), 400);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <>
      <Hero lite={lite} />
      <LazyWhenVisible anchors={APPRAISE_ANCHORS}>
        <AppraisalStart />
      </LazyWhenVisible>
      <Pitch />
      <HowItWorks />
      <Requirements />
      <Features />
      <LazyWhenVisible anchors={FORM_ANCHORS}>
        <LandingForms />
      </LazyWhenVisible>
      <Faq />
    </>
  );
}
