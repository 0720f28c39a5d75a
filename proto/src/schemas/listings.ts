/** Listings' answers moved to listings/responses.ts; this path stays for deep imports of it. */
export * from '../listings/responses.ts';
