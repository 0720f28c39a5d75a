/**
 * Child process of bench/channel.ts: a local calendar-feed server standing in for Airbnb, serving
 * one feed per listing at /feed/{i}.ics from the real exports in services/listings/test-fixtures/ical
 * (the 21-event Airbnb export for most listings, the 176-event merged multi-listing feed for every
 * 20th), dates moved so the stays are upcoming. Like Airbnb, DTSTAMP is the time of each request, so
 * the body changes on every fetch while the calendar does not; even listings also send an ETag and
 * answer If-None-Match with 304. Not meant to be run by hand.
 *
 * Requests from the bench: { type: 'change', listings: number[] } bumps those feeds' version (the
 * last stay's check-out moves one more day); { type: 'served', listings } answers, for each, when
 * its current version was first served with a 200 (ms since epoch; null: not yet fetched).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serveParent } from './lib/child.ts';

const FIXTURES = new URL('../services/listings/test-fixtures/ical/', import.meta.url);
const AIRBNB = readFileSync(new URL('airbnb_export_reserved_and_blocked_2022.ics', FIXTURES), 'utf8');
const MERGED = readFileSync(new URL('airbnb_merged_multilisting_feed_2026.ics', FIXTURES), 'utf8');

const DAY = 86_400_000;
const ymd = (ms: number) => new Date(ms).toISOString().slice(0, 10).replaceAll('-', '');
const msOf = (value: string) => Date.UTC(+value.slice(0, 4), +value.slice(4, 6) - 1, +value.slice(6, 8));
const DATE_LINE = /^(DTSTART|DTEND)([^:]*):(\d{8})(.*)$/;

/** A fixture as lines (unfolded), with its earliest date and the index of its last stay's DTEND. */
function prepare(text: string) {
  const lines = text
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n');
  let earliest = Number.POSITIVE_INFINITY;
  let lastStayEnd = -1;
  let inStay = false;
  let end = -1;
  lines.forEach((line, i) => {
    const m = DATE_LINE.exec(line);
    if (m) earliest = Math.min(earliest, msOf(m[3]!));
    if (line === 'BEGIN:VEVENT') [inStay, end] = [false, -1];
    if (line.startsWith('DTEND')) end = i;
    if (line.startsWith('SUMMARY') && /Reserved/.test(line)) inStay = true;
    if (line === 'END:VEVENT' && inStay) lastStayEnd = end;
  });
  return { lines, earliest, lastStayEnd };
}
const FEEDS = [prepare(AIRBNB), prepare(MERGED)];

const today = Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth(), new Date().getUTCDate());
const version = new Map<number, number>();
const firstServed = new Map<number, number>();

/** Listing i's feed at its current version, stamped now. */
function feedOf(i: number): string {
  const base = FEEDS[i % 20 === 19 ? 1 : 0]!;
  const shift = today + (5 + (i % 30)) * DAY - base.earliest;
  const v = version.get(i) ?? 0;
  const stamp = `${new Date().toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;
  const out = base.lines.map((line, n) => {
    if (line.startsWith('DTSTAMP')) return `DTSTAMP:${stamp}`;
    const m = DATE_LINE.exec(line);
    if (!m) return line;
    const extra = n === base.lastStayEnd ? v * DAY : 0;
    return `${m[1]}${m[2]}:${ymd(msOf(m[3]!) + shift + extra)}${m[4]}`;
  });
  return out.join('\r\n');
}

const server = createServer((req, res) => {
  const match = /^\/feed\/(\d+)\.ics$/.exec(req.url ?? '');
  if (!match) {
    res.writeHead(404).end();
    return;
  }
  const i = Number(match[1]);
  const v = version.get(i) ?? 0;
  const etag = i % 2 === 0 ? `"${i}-${v}"` : null;
  if (etag && req.headers['if-none-match'] === etag) {
    res.writeHead(304, { etag }).end();
    return;
  }
  const body = feedOf(i);
  res.writeHead(200, { 'content-type': 'text/calendar; charset=utf-8', ...(etag ? { etag } : {}) });
  res.end(body);
  if (v > 0 && !firstServed.has(i)) firstServed.set(i, Date.now());
});
server.keepAliveTimeout = 60_000;
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

serveParent(
  { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
  () => new Promise<void>((resolve) => server.close(() => resolve())),
  async (m) => {
    const listings = m.listings as number[];
    if (m.type === 'change') {
      for (const i of listings) {
        version.set(i, (version.get(i) ?? 0) + 1);
        firstServed.delete(i);
      }
      return listings.length;
    }
    if (m.type === 'served') return listings.map((i) => firstServed.get(i) ?? null);
    if (m.type === 'sample') return feedOf(listings[0]!).length;
    throw new Error(`unknown request ${String(m.type)}`);
  },
);
