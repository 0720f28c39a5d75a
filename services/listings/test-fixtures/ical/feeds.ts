import { readFileSync } from 'node:fs';

/** The real feeds in this folder (see README.md), by file name. */
export const FEEDS = {
  airbnbReservedAndBlocked: 'airbnb_export_reserved_and_blocked_2022.ics',
  airbnbMergedMultiListing: 'airbnb_merged_multilisting_feed_2026.ics',
  airbnbBlockedOnly: 'airbnb_export_blocked_only_2023.ics',
  airbnbInvertedRange: 'airbnb_export_edgecase_inverted_range_2025.ics',
  airbnbOverlappingBlocks: 'airbnb_style_overlapping_blocks.ics',
  ownerRezTimed: 'ownerrez_export_timed_events_tzid.ics',
  airbnbTiloc: 'airbnb_export_tiloc.redacted.ics',
  airbnbOnlyBlockedTiloc: 'airbnb_export_only_blocked_tiloc.ics',
  bookingCom: 'booking_com_export_rental-pms.ics',
  abritel: 'homeaway_abritel_export_tiloc.redacted.ics',
} as const;

export type FeedName = keyof typeof FEEDS;

export function readFeed(name: FeedName): string {
  return readFileSync(new URL(FEEDS[name], import.meta.url), 'utf8');
}
