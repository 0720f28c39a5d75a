/**
 * Writes demo-feed.ics, the demo home's Airbnb calendar (§2 /demo), in the shape of a real Airbnb
 * host export: /work/shared/data/ics/airbnb_export_reserved_and_blocked_2022.ics (README §5), whose
 * header, UID form, folded DESCRIPTION (reservation URL with an HM code, the guest's phone's last 4
 * digits), `SUMMARY:Reserved` stays and `Airbnb (Not available)` blocks, LF endings and all-day
 * exclusive DTEND it copies. The stays are new: a year of them around FEED_ANCHOR (about six months
 * on each side), busier on weekends and in the high seasons of Cholula (Easter, summer, the Day of
 * the Dead, December), with the codes and phones made from each UID as the README's redaction did.
 * The seed moves every date by the days from FEED_ANCHOR to its own day (feed.ts), so the demo
 * always has half a year behind and half a year ahead.
 *
 *   node services/listings/src/demo/generate-feed.ts [/work/shared/data/ics/airbnb_export_reserved_and_blocked_2022.ics]
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { FEED_ANCHOR } from './feed.ts';

const source = process.argv[2] ?? '/work/shared/data/ics/airbnb_export_reserved_and_blocked_2022.ics';
const real = readFileSync(source, 'utf8');
const header = real.slice(0, real.indexOf('BEGIN:VEVENT'));
const reservedPrefix = /UID:([0-9a-f]{12})-[0-9a-f]{32}@airbnb\.com\nDESCRIPTION/.exec(real)![1]!;
const blockPrefix = /UID:([0-9a-f]{12})-[0-9a-f]{32}@airbnb\.com\nSUMMARY:Airbnb \(Not available\)/.exec(
  real,
)![1]!;

/** A deterministic generator (mulberry32), so the committed file is the same at every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const rnd = random(2026);

const DAY = 86_400_000;
const anchor = Date.parse(`${FEED_ANCHOR}T00:00:00Z`);
const ymd = (t: number) => new Date(t).toISOString().slice(0, 10).replaceAll('-', '');
const hex = (text: string, n: number) => createHash('sha256').update(text).digest('hex').slice(0, n);

/** How likely a night is booked: the high seasons of a Cholula stay, and weekends. */
function demand(t: number): number {
  const d = new Date(t);
  const m = d.getUTCMonth() + 1;
  const day = d.getUTCDate();
  let p = 0.45;
  if (m === 12 && day >= 15) p = 0.9;
  else if (m === 1 && day <= 6) p = 0.85;
  else if (m === 7 || (m === 8 && day <= 20)) p = 0.75;
  else if ((m === 3 && day >= 25) || (m === 4 && day <= 12)) p = 0.8;
  else if ((m === 10 && day >= 28) || (m === 11 && day <= 3)) p = 0.85;
  if ([5, 6].includes(d.getUTCDay())) p += 0.15;
  return Math.min(p, 0.95);
}

const CODE = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
function event(lines: string[]): string {
  return `BEGIN:VEVENT\n${lines.join('\n')}\nEND:VEVENT\n`;
}
/** RFC 5545 folding at 75 octets, as the real export folds its DESCRIPTION. */
function fold(line: string): string {
  const parts = [line.slice(0, 75)];
  for (let i = 75; i < line.length; i += 74) parts.push(` ${line.slice(i, i + 74)}`);
  return parts.join('\n');
}

const reserved: string[] = [];
const blocks: string[] = [];
let t = anchor - 182 * DAY;
const end = anchor + 183 * DAY;
while (t < end) {
  if (rnd() < demand(t)) {
    const nights = 2 + Math.floor(rnd() * (rnd() < 0.2 ? 8 : 4));
    const out = Math.min(t + nights * DAY, end);
    const uid = `${reservedPrefix}-${hex(`demo-stay-${ymd(t)}`, 32)}@airbnb.com`;
    const h = hex(uid, 16);
    const code = `HM${[...h.slice(0, 8)].map((c) => CODE[parseInt(c, 16) % CODE.length]).join('')}`;
    const phone = String(parseInt(h.slice(8, 14), 16) % 10_000).padStart(4, '0');
    reserved.push(
      event([
        `DTEND;VALUE=DATE:${ymd(out)}`,
        `DTSTART;VALUE=DATE:${ymd(t)}`,
        `UID:${uid}`,
        fold(
          `DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\\nPhone Number (Last 4 Digits): ${phone}`,
        ),
        'SUMMARY:Reserved',
      ]),
    );
    // A back-to-back arrival some days; otherwise a night or more free.
    t = out + (rnd() < 0.3 ? 0 : (1 + Math.floor(rnd() * 3)) * DAY);
  } else if (rnd() < 0.08) {
    const nights = 1 + Math.floor(rnd() * 3);
    blocks.push(
      event([
        `DTEND;VALUE=DATE:${ymd(t + nights * DAY)}`,
        `DTSTART;VALUE=DATE:${ymd(t)}`,
        `UID:${blockPrefix}-${hex(`demo-block-${ymd(t)}`, 32)}@airbnb.com`,
        'SUMMARY:Airbnb (Not available)',
      ]),
    );
    t += (nights + 1) * DAY;
  } else t += DAY;
}

const out = path.join(import.meta.dirname, 'demo-feed.ics');
writeFileSync(out, `${header}${reserved.join('')}${blocks.join('')}END:VCALENDAR\n`);
console.log(`${out}: ${reserved.length} stays, ${blocks.length} blocks around ${FEED_ANCHOR}`);
