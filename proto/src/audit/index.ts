/** The staff audit log's contracts (issue 19): actions, the change kept, the entry and its route. */
export * from './actions.ts';
export * from './diff.ts';
export * from './entities.ts';
export * from './requests.ts';
export * from './routes.ts';
