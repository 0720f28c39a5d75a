/** The maps, loaded on demand: Leaflet is its own chunk, fetched only by pages that show a map. */
import { Center, Loader, Text } from '@mantine/core';
import { Component, lazy, Suspense, type ComponentProps, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

const LazyMarketMap = lazy(() => import('./maps.tsx').then((m) => ({ default: m.MarketMap })));
const LazySurroundingsMap = lazy(() => import('./maps.tsx').then((m) => ({ default: m.SurroundingsMap })));

function Pending({ height }: { height: number }) {
  return (
    <Center h={height} bg="var(--mantine-color-gray-1)" style={{ borderRadius: 16 }}>
      <Loader size="sm" aria-hidden />
    </Center>
  );
}

/** A map that fails (chunk not loaded, WebGL-less browser…) leaves the rest of the page usable. */
class MapBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }
  override componentDidCatch(error: unknown): void {
    console.error('Map failed to render', error);
  }
  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

function Unavailable() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed" data-testid="map-unavailable">
      {t('listings.market.mapUnavailable')}
    </Text>
  );
}

export function MarketMap(props: ComponentProps<typeof LazyMarketMap>) {
  return (
    <MapBoundary fallback={<Unavailable />}>
      <Suspense fallback={<Pending height={420} />}>
        <LazyMarketMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}

export function SurroundingsMap(props: ComponentProps<typeof LazySurroundingsMap>) {
  return (
    <MapBoundary fallback={<Unavailable />}>
      <Suspense fallback={<Pending height={320} />}>
        <LazySurroundingsMap {...props} />
      </Suspense>
    </MapBoundary>
  );
}

export type { MapPoint } from './maps.tsx';
