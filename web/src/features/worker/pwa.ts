/**
 * The worker pages as an installable app: registers /sw.js (web/public/sw.js, production builds
 * only), hands it the files this visit already loaded so the pages open offline next time, and
 * keeps the browser's install prompt for the "Install the app" button.
 */
import { useEffect, useState } from 'react';

type InstallPrompt = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

let deferred: InstallPrompt | null = null;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPrompt;
    for (const notify of listeners) notify();
  });
}

/** Same-origin files this page has loaded (chunks, catalogue, fonts, icons). */
function loadedFiles(): string[] {
  return performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => {
      const parsed = new URL(url, location.href);
      return parsed.origin === location.origin && !parsed.pathname.startsWith('/api/');
    });
}

let registering: Promise<void> | null = null;

export function registerWorkerApp(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return Promise.resolve();
  registering ??= navigator.serviceWorker
    .register('/sw.js', { scope: '/' })
    .then(() => navigator.serviceWorker.ready)
    .then((registration) => {
      registration.active?.postMessage({ type: 'cache-urls', urls: loadedFiles() });
    })
    .catch((error: unknown) => console.warn('Service worker not registered', error));
  return registering;
}

/** Registers the app once and offers the browser's install prompt when there is one. */
export function useWorkerApp(): { canInstall: boolean; install: () => void } {
  const [canInstall, setCanInstall] = useState(deferred !== null);
  useEffect(() => {
    void registerWorkerApp();
    const notify = () => setCanInstall(deferred !== null);
    listeners.add(notify);
    return () => void listeners.delete(notify);
  }, []);
  return {
    canInstall,
    install: () => {
      const prompt = deferred;
      if (!prompt) return;
      deferred = null;
      setCanInstall(false);
      void prompt.prompt();
    },
  };
}
