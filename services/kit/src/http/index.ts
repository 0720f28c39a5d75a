export { createSafeFetch, FetchFailedError, FetchRefusedError, isPublicAddress } from './safe-fetch.ts';
export type {
  FetchFailedReason,
  FetchRefusedReason,
  ResolvedAddress,
  Resolver,
  SafeFetch,
  SafeFetchInit,
  SafeFetchOptions,
  SafeFetchResponse,
} from './safe-fetch.ts';
