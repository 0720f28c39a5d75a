import { request } from '../../../lib/api/transport.ts';

/** GET /api/v1/auth/google — the Google sign-in address for this site and `redirect`. */
export const getGoogleUrl = (redirect: string) =>
  request<{ url: string }>('GET', 'auth/google', { query: { redirect }, anonymous: true });
