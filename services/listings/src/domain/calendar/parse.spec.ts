import { afterEach, describe, expect, it } from 'vitest';
import { FEEDS, readFeed, type FeedName } from '../../../test-fixtures/ical/feeds.ts';
import { unfoldLines } from './ics-text.ts';
import { parseFeed } from './parse.ts';

const MX = { timeZone: 'America/Mexico_City' };
const serverZone = process.env.TZ;

/** Runs `run` with the process in another time zone (Node rereads TZ when it is assigned). */
function inZone<T>(zone: string, run: () => T): T {
  process.env.TZ = zone;
  try {
    return run();
  } finally {
    if (serverZone === undefined) delete process.env.TZ;
    else process.env.TZ = serverZone;
  }
}

function calendar(...events: string[][]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN'];
  for (const event of events) lines.push('BEGIN:VEVENT', ...event, 'END:VEVENT');
  return [...lines, 'END:VCALENDAR', ''].join('\r\n');
}

describe('parseFeed on the real feeds', () => {
  afterEach(() => expect(process.env.TZ).toBe(serverZone));

  it('Airbnb export: Reserved are stays with code and phone, Not available are blocks, DTEND is the checkout', () => {
    const feed = parseFeed(readFeed('airbnbReservedAndBlocked'), MX);
    expect(feed).toMatchObject({
      status: 'events',
      channel: 'airbnb',
      distinguishesBlocks: true,
      warnings: [],
    });
    expect(
      feed.reservations.map((r) => [r.checkIn, r.checkOut, r.nights, r.confirmationCode, r.phoneLast4]),
    ).toEqual([
      ['2022-09-16', '2022-09-26', 10, 'HM6DCQN8K9', '8654'],
      ['2022-09-27', '2022-10-04', 7, 'HMAH3SP6PS', '1997'],
      ['2022-10-08', '2022-10-12', 4, 'HMMYDJXFJZ', '4535'],
      ['2022-10-17', '2022-10-21', 4, 'HM97EWBXVK', '0088'],
      ['2022-10-22', '2022-11-22', 31, 'HM8524SJN2', '0761'],
      ['2022-12-08', '2022-12-15', 7, 'HM24DV8FYD', '0290'],
      ['2022-12-30', '2023-01-02', 3, 'HMPX9H6RQV', '5039'],
      ['2023-02-14', '2023-02-23', 9, 'HMR6AKX4EW', '5328'],
    ]);
    expect(feed.blocks).toHaveLength(13);
    expect(feed.blocks[0]).toEqual({
      uid: '6fec1092d3fa-cf00feae2e98b35f95469939b7b28c63@airbnb.com',
      listingRef: null,
      start: '2022-09-26',
      end: '2022-09-27',
    });
    // Every Airbnb block UID starts with the block prefix, and none became a reservation.
    expect(feed.blocks.every((b) => b.uid.startsWith('6fec1092d3fa-'))).toBe(true);
    expect(feed.reservations.every((r) => r.uid.startsWith('1418fb94e984-'))).toBe(true);
  });

  it('gives the same calendar dates whatever the server time zone (UTC+14 to UTC−8, a midnight DST gap)', () => {
    const zones = ['Pacific/Kiritimati', 'America/Los_Angeles', 'America/Sao_Paulo', 'Asia/Kathmandu', 'UTC'];
    for (const name of Object.keys(FEEDS) as FeedName[]) {
      const text = readFeed(name);
      const [first, ...others] = zones.map((zone) => inZone(zone, () => parseFeed(text, MX)));
      for (const other of others) expect(other, name).toEqual(first);
    }
    // Sao Paulo skipped the midnight of 2018-11-04; the all-day date must survive it.
    const gap = calendar([
      'UID:gap',
      'DTSTART;VALUE=DATE:20181104',
      'DTEND;VALUE=DATE:20181105',
      'SUMMARY:Reserved',
    ]);
    expect(inZone('America/Sao_Paulo', () => parseFeed(gap, MX)).reservations[0]).toMatchObject({
      checkIn: '2018-11-04',
      checkOut: '2018-11-05',
      nights: 1,
    });
  });

  it('counts an all-day DURATION in calendar days, also across a DST change of the server', () => {
    const text = calendar(['UID:d', 'DTSTART;VALUE=DATE:20181104', 'DURATION:P3D', 'SUMMARY:Reserved - Ana']);
    for (const zone of ['America/Los_Angeles', 'Pacific/Kiritimati']) {
      expect(inZone(zone, () => parseFeed(text, MX)).reservations[0], zone).toMatchObject({
        checkIn: '2018-11-04',
        checkOut: '2018-11-07',
        nights: 3,
      });
    }
  });

  it('merged multi-listing feed: 176 events of six listings, each tagged with its listing', () => {
    const feed = parseFeed(readFeed('airbnbMergedMultiListing'), MX);
    expect(feed).toMatchObject({
      status: 'events',
      channel: 'airbnb',
      distinguishesBlocks: true,
      warnings: [],
    });
    expect(feed.reservations.length + feed.blocks.length).toBe(176);
    const perListing: Record<string, number> = {};
    for (const r of feed.reservations)
      perListing[r.listingRef ?? 'none'] = (perListing[r.listingRef ?? 'none'] ?? 0) + 1;
    expect(perListing).toEqual({
      '1166699194313702494': 35,
      '1169542988343878536': 19,
      '1169549533139105227': 33,
      '1193566712390606838': 13,
      '1194501603461940563': 28,
      '1355078859895588226': 45,
    });
    expect(feed.blocks.map((b) => b.listingRef).sort()).toEqual([
      '1169549533139105227',
      '1193566712390606838',
      '1355078859895588226',
    ]);
    expect(feed.reservations.every((r) => /^HM[A-Z0-9]{8}$/.test(r.confirmationCode ?? ''))).toBe(true);
    expect(feed.reservations.find((r) => r.confirmationCode === 'HMSR7ZM5QH')).toEqual({
      uid: '1355078859895588226-1418fb94e984-768b8509bd90a5c5dbb648a222c9b848@airbnb.com',
      listingRef: '1355078859895588226',
      checkIn: '2026-08-21',
      checkOut: '2026-08-22',
      nights: 1,
      confirmationCode: 'HMSR7ZM5QH',
      phoneLast4: '3149',
      tentative: false,
    });
  });

  it('OwnerRez TZID times land on the property calendar, not the server one', () => {
    const text = readFeed('ownerRezTimed');
    // 2022-05-10 16:00 → 2023-02-23 11:00 Europe/Paris
    const stay = (timeZone: string) => parseFeed(text, { timeZone }).reservations[0];
    expect(stay('Europe/Paris')).toMatchObject({
      checkIn: '2022-05-10',
      checkOut: '2023-02-23',
      nights: 289,
    });
    expect(stay('America/Mexico_City')).toMatchObject({ checkIn: '2022-05-10', checkOut: '2023-02-23' });
    // 14:00 UTC is already the next day at UTC+14.
    expect(stay('Pacific/Kiritimati')).toMatchObject({ checkIn: '2022-05-11', checkOut: '2023-02-24' });
    expect(parseFeed(text, MX)).toMatchObject({
      channel: 'other',
      distinguishesBlocks: true,
      blocks: [],
      warnings: [],
    });
  });

  it('UTC and floating times: UTC converted to the property zone, floating kept as written', () => {
    const text = calendar(
      ['UID:utc', 'DTSTART:20230511T030000Z', 'DTEND:20230513T170000Z', 'SUMMARY:Booked'],
      ['UID:floating', 'DTSTART:20230520T230000', 'DTEND:20230522T110000', 'SUMMARY:Booked'],
    );
    for (const zone of ['Pacific/Kiritimati', 'America/Los_Angeles']) {
      const feed = inZone(zone, () => parseFeed(text, MX));
      expect(
        feed.reservations.map((r) => [r.uid, r.checkIn, r.checkOut]),
        zone,
      ).toEqual([
        ['utc', '2023-05-10', '2023-05-13'],
        ['floating', '2023-05-20', '2023-05-22'],
      ]);
    }
  });

  it('Booking.com: CLOSED - Not available are blocks, and the feed cannot tell bookings from blocks', () => {
    const feed = parseFeed(readFeed('bookingCom'), MX);
    expect(feed).toMatchObject({
      status: 'events',
      channel: 'booking',
      distinguishesBlocks: false,
      reservations: [],
    });
    expect(feed.blocks.map((b) => [b.start, b.end])).toEqual([
      ['2026-09-01', '2026-09-15'],
      ['2027-07-23', '2027-08-06'],
      ['2027-08-31', '2028-02-29'],
    ]);
  });

  it("an empty body (Booking.com's empty calendar) and a calendar without events are empty, not errors", () => {
    for (const body of ['', '\r\n', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n']) {
      expect(parseFeed(body, MX)).toMatchObject({ status: 'empty', reservations: [], blocks: [] });
    }
  });

  it('an HTML page is not a calendar and a cut body is truncated: neither yields stays', () => {
    expect(parseFeed('<!doctype html><title>Access denied</title>', MX)).toMatchObject({
      status: 'not_calendar',
      reservations: [],
      warnings: [{ code: 'not_calendar' }],
    });
    const text = readFeed('airbnbReservedAndBlocked');
    expect(parseFeed(text.slice(0, text.length / 2), MX)).toMatchObject({
      status: 'truncated',
      reservations: [],
      blocks: [],
      warnings: [{ code: 'truncated' }],
    });
  });

  it('an inverted range is a warning and the rest of the feed is read', () => {
    const feed = parseFeed(readFeed('airbnbInvertedRange'), MX);
    expect(feed.status).toBe('events');
    expect(feed.blocks.map((b) => [b.start, b.end])).toEqual([
      ['2025-02-26', '2025-02-27'],
      ['2025-04-03', '2025-05-25'],
    ]);
    expect(feed.warnings).toEqual([
      {
        code: 'inverted_range',
        uid: '6fec1092d3fa-b03a1ec3773826d30cf3ccb40229974b@airbnb.com',
        detail: 'starts 2025-06-01, ends 2025-02-27',
      },
    ]);
  });

  it('two overlapping blocks sharing a UID are both kept', () => {
    const feed = parseFeed(readFeed('airbnbOverlappingBlocks'), MX);
    const uid = 'x'.repeat(40);
    expect(feed.blocks).toEqual([
      { uid, listingRef: null, start: '2023-02-01', end: '2023-03-01' },
      { uid: `${uid}#2`, listingRef: null, start: '2023-02-01', end: '2023-08-01' },
    ]);
    expect(feed.warnings.map((w) => w.code)).toEqual(['duplicate_uid']);
  });

  it('blocked-only Airbnb feeds have no reservations, year-long blocks included', () => {
    expect(parseFeed(readFeed('airbnbBlockedOnly'), MX)).toMatchObject({
      reservations: [],
      blocks: [
        { start: '2023-02-26', end: '2023-02-27' },
        { start: '2023-05-27', end: '2024-02-27' },
      ],
      warnings: [],
    });
    expect(parseFeed(readFeed('airbnbOnlyBlockedTiloc'), MX)).toMatchObject({
      reservations: [],
      blocks: [{ start: '2023-06-26', end: '2024-06-29' }],
    });
  });

  it('the older Airbnb itinerary URL still gives the confirmation code', () => {
    expect(parseFeed(readFeed('airbnbTiloc'), MX).reservations).toEqual([
      {
        uid: '1418fb94e984-c36acd434xxxxxxxe6515e5ef948f56a@airbnb.com',
        listingRef: null,
        checkIn: '2020-08-02',
        checkOut: '2020-08-12',
        nights: 10,
        confirmationCode: 'HMNxxx8J99',
        phoneLast4: '0000',
        tentative: false,
      },
    ]);
  });

  it('Abritel (HomeAway): Réservée are stays, Provisoire a tentative one, Indisponible a block', () => {
    const feed = parseFeed(readFeed('abritel'), MX);
    expect(feed).toMatchObject({ channel: 'vrbo', distinguishesBlocks: true, warnings: [] });
    expect(feed.reservations.map((r) => [r.checkIn, r.checkOut, r.tentative])).toEqual([
      ['2019-12-24', '2019-12-29', false],
      ['2020-01-01', '2020-01-24', false],
      ['2020-03-09', '2020-03-16', false],
      ['2020-05-15', '2020-05-19', false],
      ['2020-10-13', '2020-10-24', false],
      ['2020-11-15', '2020-12-06', true],
    ]);
    expect(feed.blocks).toEqual([
      {
        uid: '02292020-0229-2020-0305-202003052020',
        listingRef: null,
        start: '2020-02-29',
        end: '2020-03-05',
      },
    ]);
  });
});

describe('parseFeed on variations of the text', () => {
  it('CRLF or LF endings and any folding read the same', () => {
    const lf = readFeed('airbnbReservedAndBlocked');
    const crlf = lf.replace(/\n/g, '\r\n');
    // Unfold, then fold every line after 9 characters with a tab continuation.
    const refolded = unfoldLines(lf)
      .map((line) => line.match(/.{1,9}/g)!.join('\r\n\t'))
      .join('\r\n');
    const expected = parseFeed(lf, MX);
    expect(parseFeed(crlf, MX)).toEqual(expected);
    expect(parseFeed(refolded, MX)).toEqual(expected);
  });

  it('an event without UID gets the same derived UID on every fetch', () => {
    const text = calendar([
      'DTSTAMP:20260101T000000Z',
      'DTSTART;VALUE=DATE:20260301',
      'DTEND;VALUE=DATE:20260304',
      'SUMMARY:Reserved',
    ]);
    const again = text.replace('20260101T000000Z', '20260102T101010Z');
    const [a, b] = [parseFeed(text, MX), parseFeed(again, MX)];
    expect(a.reservations[0]!.uid).toMatch(/^nouid-[0-9a-f]{32}$/);
    expect(b.reservations[0]!.uid).toBe(a.reservations[0]!.uid);
    expect(a.warnings.map((w) => w.code)).toEqual(['missing_uid']);
  });

  it('an unrecognised summary is kept as a block and the feed flagged as not telling blocks apart', () => {
    const feed = parseFeed(
      calendar(
        ['UID:1', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260304', 'SUMMARY:Booked'],
        ['UID:2', 'DTSTART;VALUE=DATE:20260305', 'DTEND;VALUE=DATE:20260306', 'SUMMARY:Familia Pérez'],
      ),
      MX,
    );
    expect(feed.reservations.map((r) => r.uid)).toEqual(['1']);
    expect(feed.blocks.map((b) => b.uid)).toEqual(['2']);
    expect(feed.distinguishesBlocks).toBe(false);
    expect(feed.warnings.map((w) => [w.code, w.uid])).toEqual([['unrecognized_summary', '2']]);
  });

  it('an older Airbnb title with the guest and the code is a stay, never a block', () => {
    const feed = parseFeed(
      calendar([
        'UID:old',
        'DTSTART;VALUE=DATE:20260301',
        'DTEND;VALUE=DATE:20260304',
        'SUMMARY:Ana López (HMABCD1234)',
      ]),
      MX,
    );
    expect(feed.reservations).toMatchObject([{ uid: 'old', confirmationCode: 'HMABCD1234', nights: 3 }]);
    expect(feed).toMatchObject({ blocks: [], warnings: [], distinguishesBlocks: true });
  });

  it('empty and unreadable ranges are warnings; a CANCELLED event is no stay', () => {
    const feed = parseFeed(
      calendar(
        ['UID:same-day', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260301', 'SUMMARY:Reserved'],
        ['UID:bad', 'DTSTART;VALUE=DATE:2026XX01', 'DTEND;VALUE=DATE:20260304', 'SUMMARY:Reserved'],
        [
          'UID:gone',
          'DTSTART;VALUE=DATE:20260310',
          'DTEND;VALUE=DATE:20260312',
          'STATUS:CANCELLED',
          'SUMMARY:Reserved',
        ],
      ),
      MX,
    );
    expect(feed).toMatchObject({ status: 'events', reservations: [], blocks: [] });
    expect(feed.warnings.map((w) => [w.code, w.uid])).toEqual([
      ['empty_range', 'same-day'],
      ['invalid_date', 'bad'],
    ]);
  });

  it('two stays of one listing on the same nights are reported', () => {
    const feed = parseFeed(
      calendar(
        ['UID:a', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260305', 'SUMMARY:Reserved'],
        ['UID:b', 'DTSTART;VALUE=DATE:20260304', 'DTEND;VALUE=DATE:20260306', 'SUMMARY:Reserved'],
        ['UID:c', 'DTSTART;VALUE=DATE:20260306', 'DTEND;VALUE=DATE:20260308', 'SUMMARY:Reserved'],
      ),
      MX,
    );
    expect(feed.reservations).toHaveLength(3);
    expect(feed.warnings.map((w) => [w.code, w.uid])).toEqual([['overlapping_reservations', 'b']]);
  });
});
