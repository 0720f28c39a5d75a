/** What a calendar sync's recorded error was, for the Airbnb tab and the back office's listings page alike. */
export type SyncErrorKind = 'http' | 'timeout' | 'tooLarge' | 'refused' | 'notCalendar' | 'network' | 'other';

/** Reads the sync's recorded error: its kind and, for an HTTP answer, the status. */
export function syncErrorKind(error: string): { kind: SyncErrorKind; status?: number } {
  const http = /^HTTP (\d{3})\b/.exec(error);
  if (http) return { kind: 'http', status: Number(http[1]) };
  if (/^timeout\b/i.test(error)) return { kind: 'timeout' };
  if (/^too-large\b/i.test(error)) return { kind: 'tooLarge' };
  if (/^refused\b/i.test(error)) return { kind: 'refused' };
  if (/calendar|ical|vcalendar|parse/i.test(error)) return { kind: 'notCalendar' };
  if (/^(network|dns|connect|tls|ECONN|ENOTFOUND|EAI_AGAIN)/i.test(error)) return { kind: 'network' };
  return { kind: 'other' };
}
