import { Alert, Container, Loader, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { failureText } from '../../../components/form/use-schema-form.ts';
import { MarkdownView } from '../../../components/markdown-view.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useLegalDocument, type LegalDocument } from '../api/get-legal-document.ts';

/**
 * A legal text's latest version in the reader's language, from the documents service. Staff
 * publish new versions as markdown, so it is rendered from safe nodes (lib/markdown.ts), never as
 * HTML; its own `#` heading is the page's h1.
 */
function LegalPage({
  document,
  titleKey,
}: {
  document: LegalDocument;
  titleKey: 'legal.privacyTitle' | 'legal.termsTitle';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useLegalDocument(document);
  useDocumentTitle(t(titleKey));
  const markdown = query.data ? (language === 'en' ? query.data.en_markdown : query.data.es_markdown) : '';
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      {query.isPending && <Loader aria-label={t('common.loading')} />}
      {query.isError && (
        <Alert color="red" role="alert">
          {failureText(query.error, language, 'error.generic')}
        </Alert>
      )}
      {query.data && (
        <article
          lang={language === 'es' ? 'es-MX' : 'en'}
          className="legal-markdown"
          data-testid="legal-text"
        >
          <Text size="sm" c="dimmed" mb="md" data-testid="legal-version">
            {t('legal.version', { date: formatDate(query.data.created_at, language) })}
          </Text>
          <MarkdownView markdown={markdown} top={1} />
        </article>
      )}
    </Container>
  );
}

export function PrivacyPolicyPage() {
  return <LegalPage document="privacy_policy" titleKey="legal.privacyTitle" />;
}

export function TermsPage() {
  return <LegalPage document="terms_and_conditions" titleKey="legal.termsTitle" />;
}
