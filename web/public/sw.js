/* global self, caches, fetch */
/*
 * Casona's service worker (issue 13, the worker's installable PWA). It keeps the app shell so the
 * worker pages open without a connection; the chores themselves are kept by the page in IndexedDB
 * (per worker, see web/src/features/worker/offline/), and solves made offline wait in the page's
 * IndexedDB queue — this worker never stores or replays API calls, so one person's data is never
 * served to another and nothing is sent twice.
 *
 * - install: caches "/" (index.html) and every /assets/ file it references (entry, boot script, CSS).
 * - message {type: 'cache-urls', urls}: the page lists the same-origin files it already loaded
 *   (route chunks, the language catalogue, fonts) so they are kept too.
 * - navigations: network first; offline, the cached index.html (the SPA routes itself).
 * - /assets/*: content-hashed, so cache first, filled as they are fetched.
 * - /api/*, other origins, non-GET: untouched.
 */
const SHELL = 'casona-shell-v1';
const ASSETS = 'casona-assets-v1';
const KEEP = [SHELL, ASSETS];

const sameOrigin = (url) => new URL(url, self.location.href).origin === self.location.origin;
const isCacheable = (url) => {
  const { pathname } = new URL(url, self.location.href);
  return (
    pathname.startsWith('/assets/') ||
    pathname === '/favicon.svg' ||
    pathname === '/manifest.webmanifest' ||
    /^\/icon-[\w-]+\.png$/.test(pathname)
  );
};

async function cacheShell() {
  const shell = await caches.open(SHELL);
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await shell.put('/', response);
  const referenced = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  const assets = await caches.open(ASSETS);
  await assets.addAll([
    ...new Set([...referenced, '/favicon.svg', '/manifest.webmanifest', '/icon-192.png']),
  ]);
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => !KEEP.includes(k)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || data.type !== 'cache-urls' || !Array.isArray(data.urls)) return;
  const urls = data.urls.filter((u) => typeof u === 'string' && sameOrigin(u) && isCacheable(u));
  event.waitUntil(
    caches
      .open(ASSETS)
      .then((cache) =>
        Promise.all(
          urls.map((u) =>
            cache.match(u).then((hit) => (hit ? undefined : cache.add(u).catch(() => undefined))),
          ),
        ),
      ),
  );
});

async function navigation(request) {
  try {
    const response = await fetch(request);
    if (response.ok && new URL(request.url).pathname === '/') {
      const shell = await caches.open(SHELL);
      await shell.put('/', response.clone());
    }
    return response;
  } catch (error) {
    const cached = await caches.match('/', { cacheName: SHELL });
    if (cached) return cached;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(ASSETS);
  const hit = await cache.match(request, { ignoreSearch: true });
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !sameOrigin(request.url)) return;
  if (new URL(request.url).pathname.startsWith('/api/')) return;
  if (request.mode === 'navigate') {
    event.respondWith(navigation(request));
    return;
  }
  if (isCacheable(request.url)) event.respondWith(asset(request));
});
