import { Anchor, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Language } from '../../../lib/money.ts';
import { contactWhatsapp, shareLinks, whatsappContactLink } from '../domain/contact.ts';

const CONTACT_NUMBER = contactWhatsapp(import.meta.env['VITE_CONTACT_WHATSAPP'] as string | undefined);

/** WhatsApp contact (when Casona's number is configured) and share links for this page. */
export function ContactShare({ name, slug, language }: { name: string; slug: string; language: Language }) {
  const { t } = useTranslation();
  const url = `${window.location.origin}/property/${encodeURIComponent(slug)}`;
  const links = shareLinks({ name, url });
  return (
    <Stack gap="xs">
      {CONTACT_NUMBER && (
        <Button
          component="a"
          href={whatsappContactLink(CONTACT_NUMBER, { name, url }, language)}
          target="_blank"
          rel="noopener noreferrer"
          color="agave"
          variant="filled"
          data-testid="whatsapp-contact"
        >
          {t('property.contact.whatsapp')}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('property.contact.share')}
      </Text>
      <Group gap="sm" data-testid="property-share">
        <Anchor href={links.whatsapp} target="_blank" rel="noopener noreferrer" size="sm">
          WhatsApp
        </Anchor>
        <Anchor href={links.facebook} target="_blank" rel="noopener noreferrer" size="sm">
          Facebook
        </Anchor>
        <Anchor href={links.x} target="_blank" rel="noopener noreferrer" size="sm">
          X
        </Anchor>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Anchor component="button" type="button" onClick={copy} size="sm">
              {copied ? t('property.contact.copied') : t('property.contact.copy')}
            </Anchor>
          )}
        </CopyButton>
      </Group>
    </Stack>
  );
}
