/** Contracts every service shares: primitives, the common answers and route definitions. */
export * from './primitives.ts';
export * from './responses.ts';
export * from './route.ts';
