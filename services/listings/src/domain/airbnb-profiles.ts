/**
 * Rules of Airbnb profiles and listing reviews (issue 12), pure: which Airbnb user a profile address
 * names, which rooms and hosts a property's listings name, and what a review may say.
 */
import { airbnbProfileIdOf, airbnbRoomIdOf } from '@casona/proto';

export interface ReviewIssue {
  path: string;
  key: 'airbnb.reviewerIsHost';
}

/** A review's reviewer cannot be its host (a host does not review their own listing). */
export function reviewIssues(review: { host_id: string; reviewer_id: string }): ReviewIssue[] {
  return review.host_id === review.reviewer_id
    ? [{ path: '/reviewer_id', key: 'airbnb.reviewerIsHost' }]
    : [];
}

/** The host's answer as stored: blank is no answer. */
export const hostResponseOf = (text: string | null | undefined): string | null =>
  text === null || text === undefined || text.trim() === '' ? null : text;

/** The Airbnb rooms a property's listings name (their rooms/{number}), each once, in order. */
export function roomIdsOf(listings: readonly { url: string }[]): string[] {
  return unique(listings.map((l) => airbnbRoomIdOf(l.url)));
}

/** The Airbnb users a property's listings name as their profile (users/show/{digits}), each once. */
export function hostUserIdsOf(listings: readonly { profile_url: string | null }[]): string[] {
  return unique(listings.map((l) => (l.profile_url === null ? null : airbnbProfileIdOf(l.profile_url))));
}

function unique(ids: readonly (string | null)[]): string[] {
  return [...new Set(ids.filter((id): id is string => id !== null))];
}
