import { Outlet } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Everything every page shares: the skip link and whatever layout the route picks. */
export function RootDocument() {
  const { t } = useTranslation();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <Outlet />
    </>
  );
}
