import { useSyncExternalStore } from 'react';

import { currentClaims, onSessionChange, type SessionClaims } from '../lib/api/session.ts';

let snapshot: SessionClaims | null | undefined;
function read(): SessionClaims | null {
  // The demo's in-memory session, else the stored one (currentClaims reads both).
  if (snapshot === undefined) snapshot = currentClaims();
  return snapshot;
}
function subscribe(notify: () => void): () => void {
  const stop = onSessionChange(() => {
    snapshot = undefined;
    notify();
  });
  const onStorage = (event: StorageEvent) => {
    // Signing in or out in another tab.
    if (event.key === 'casona.session') {
      snapshot = undefined;
      notify();
    }
  };
  window.addEventListener('storage', onStorage);
  return () => {
    stop();
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in person's claims (profile id, staff role, locale), or null; updates on sign-in/out. */
export function useSession(): SessionClaims | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
