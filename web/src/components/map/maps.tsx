/**
 * The Leaflet maps (marketplace results and a property's surroundings). This module is only ever
 * imported lazily (`lazy-maps.tsx`), so Leaflet and its CSS never reach the landing page's download.
 * Tiles come from VITE_MAP_TILE_URL (OpenStreetMap by default); markers are plain DOM elements, so
 * they render, and can be tested, even when the tiles cannot load.
 */
import 'leaflet/dist/leaflet.css';
import './maps.css';

import { TERRACOTTA } from '@casona/proto/brand';
import { SURROUNDINGS_RADIUS_M } from '@casona/proto/constants';
import L from 'leaflet';
import { useEffect, useRef } from 'react';

import {
  CLUSTER_REFERENCE_ZOOM,
  clusterPoints,
  clusterRadiusKm,
  type GeoPoint,
} from '../../lib/geo/cluster.ts';

const TILE_URL: string =
  import.meta.env['VITE_MAP_TILE_URL'] || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_ATTRIBUTION: string =
  import.meta.env['VITE_MAP_TILE_ATTRIBUTION'] ||
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
/** Mexico as a whole, at the zoom whose clustering radius is 50 km. */
const MEXICO_CENTER: L.LatLngTuple = [23.6, -102.5];

function tiles(): L.TileLayer {
  return L.tileLayer(TILE_URL, { attribution: TILE_ATTRIBUTION, maxZoom: 19, crossOrigin: true });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export type MapPoint = GeoPoint & { id: string; slug: string; price: number };

export type MarketMapProps = {
  points: readonly MapPoint[];
  /** Accessible name of the map region. */
  label: string;
  /** Short price text on a single marker, e.g. "$2.5 M". */
  priceLabel: (price: number) => string;
  /** Accessible name of a cluster marker, e.g. "12 properties, zoom in". */
  clusterLabel: (count: number) => string;
  /** Accessible name of a single marker. */
  pointLabel: (price: number) => string;
  onOpen: (point: MapPoint) => void;
};

/** Marketplace map: the same result set as the list, clustered by great-circle distance. */
export function MarketMap({ points, label, priceLabel, clusterLabel, pointLabel, onOpen }: MarketMapProps) {
  const container = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const layer = useRef<L.LayerGroup | null>(null);
  // Handlers change identity on every render; the map's listeners read the latest ones.
  const latest = useRef({ points, priceLabel, clusterLabel, pointLabel, onOpen });
  latest.current = { points, priceLabel, clusterLabel, pointLabel, onOpen };

  useEffect(() => {
    if (!container.current) return;
    const instance = L.map(container.current, { zoomControl: true, scrollWheelZoom: false }).setView(
      MEXICO_CENTER,
      CLUSTER_REFERENCE_ZOOM,
    );
    tiles().addTo(instance);
    layer.current = L.layerGroup().addTo(instance);
    map.current = instance;
    const redraw = () => draw();
    instance.on('zoomend', redraw);
    return () => {
      instance.off('zoomend', redraw);
      instance.remove();
      map.current = null;
      layer.current = null;
    };
  }, []);

  function draw() {
    const instance = map.current;
    const group = layer.current;
    if (!instance || !group) return;
    group.clearLayers();
    const {
      points: current,
      priceLabel: price,
      clusterLabel: many,
      pointLabel: one,
      onOpen: open,
    } = latest.current;
    for (const cluster of clusterPoints(current, clusterRadiusKm(instance.getZoom()))) {
      const count = cluster.points.length;
      const single = count === 1 ? cluster.points[0]! : undefined;
      const icon = L.divIcon({
        className: single ? 'casona-marker casona-marker-point' : 'casona-marker casona-marker-cluster',
        html: single
          ? `<span data-testid="map-marker">${escapeHtml(price(single.price))}</span>`
          : `<span data-testid="map-cluster" data-count="${count}">${count}</span>`,
        iconSize: single ? [88, 28] : [40, 40],
        iconAnchor: single ? [44, 14] : [20, 20],
      });
      const marker = L.marker([cluster.latitude, cluster.longitude], {
        icon,
        keyboard: true,
        title: single ? one(single.price) : many(count),
        alt: single ? one(single.price) : many(count),
        riseOnHover: true,
      });
      marker.on('click', () => {
        if (single) {
          open(single);
          return;
        }
        const bounds = L.latLngBounds(cluster.points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple));
        instance.fitBounds(bounds.pad(0.2), { maxZoom: instance.getZoom() + 3 });
      });
      marker.addTo(group);
      const element = marker.getElement();
      element?.setAttribute('role', 'button');
      // The accessible name starts with what the marker shows (WCAG 2.5.3, label in name).
      element?.setAttribute(
        'aria-label',
        single ? `${price(single.price)}, ${one(single.price)}` : many(count),
      );
    }
  }

  // A new result set: frame it, then draw at the resulting zoom.
  useEffect(() => {
    const instance = map.current;
    if (!instance) return;
    if (points.length > 0) {
      const bounds = L.latLngBounds(points.map((p) => [p.latitude, p.longitude] as L.LatLngTuple));
      instance.fitBounds(bounds.pad(0.1), { maxZoom: 13, animate: false });
    } else {
      instance.setView(MEXICO_CENTER, CLUSTER_REFERENCE_ZOOM, { animate: false });
    }
    draw();
  }, [points]);

  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-testid="market-map"
      style={{ height: 420, width: '100%', borderRadius: 16, overflow: 'hidden', zIndex: 0 }}
    />
  );
}

export type SurroundingsMapProps = { center: GeoPoint; label: string };

/** A property's surroundings: a 500 m circle (§9) around it, without pinpointing the door. */
export function SurroundingsMap({ center, label }: SurroundingsMapProps) {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!container.current) return;
    // A view first: Leaflet projects the circle with the map's zoom as soon as it is added.
    const instance = L.map(container.current, { scrollWheelZoom: false }).setView(
      [center.latitude, center.longitude],
      15,
    );
    tiles().addTo(instance);
    const circle = L.circle([center.latitude, center.longitude], {
      radius: SURROUNDINGS_RADIUS_M,
      color: TERRACOTTA[7],
      fillColor: TERRACOTTA[5],
      fillOpacity: 0.15,
      weight: 2,
    }).addTo(instance);
    circle.getElement()?.setAttribute('data-testid', 'surroundings-circle');
    instance.fitBounds(circle.getBounds().pad(0.3), { animate: false });
    return () => {
      instance.remove();
    };
  }, [center.latitude, center.longitude]);
  return (
    <div
      ref={container}
      role="region"
      aria-label={label}
      data-testid="surroundings-map"
      style={{ height: 320, width: '100%', borderRadius: 16, overflow: 'hidden', zIndex: 0 }}
    />
  );
}
