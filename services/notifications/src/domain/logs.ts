/** Rules of the SPA's error reports. */

/** Reports created before this are pruned. */
export const retentionCutoff = (now: Date, retentionDays: number): Date =>
  new Date(now.getTime() - retentionDays * 86_400_000);

/** User agents are kept to 500 characters. */
export const userAgentForLog = (userAgent: string | null): string | null => userAgent?.slice(0, 500) ?? null;
