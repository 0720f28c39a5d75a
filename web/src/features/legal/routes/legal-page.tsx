import { Alert, Container, Loader, Text } from '@mantine/core';
import { marked } from 'marked';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLegalDocument } from '../api/get-legal-document.ts';
import type { LegalDocument } from '../content/versions.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';

function LegalPage({
  document,
  titleKey,
}: {
  document: LegalDocument;
  titleKey: 'legal.privacyTitle' | 'legal.termsTitle';
}) {
  const { t } = useTranslation();
  const message = useMessage();
  const language = useLanguage();
  const query = useLegalDocument(document, language);
  useDocumentTitle(t(titleKey));
  // Our own versioned markdown, reviewed in git: rendering it as HTML is safe.
  const html = useMemo(
    () => (query.data ? marked.parse(query.data.markdown, { async: false }) : ''),
    [query.data],
  );
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      {query.isPending && <Loader aria-label={t('common.loading')} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {message('error.generic')}
        </Alert>
      )}
      {query.data && (
        <article lang={language === 'es' ? 'es-MX' : 'en'}>
          <Text size="sm" c="dimmed" mb="md" data-testid="legal-version">
            {t('legal.version', {
              version: query.data.version,
              date: formatDate(`${query.data.effective}T12:00:00`, language),
            })}
          </Text>
          <div className="legal-markdown" dangerouslySetInnerHTML={{ __html: html }} />
        </article>
      )}
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage document="privacy-policy" titleKey="legal.privacyTitle" />;
}

export function TermsPage() {
  return <LegalPage document="terms-and-conditions" titleKey="legal.termsTitle" />;
}
