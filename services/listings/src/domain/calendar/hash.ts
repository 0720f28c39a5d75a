import { createHash } from 'node:crypto';
import { propertyName, readIcs } from './ics-text.ts';

/**
 * A fingerprint of a feed's events, so an unchanged feed costs no parse and no database write.
 * Channels stamp every event with the time of the export (`DTSTAMP`), so two fetches of the same
 * calendar differ byte for byte; the hash leaves DTSTAMP out, and also line endings, folding, blank
 * lines, the calendar headers and the order of the events, none of which changes a stay.
 */
export function feedHash(text: string): string {
  const events = readIcs(text)
    .events.map((lines) => lines.filter((line) => propertyName(line) !== 'DTSTAMP').join('\n'))
    .sort();
  const hash = createHash('sha256');
  for (const event of events) hash.update(event).update('\u0000');
  return hash.digest('hex');
}
