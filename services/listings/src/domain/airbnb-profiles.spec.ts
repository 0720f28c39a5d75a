import { describe, expect, it } from 'vitest';
import { hostResponseOf, hostUserIdsOf, reviewIssues, roomIdsOf } from './airbnb-profiles.ts';

describe('Airbnb profile and review rules', () => {
  it('refuses a review whose reviewer is its host, on reviewer_id', () => {
    expect(reviewIssues({ host_id: '77', reviewer_id: '77' })).toEqual([
      { path: '/reviewer_id', key: 'airbnb.reviewerIsHost' },
    ]);
    expect(reviewIssues({ host_id: '77', reviewer_id: '78' })).toEqual([]);
  });

  it('stores a blank host response as no response', () => {
    expect(hostResponseOf('  ')).toBeNull();
    expect(hostResponseOf(undefined)).toBeNull();
    expect(hostResponseOf(null)).toBeNull();
    expect(hostResponseOf('¡Gracias por venir!')).toBe('¡Gracias por venir!');
  });

  it("names the rooms of a property's listings once each, whatever the host or query of their URLs", () => {
    expect(
      roomIdsOf([
        { url: 'https://www.airbnb.mx/rooms/12345?check_in=2026-01-01' },
        { url: 'https://www.airbnb.com/rooms/12345' },
        { url: 'https://www.airbnb.mx/rooms/plus/987' },
        { url: 'https://es.airbnb.com/rooms/555' },
      ]),
    ).toEqual(['12345', '555']);
  });

  it("names the hosts of a property's listings from their profile URLs, skipping listings without one", () => {
    expect(
      hostUserIdsOf([
        { profile_url: 'https://www.airbnb.mx/users/show/42' },
        { profile_url: null },
        { profile_url: 'https://www.airbnb.com/users/show/42/' },
        { profile_url: 'https://www.airbnb.com/users/show/7' },
      ]),
    ).toEqual(['42', '7']);
  });
});
