import { describe, expect, it } from 'vitest';

import { parseEvent, splitLines } from './read-listing.ts';

describe('the intake stream reader', () => {
  it('splits chunks into whole lines and carries the unfinished one', () => {
    let state = splitLines('', '{"step":"parsed","room_id":"1","elapsed_ms":0}\n{"step":"fet');
    expect(state.lines).toEqual(['{"step":"parsed","room_id":"1","elapsed_ms":0}']);
    state = splitLines(state.carry, 'ched","source":"x","elapsed_ms":3}\n\n');
    expect(state.lines).toEqual(['{"step":"fetched","source":"x","elapsed_ms":3}']);
    expect(state.carry).toBe('');
  });

  it('reads events and ignores lines that are not events', () => {
    expect(parseEvent('{"step":"parsed","room_id":"1","elapsed_ms":0}')).toMatchObject({ step: 'parsed' });
    expect(parseEvent('not json')).toBeNull();
    expect(parseEvent('{"other":1}')).toBeNull();
    expect(parseEvent('null')).toBeNull();
  });
});
