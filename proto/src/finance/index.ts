/**
 * The finance service's contracts: the entities it owns, the forms it takes, what it answers, its
 * events, messages and route tables, and the Spanish/English names of its enums.
 */
export * from './entities.ts';
export * from './requests.ts';
export * from './responses.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './routes.ts';
export * from './labels.ts';
export * from './payments.ts';
export * from './rules.ts';
export * from './statement-file.ts';
