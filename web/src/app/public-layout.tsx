import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';

import { isLiteMode } from '../lib/lite.ts';
import { SiteFooter } from '../components/site-footer.tsx';
import { SiteHeader } from '../components/site-header.tsx';

// The notice (and the message catalogue it reads) loads only for visitors in lite mode.
const LiteNotice = lazy(() =>
  import('../components/lite-notice.tsx').then((m) => ({ default: m.LiteNotice })),
);

export function PublicLayout() {
  const [lite] = useState(isLiteMode);
  return (
    <Box mih="100vh" style={{ display: 'flex', flexDirection: 'column' }}>
      {lite && (
        <Suspense fallback={null}>
          <LiteNotice />
        </Suspense>
      )}
      <SiteHeader />
      <Box component="main" id="main" tabIndex={-1} style={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <SiteFooter />
    </Box>
  );
}
