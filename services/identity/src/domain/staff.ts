/** The rules of company staff roles, as plain functions of data. */
import type { StaffRole } from '@casona/proto';

/**
 * An administrator cannot step down or lose their role by themselves: there is always one left to
 * undo mistakes. `role` is the new role, or null when the role is removed.
 */
export const isSelfDemotion = (actorId: string, profileId: string, role: StaffRole | null): boolean =>
  profileId === actorId && role !== 'ADMIN';
