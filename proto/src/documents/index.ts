/** The documents service's contracts: entities, requests, responses, events, messages and routes. */
export * from './entities.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './staff-home.ts';
export * from './funnel.ts';
