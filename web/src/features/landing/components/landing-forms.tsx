/**
 * The three visitor forms of the landing (spec §2): manager application, joke box, contact. Each is
 * driven by its proto schema and posts to its real endpoint; until the notifications service is
 * deployed the gateway answers 404 and the form shows that answer, never a made-up success.
 * Loaded when the section nears the viewport: the validator is not part of the first download.
 */
import { Button, Card, Grid, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { CONTACT_TEXT_MAX, JOKE_TEXT_MAX, MANAGER_MAX_RENT_SHARE } from '@casona/proto/constants';
import { Contact, JokeSubmit, ManagerApplication } from '@casona/proto/schemas/submissions';
import { useTranslation } from 'react-i18next';

import { FormFeedback } from '../../../components/form/form-feedback.tsx';
import { PhoneField, TextAreaField, TextField } from '../../../components/form/fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { toProfileLocale } from '../../../lib/i18n/profile-locale.ts';
import { usePostContact } from '../api/post-contact.ts';
import { usePostJoke } from '../api/post-joke.ts';
import { usePostManagerApplication } from '../api/post-manager-application.ts';
import { Honeypot, withHoneypot } from './honeypot.tsx';
import { JokeQuote } from './joke-quote.tsx';
import { Section, SectionHeading } from './sections.tsx';

/** Blank optional text is "not given", as the schemas' Optional fields expect. */
function optional(value: string): string | undefined {
  return value.trim() === '' ? undefined : value.trim();
}

export function ManagerApplicationForm() {
  const { t } = useTranslation();
  const mutation = usePostManagerApplication();
  const [website, setWebsite] = useState('');
  const form = useSchemaForm({
    schema: ManagerApplication,
    initialValues: { name: '', email: '', phone_number: '', airbnb_profile_url: '', message: '' },
    toPayload: (v, language) =>
      withHoneypot(
        {
          name: v.name.trim(),
          email: optional(v.email),
          phone_number: optional(v.phone_number),
          airbnb_profile_url: v.airbnb_profile_url.trim(),
          message: v.message.trim(),
          locale: toProfileLocale(language),
        },
        website,
      ),
    onSubmit: (payload) => mutation.mutateAsync(payload),
    resetOnSuccess: true,
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="manager-form-title"
      data-testid="manager-form"
    >
      <Stack gap="md">
        <Title order={3} id="manager-form-title" fz="xl">
          {t('landing.forms.manager.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField binding={form.field('name')} label={t('forms.name')} autoComplete="name" required />
          <TextField
            binding={form.field('email')}
            label={t('forms.email')}
            type="email"
            autoComplete="email"
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PhoneField
            binding={form.field('phone_number')}
            label={t('forms.phoneOptional')}
            description={t('forms.phoneHint')}
          />
          <TextField
            binding={form.field('airbnb_profile_url')}
            label={t('landing.forms.manager.profileUrl')}
            placeholder="https://www.airbnb.mx/users/show/12345"
            type="url"
            required
          />
        </SimpleGrid>
        <TextAreaField
          binding={form.field('message')}
          label={t('landing.forms.manager.message')}
          maxLength={CONTACT_TEXT_MAX}
          required
        />
        <Honeypot value={website} onChange={setWebsite} />
        <FormFeedback
          status={form.status}
          language={form.language}
          success="manageRequest.success"
          failure="manageRequest.error"
        />
        <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
          {t('landing.forms.manager.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export function JokeForm() {
  const { t } = useTranslation();
  const mutation = usePostJoke();
  const [website, setWebsite] = useState('');
  const form = useSchemaForm({
    schema: JokeSubmit,
    initialValues: { text: '' },
    toPayload: (v, language) =>
      withHoneypot({ text: v.text.trim(), locale: toProfileLocale(language) }, website),
    onSubmit: (payload) => mutation.mutateAsync(payload),
    resetOnSuccess: true,
  });
  return (
    <form onSubmit={form.handleSubmit} noValidate aria-labelledby="joke-form-title" data-testid="joke-form">
      <Stack gap="md">
        <Title order={3} id="joke-form-title" fz="xl">
          {t('landing.forms.joke.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('landing.forms.joke.intro')}
        </Text>
        <JokeQuote />
        <TextAreaField
          binding={form.field('text')}
          label={t('landing.forms.joke.text')}
          maxLength={JOKE_TEXT_MAX}
          required
        />
        <Honeypot value={website} onChange={setWebsite} />
        <FormFeedback
          status={form.status}
          language={form.language}
          success="joke.success"
          failure="joke.error"
        />
        <Button type="submit" variant="light" loading={form.status.state === 'submitting'} w="fit-content">
          {t('landing.forms.joke.submit')}
        </Button>
      </Stack>
    </form>
  );
}

export function ContactForm() {
  const { t } = useTranslation();
  const mutation = usePostContact();
  const [website, setWebsite] = useState('');
  const form = useSchemaForm({
    schema: Contact,
    initialValues: { name: '', email: '', phone_number: '', text: '' },
    toPayload: (v, language) =>
      withHoneypot(
        {
          name: v.name.trim(),
          email: v.email.trim(),
          phone_number: optional(v.phone_number),
          text: v.text.trim(),
          locale: toProfileLocale(language),
        },
        website,
      ),
    onSubmit: (payload) => mutation.mutateAsync(payload),
    resetOnSuccess: true,
  });
  return (
    <form
      onSubmit={form.handleSubmit}
      noValidate
      aria-labelledby="contact-form-title"
      data-testid="contact-form"
    >
      <Stack gap="md">
        <Title order={3} id="contact-form-title" fz="xl">
          {t('landing.forms.contact.title')}
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextField binding={form.field('name')} label={t('forms.name')} autoComplete="name" required />
          <TextField
            binding={form.field('email')}
            label={t('forms.email')}
            type="email"
            autoComplete="email"
            required
          />
        </SimpleGrid>
        <PhoneField
          binding={form.field('phone_number')}
          label={t('forms.phoneOptional')}
          description={t('forms.phoneHint')}
        />
        <TextAreaField
          binding={form.field('text')}
          label={t('landing.forms.contact.message')}
          maxLength={CONTACT_TEXT_MAX}
          required
        />
        <Honeypot value={website} onChange={setWebsite} />
        <FormFeedback
          status={form.status}
          language={form.language}
          success="contact.success"
          failure="contact.error"
        />
        <Button type="submit" loading={form.status.state === 'submitting'} w="fit-content">
          {t('landing.forms.contact.submit')}
        </Button>
      </Stack>
    </form>
  );
}

/** Managers section and the contact area with the joke box. */
export default function LandingForms() {
  const { t } = useTranslation();
  const share = Math.round(MANAGER_MAX_RENT_SHARE * 100);
  return (
    <>
      <Section id="managers" tinted>
        <Grid gap={48}>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <SectionHeading
              id="managers-title"
              eyebrow={t('landing.managers.eyebrow')}
              title={t('landing.managers.title', { share })}
              subtitle={t('landing.managers.subtitle')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl">
              <ManagerApplicationForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Section>
      <Section id="contact">
        <SectionHeading
          id="contact-title"
          eyebrow={t('landing.forms.contact.eyebrow')}
          title={t('landing.forms.contact.heading')}
          subtitle={t('landing.forms.contact.intro')}
        />
        <Grid gap={32}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Card withBorder radius="lg" padding="xl">
              <ContactForm />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Card radius="lg" padding="xl" bg="var(--casona-sand)">
              <JokeForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Section>
    </>
  );
}
