/**
 * The map where a person places their home's pin: a click (or tap) puts the pin, dragging moves
 * it. Imported lazily, like the market's maps, so Leaflet only loads where an address is asked
 * for; the same tiles setting (VITE_MAP_TILE_URL). The pin is a DOM marker, so it shows and can be
 * tested even when no tile loads.
 */
import 'leaflet/dist/leaflet.css';

import { Button, Stack } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

const TILE_URL: string =
  import.meta.env['VITE_MAP_TILE_URL'] || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION: string =
  import.meta.env['VITE_MAP_TILE_ATTRIBUTION'] ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

export type PinMapProps = {
  /** Where the map looks (re-centred when this changes). */
  view: { latitude: number; longitude: number; zoom: number };
  pin: { latitude: number; longitude: number } | null;
  label: string;
  pinLabel: string;
  /** The button that puts the pin at the map's centre (keyboard and screen-reader users). */
  centreLabel: string;
  onPin(point: { latitude: number; longitude: number }): void;
};

const round = (value: number) => Math.round(value * 1e6) / 1e6;

export function PinMap({ view, pin, label, pinLabel, centreLabel, onPin }: PinMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const marker = useRef<L.Marker | null>(null);
  const latest = useRef(onPin);
  latest.current = onPin;

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { scrollWheelZoom: false }).setView(
      [view.latitude, view.longitude],
      view.zoom,
    );
    L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19, crossOrigin: true }).addTo(instance);
    instance.on('click', (event: L.LeafletMouseEvent) =>
      latest.current({ latitude: round(event.latlng.lat), longitude: round(event.latlng.lng) }),
    );
    map.current = instance;
    return () => {
      instance.remove();
      map.current = null;
      marker.current = null;
    };
    // The first view only; later views move the existing map (below).
    // eslint-disable-next-line react-hooks/exhaustive-deps -- created once
  }, []);

  useEffect(() => {
    map.current?.setView([view.latitude, view.longitude], view.zoom, { animate: false });
  }, [view.latitude, view.longitude, view.zoom]);

  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (!pin) {
      marker.current?.remove();
      marker.current = null;
      return;
    }
    if (!marker.current) {
      const icon = L.divIcon({
        className: 'casona-pin',
        html: '<span data-testid="address-pin" style="display:block;width:22px;height:22px;border-radius:50% 50% 50% 0;transform:rotate(-45deg);background:var(--casona-terracotta-7);border:3px solid #fff;box-shadow:0 1px 4px rgb(0 0 0 / 35%)"></span>',
        iconSize: [22, 22],
        iconAnchor: [11, 22],
      });
      marker.current = L.marker([pin.latitude, pin.longitude], {
        icon,
        draggable: true,
        title: pinLabel,
        alt: pinLabel,
      });
      marker.current.on('dragend', () => {
        const at = marker.current?.getLatLng();
        if (at) latest.current({ latitude: round(at.lat), longitude: round(at.lng) });
      });
      marker.current.addTo(instance);
    } else {
      marker.current.setLatLng([pin.latitude, pin.longitude]);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pin's coordinates are its identity
  }, [pin?.latitude, pin?.longitude, pinLabel]);

  return (
    <Stack gap={6}>
      <div
        ref={container}
        role="region"
        aria-label={label}
        data-testid="address-map"
        style={{ height: 300, width: '100%', borderRadius: 12, overflow: 'hidden', zIndex: 0 }}
      />
      <Button
        variant="default"
        size="xs"
        w="fit-content"
        data-testid="pin-at-centre"
        onClick={() => {
          const centre = map.current?.getCenter();
          if (centre) latest.current({ latitude: round(centre.lat), longitude: round(centre.lng) });
        }}
      >
        {centreLabel}
      </Button>
    </Stack>
  );
}
