/**
 * The appraisal service's contracts: the entities it owns, the forms it takes, its answers, route
 * table, events and messages (the events themselves are in events/catalogue.ts).
 */
export * from './entities.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './routes.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './intake.ts';
