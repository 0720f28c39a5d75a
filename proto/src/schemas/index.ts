/** Entity schemas (§3) and submission schemas (§7), with their static types. */
export * from './entities.ts';
export * from './submissions.ts';
