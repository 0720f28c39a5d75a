import { describe, expect, it } from 'vitest';
import { FEEDS, readFeed, type FeedName } from '../../../test-fixtures/ical/feeds.ts';
import { feedHash } from './hash.ts';

describe('feedHash', () => {
  it('an unchanged feed fetched again with new DTSTAMPs has the same hash', () => {
    const text = readFeed('airbnbMergedMultiListing');
    const refetched = text.replace(/DTSTAMP:\d{8}T\d{6}Z/g, 'DTSTAMP:20261125T143000Z');
    expect(refetched).not.toBe(text);
    expect(feedHash(refetched)).toBe(feedHash(text));
  });

  it('line endings, folding, headers and event order do not change it', () => {
    const text = readFeed('airbnbReservedAndBlocked');
    const events = text.split(/(?=BEGIN:VEVENT)/);
    const reordered = [
      events[0],
      ...events.slice(1, -1).reverse(),
      events.at(-1)!.replace('END:VCALENDAR\n', ''),
    ]
      .join('')
      .concat('END:VCALENDAR\n');
    expect(reordered).not.toBe(text);
    expect(feedHash(reordered)).toBe(feedHash(text));
    expect(feedHash(text.replace(/\n/g, '\r\n'))).toBe(feedHash(text));
    expect(feedHash(text.replace('CALSCALE:GREGORIAN\n', ''))).toBe(feedHash(text));
  });

  it('a date moved by one day, a new event or a changed summary changes it', () => {
    const text = readFeed('airbnbReservedAndBlocked');
    const hash = feedHash(text);
    expect(feedHash(text.replace('DTEND;VALUE=DATE:20220926', 'DTEND;VALUE=DATE:20220927'))).not.toBe(hash);
    expect(feedHash(text.replace('SUMMARY:Reserved', 'SUMMARY:Airbnb (Not available)'))).not.toBe(hash);
    const extra =
      'BEGIN:VEVENT\nUID:new\nDTSTART;VALUE=DATE:20240101\nDTEND;VALUE=DATE:20240102\nEND:VEVENT\n';
    expect(feedHash(text.replace('END:VCALENDAR', `${extra}END:VCALENDAR`))).not.toBe(hash);
  });

  it('every real feed has its own hash', () => {
    const hashes = (Object.keys(FEEDS) as FeedName[]).map((name) => feedHash(readFeed(name)));
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});
