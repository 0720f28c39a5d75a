import { Alert, Button, Card, Container, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  INTAKE_STEPS,
  type IntakeEstimate,
  type IntakeEvent,
  type IntakeStep,
  type ListingDetails,
} from '@casona/proto/appraisal/intake';
import { translate } from '@casona/proto/i18n/translate';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

import { ButtonLink } from '../../../components/button-link.tsx';
import {
  PropertySubmissionForm,
  type SubmissionPrefill,
} from '../../../components/property-submission-form.tsx';
import { useDocumentTitle } from '../../../components/use-document-title.ts';
import { useSession } from '../../../components/use-session.ts';
import type { SubmitPropertyResponse } from '../../../lib/api/contracts.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { useActive } from '../../../lib/api/public-catalogues.ts';
import { useLanguage } from '../../../lib/i18n/use-language.ts';
import { announceSubmission, listingUrlOf, useSubmitFromListing } from '../api/post-submission.ts';
import { readListing } from '../api/read-listing.ts';
import { IntakeProgress, type StepState } from '../components/intake-progress.tsx';
import { ListingSummary } from '../components/listing-summary.tsx';
import { prefillOf } from '../prefill.ts';

const waiting = (): Record<IntakeStep, StepState> =>
  Object.fromEntries(INTAKE_STEPS.map((s) => [s, 'waiting'])) as Record<IntakeStep, StepState>;

type Phase = 'idle' | 'reading' | 'ready';

/**
 * /submit_from_listing (spec §2): paste an Airbnb link → the intake streams its steps → what it
 * found and its estimate prefill the submission form the owner adjusts (§5 checked as they type)
 * → the property goes to review through listings' submission, keeping the link it was read from
 * (and the owner's profile through identity when nobody is signed in). When the listing cannot be
 * read, its message shows and the same form opens with whatever was found; the link stays in its
 * field.
 */
export function SubmitFromListingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const claims = useSession();
  const amenities = useActive('amenity');
  const submit = useSubmitFromListing();
  useDocumentTitle(t('intake.title'));

  const [link, setLink] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  const [states, setStates] = useState(waiting);
  const [times, setTimes] = useState<Partial<Record<IntakeStep, number>>>({});
  const [found, setFound] = useState<ListingDetails | null>(null);
  const [estimate, setEstimate] = useState<IntakeEstimate | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [prefill, setPrefill] = useState<SubmissionPrefill>({});
  const [formKey, setFormKey] = useState(0);
  const [answer, setAnswer] = useState<SubmitPropertyResponse | null>(null);
  const abort = useRef<AbortController | null>(null);

  const openForm = (f: ListingDetails | null, e: IntakeEstimate | null) => {
    setPrefill(prefillOf(f, e, amenities.data ?? []));
    setFormKey((k) => k + 1);
    setPhase('ready');
  };

  const onEvent = (event: IntakeEvent) => {
    if (event.step === 'failed') {
      setStates((s) => {
        const next = { ...s };
        const running = INTAKE_STEPS.find((step) => next[step] === 'running');
        if (running) next[running] = 'failed';
        return next;
      });
      setFailure(event.message);
      setFound(event.found);
      openForm(event.found, null);
      return;
    }
    setTimes((m) => ({ ...m, [event.step]: event.elapsed_ms }));
    setStates((s) => {
      const next = { ...s, [event.step]: 'done' as StepState };
      const following = INTAKE_STEPS[INTAKE_STEPS.indexOf(event.step) + 1];
      if (following) next[following] = 'running';
      return next;
    });
    if (event.step === 'extracted') setFound(event.found);
    if (event.step === 'estimated') setEstimate(event.estimate);
    if (event.step === 'done') {
      setFound(event.found);
      setEstimate(event.estimate);
      openForm(event.found, event.estimate);
    }
  };

  const read = async (e: FormEvent) => {
    e.preventDefault();
    if (link.trim() === '') {
      setLinkError(translate('validation.required', language));
      return;
    }
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setLinkError(null);
    setFailure(null);
    setFound(null);
    setEstimate(null);
    setTimes({});
    setStates({ ...waiting(), parsed: 'running' });
    setPhase('reading');
    try {
      await readListing(link.trim(), language, onEvent, controller.signal);
    } catch (error) {
      if (controller.signal.aborted) return;
      setStates(waiting());
      setPhase('idle');
      setLinkError(error instanceof ApiError ? error.message : translate('error.generic', language));
    }
  };

  if (answer) {
    return (
      <Container size={860} py={{ base: 32, md: 56 }}>
        <Card withBorder radius="lg" padding="xl" data-testid="intake-submitted">
          <Stack gap="md">
            <Alert color="agave" variant="light" role="status" data-testid="form-success">
              {answer.message}
            </Alert>
            <Text>{t('intake.done')}</Text>
            {answer.account_created && (
              <Text data-testid="account-created">{t('listings.submit.accountCreated')}</Text>
            )}
            {claims && (
              <Group>
                <ButtonLink to="/dashboard" w="fit-content" data-testid="intake-to-dashboard">
                  {t('listings.submit.seeInDashboard')}
                </ButtonLink>
              </Group>
            )}
          </Stack>
        </Card>
      </Container>
    );
  }

  return (
    <Container size={860} py={{ base: 32, md: 56 }}>
      <Stack gap="lg">
        <Stack gap={6}>
          <Title order={1} fz={{ base: 30, md: 38 }}>
            {t('intake.title')}
          </Title>
          <Text c="dimmed">{t('intake.subtitle')}</Text>
        </Stack>
        <Card withBorder radius="lg" padding="xl">
          <form onSubmit={(e) => void read(e)} noValidate data-testid="intake-form">
            <Stack gap="md">
              <TextInput
                label={t('intake.link')}
                description={t('intake.linkHint')}
                value={link}
                onChange={(e) => setLink(e.currentTarget.value)}
                error={linkError}
                type="url"
                inputMode="url"
                required
                data-testid="intake-link"
              />
              <Group>
                <Button type="submit" loading={phase === 'reading'} data-testid="intake-read">
                  {phase === 'ready' ? t('intake.readAgain') : t('intake.read')}
                </Button>
                {phase === 'idle' && (
                  <Button variant="subtle" onClick={() => openForm(null, null)} data-testid="intake-manual">
                    {t('intake.manual')}
                  </Button>
                )}
              </Group>
            </Stack>
          </form>
        </Card>
        {phase !== 'idle' && !(phase === 'ready' && states.parsed === 'waiting') && (
          <Card withBorder radius="lg" padding="lg">
            <Stack gap="sm">
              <Title order={2} fz="lg">
                {t('intake.progressTitle')}
              </Title>
              <IntakeProgress states={states} times={times} />
            </Stack>
          </Card>
        )}
        {failure && (
          <Alert color="terracotta" variant="light" role="alert" data-testid="intake-failure">
            {failure}
          </Alert>
        )}
        {found && <ListingSummary found={found} estimate={estimate} />}
        {phase === 'ready' && (
          <Card withBorder radius="lg" padding="xl">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={2} fz="lg">
                  {t('intake.formTitle')}
                </Title>
                <Text size="sm" c="dimmed">
                  {t('intake.formHint')}
                </Text>
                {found && found.photos.length > 0 && (
                  <Text size="sm" c="dimmed">
                    {t('intake.photosHint')}
                  </Text>
                )}
              </Stack>
              <PropertySubmissionForm
                key={formKey}
                mode={claims ? 'signed-in' : 'anonymous'}
                amenities={amenities.data ?? []}
                prefill={prefill}
                appraisalId={estimate?.appraisal_id ?? undefined}
                onSubmit={async (payload) => {
                  // The listing it was read from stays with the property (shown on /dashboard/announcement).
                  const listingUrl = found ? listingUrlOf(found.room_id) : null;
                  const submitted = await submit.mutateAsync(
                    listingUrl ? { ...payload, listing_url: listingUrl } : payload,
                  );
                  // The property is in; the announcement's email follows and never blocks the owner.
                  if (listingUrl)
                    void announceSubmission({
                      listing_url: listingUrl,
                      expected_price: payload.price,
                      ...(estimate?.appraisal_id ? { appraisal_id: estimate.appraisal_id } : {}),
                      locale: language === 'en' ? 'EN' : 'ES',
                    }).catch(() => undefined);
                  setAnswer(submitted);
                }}
              />
            </Stack>
          </Card>
        )}
      </Stack>
    </Container>
  );
}
