/** The listings service's contracts: its entities, requests, answers, events, messages and route table. */
export * from './entities.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './airbnb-listings.ts';
export * from './staff-home.ts';
export * from './admin-airbnb.ts';
export * from './airbnb-profiles.ts';
export * from './geo.ts';
export * from './favourites.ts';
export * from './saved-searches.ts';
