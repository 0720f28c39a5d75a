import '@fontsource-variable/inter/wght.css';
import '@fontsource-variable/fraunces/wght.css';
import '@mantine/core/styles.css';
import './app/global.css';

import { StrictMode } from 'react';
import type { AnyRoute } from '@tanstack/react-router';
import { createRoot } from 'react-dom/client';

import { App } from './app/app.tsx';
import { router } from './app/router.tsx';
import { startApp } from './app/start.ts';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

// Fetch this page's code while the language catalogue loads, not after it (one round trip less).
for (const match of router.matchRoutes(location.pathname, {})) {
  const route = (router.routesById as Record<string, AnyRoute | undefined>)[match.routeId];
  if (route)
    void router.loadRouteChunk(route)?.catch((error: unknown) => console.warn('Route preload failed', error));
}
await startApp();
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
