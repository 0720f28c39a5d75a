import { ActionIcon } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

import { useSession } from '../use-session.ts';
import { useFavourites, useToggleFavourite } from './api.ts';

/**
 * The heart of a home (issue 16), on the market cards and the property page: pressed when the signed-in person keeps it. Someone not signed
 * in is taken to sign in and brought back to the page they were on.
 */
export function FavouriteButton({ propertyId, name }: { propertyId: string; name: string }) {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const favourites = useFavourites(session !== null);
  const toggle = useToggleFavourite();
  const kept = favourites.data?.ids.includes(propertyId) ?? false;
  const pressed = toggle.isPending ? toggle.variables.keep : kept;
  const onClick = () => {
    if (!session) {
      const here = `${window.location.pathname}${window.location.search}`;
      void navigate({ to: '/login', search: { redirect: here } as never });
      return;
    }
    toggle.mutate({ id: propertyId, keep: !kept });
  };
  return (
    <ActionIcon
      variant={pressed ? 'filled' : 'light'}
      radius="xl"
      size="lg"
      aria-pressed={pressed}
      aria-label={t(pressed ? 'market.favourite.remove' : 'market.favourite.add', { name })}
      data-testid="favourite-toggle"
      onClick={onClick}
    >
      <span aria-hidden="true">{pressed ? '♥' : '♡'}</span>
    </ActionIcon>
  );
}
