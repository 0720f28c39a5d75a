/**
 * Navigation the app does on its own (not a click): sending a person whose session expired to the
 * login page, with the page they were on as `redirect` so they come back to it.
 */
import type { AnyRouter } from '@tanstack/react-router';

let routerRef: AnyRouter | undefined;

export function bindRouter(router: AnyRouter): void {
  routerRef = router;
}

export function currentHref(): string {
  return typeof location === 'undefined' ? '/' : `${location.pathname}${location.search}${location.hash}`;
}

export function sendToLogin(reason?: 'expired'): void {
  const here = currentHref();
  if (here.startsWith('/login')) return;
  const search = { redirect: here, ...(reason ? { reason } : {}) };
  if (routerRef) void routerRef.navigate({ to: '/login', search });
  else location.assign(`/login?${new URLSearchParams(search).toString()}`);
}
