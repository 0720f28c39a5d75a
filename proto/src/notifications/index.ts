/** The notifications service's contracts: its answers and its route tables. */
export * from './responses.ts';
export * from './routes.ts';
