import type { ProfileDeletion } from '../../../lib/api/contracts.ts';
import { request } from '../../../lib/api/transport.ts';

/** DELETE /api/v1/profile — profile deletion, confirmed by the typed phrase (spec §5). */
export const deleteProfile = (body: ProfileDeletion) => request<void>('DELETE', 'profile', { body });
