// @casona/proto: the one source of truth for contracts, shared by every service, the gateway and the SPA.
export * from './enums.ts';
export * from './constants.ts';
export * from './geo/index.ts';
export * from './permissions.ts';
export * from './i18n/index.ts';
export * from './validation/index.ts';
export * from './schemas/index.ts';
export * from './events/index.ts';
export * from './routing.ts';
export * from './auth.ts';
export * from './shared/index.ts';
export * from './notifications/index.ts';
export * from './listings/index.ts';
export * from './identity/index.ts';
