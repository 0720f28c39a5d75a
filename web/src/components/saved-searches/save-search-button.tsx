import { Alert, Anchor, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { SAVED_SEARCH_NAME_MAX, type SavedSearchQuery } from '@casona/proto';

import { failureText } from '../form/use-schema-form.ts';
import { useSession } from '../use-session.ts';
import { useTranslate } from '../../lib/i18n/translate.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useCreateSavedSearch } from './api.ts';
import { describeSearch } from './describe.ts';

/**
 * "Guardar búsqueda / Save search" on /market (issue 16): keeps the filters on screen under a name,
 * to be told of new homes they find. Someone not signed in is asked to sign in and brought back.
 */
export function SaveSearchButton({ query }: { query: SavedSearchQuery }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const session = useSession();
  const navigate = useNavigate();
  const create = useCreateSavedSearch();
  const tr = useTranslate();
  const described = describeSearch(query, tr, language);
  const [open, setOpen] = useState(false);
  const [askSignIn, setAskSignIn] = useState(false);
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [saved, setSaved] = useState<string | null>(null);
  const trimmed = name.trim();
  const error =
    trimmed === ''
      ? t('savedSearches.nameRequired')
      : trimmed.length > SAVED_SEARCH_NAME_MAX
        ? t('savedSearches.nameTooLong', { max: SAVED_SEARCH_NAME_MAX })
        : null;
  const here = () => `${window.location.pathname}${window.location.search}`;
  const start = () => {
    if (!session) {
      setAskSignIn(true);
      return;
    }
    create.reset();
    setName(described.slice(0, SAVED_SEARCH_NAME_MAX));
    setTouched(false);
    setSaved(null);
    setOpen(true);
  };
  const submit = () => {
    setTouched(true);
    if (error) return;
    create.mutate(
      { name: trimmed, query },
      {
        onSuccess: (search) => {
          setOpen(false);
          setSaved(search.name);
        },
      },
    );
  };
  return (
    <Stack gap="xs" align="flex-start">
      <Button variant="light" onClick={start} data-testid="save-search">
        {t('savedSearches.save')}
      </Button>
      {askSignIn && !session && (
        <Alert variant="light" color="gray" role="status" data-testid="save-search-sign-in">
          <Group gap="sm">
            <Text size="sm">{t('savedSearches.signInToSave')}</Text>
            <Button
              size="xs"
              onClick={() => void navigate({ to: '/login', search: { redirect: here() } as never })}
            >
              {t('savedSearches.signIn')}
            </Button>
          </Group>
        </Alert>
      )}
      {saved && (
        <Alert variant="light" color="green" role="status" data-testid="save-search-saved">
          <Stack gap={4}>
            <Text size="sm">{t('savedSearches.saved', { name: saved })}</Text>
            <Anchor component={Link} to="/dashboard/saved_searches" size="sm">
              {t('savedSearches.manage')}
            </Anchor>
          </Stack>
        </Alert>
      )}
      <Modal opened={open} onClose={() => setOpen(false)} title={t('savedSearches.dialogTitle')}>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <Stack gap="md">
            <Text size="sm">{t('savedSearches.dialogHelp', { filters: described })}</Text>
            <TextInput
              label={t('savedSearches.name')}
              name="saved-search-name"
              value={name}
              required
              data-autofocus
              onChange={(event) => {
                setName(event.currentTarget.value);
                setTouched(true);
              }}
              error={touched ? error : null}
            />
            {create.isError && (
              <Alert color="red" variant="light" role="alert">
                {failureText(create.error, language, 'error.generic')}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="subtle" color="dark" onClick={() => setOpen(false)}>
                {t('savedSearches.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('savedSearches.confirm')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </Stack>
  );
}
