/** Contracts every service shares: primitives, the common requests and answers, route definitions. */
export * from './primitives.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './route.ts';
