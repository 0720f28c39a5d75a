import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { LegalTextPost } from '@casona/proto/documents/requests';
import { LEGAL_TEXT_KINDS, type LegalTextKind } from '@casona/proto/enums';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { TextAreaField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { MarkdownView } from '../../../components/markdown-view.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { useMessage } from '../../../lib/i18n/messages.ts';
import { useLatestLegalText, usePublishLegalText } from '../api/legal-texts.ts';

const isKind = (value: string): value is LegalTextKind =>
  (LEGAL_TEXT_KINDS as readonly string[]).includes(value);

function PublishForm({ kind }: { kind: LegalTextKind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const message = useMessage();
  const latest = useLatestLegalText(kind);
  const publish = usePublishLegalText(kind);
  const form = useSchemaForm({
    schema: LegalTextPost,
    initialValues: { es_markdown: '', en_markdown: '' },
    toPayload: (v) => ({ es_markdown: v.es_markdown.trim(), en_markdown: v.en_markdown.trim() }),
    onSubmit: (payload) => publish.mutateAsync(payload),
  });
  // Start once from the version in force, so staff edit it rather than retype it (not again after
  // publishing: that would clear the form's success message).
  const started = useRef(false);
  const text = latest.data;
  useEffect(() => {
    if (!text || started.current) return;
    started.current = true;
    form.setValue('es_markdown', text.es_markdown);
    form.setValue('en_markdown', text.en_markdown);
  }, [text, form]);
  return (
    <form onSubmit={form.handleSubmit} noValidate data-testid="legal-form">
      <Stack gap="sm">
        <Text size="sm" data-testid="legal-current">
          {latest.data
            ? t('documents.legal.current', { date: formatDate(latest.data.created_at, language) })
            : latest.isError
              ? message('error.generic')
              : t('common.loading')}
        </Text>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <TextAreaField
            binding={form.field('es_markdown')}
            label={t('documents.legal.es')}
            required
            maxRows={18}
          />
          <TextAreaField
            binding={form.field('en_markdown')}
            label={t('documents.legal.en')}
            required
            maxRows={18}
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('documents.legal.hint')}
        </Text>
        <Tabs defaultValue="es">
          <Tabs.List>
            <Tabs.Tab value="es">{t('documents.legal.previewEs')}</Tabs.Tab>
            <Tabs.Tab value="en">{t('documents.legal.previewEn')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="es" pt="sm">
            <MarkdownView markdown={form.values.es_markdown} />
          </Tabs.Panel>
          <Tabs.Panel value="en" pt="sm">
            <MarkdownView markdown={form.values.en_markdown} />
          </Tabs.Panel>
        </Tabs>
        <FormFeedback
          status={form.status}
          language={form.language}
          successText={t('documents.legal.published')}
        />
        <Group>
          <Button type="submit" loading={form.status.state === 'submitting'} data-testid="legal-publish">
            {t('documents.legal.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * /dashboard/admin/legal_text: staff publish a new version of the privacy policy or the terms (es
 * and en markdown, previewed as the public page will show it); every profile is asked to accept it.
 */
export function AdminLegalPage() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<LegalTextKind>('privacy_policy');
  useDocumentTitle(t('sections.adminLegalText.title'));
  return (
    <Stack gap="lg" maw={1180}>
      <Stack gap={4}>
        <Title order={1}>{t('sections.adminLegalText.title')}</Title>
        <Text c="dimmed">{t('sections.adminLegalText.description')}</Text>
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <NativeSelect
            label={t('documents.legal.document')}
            maw={360}
            value={kind}
            onChange={(e) => {
              const value = e.currentTarget.value;
              if (isKind(value)) setKind(value);
            }}
            data={LEGAL_TEXT_KINDS.map((value) => ({ value, label: t(`documents.legal.kinds.${value}`) }))}
            data-testid="legal-kind"
          />
          <PublishForm key={kind} kind={kind} />
        </Stack>
      </Card>
    </Stack>
  );
}
