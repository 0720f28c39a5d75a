/**
 * Grants or removes a staff role from the command line, for clusters: the embedded platform seeds
 * its first administrator, a cluster never does (its database outlives any one start). The person
 * registers as usual, then an operator runs, in an identity pod:
 *
 *   node src/cli/staff-role.ts grant ana@example.mx ADMIN
 *   node src/cli/staff-role.ts revoke ana@example.mx
 *   node src/cli/staff-role.ts list
 *
 * (`pnpm --filter @casona/identity staff-role …` from a checkout). It reads DATABASE_URL like the
 * service and works in identity's schema. The role reaches the person's access token at its next
 * refresh, as a grant from /dashboard/admin/role does.
 */
import { STAFF_ROLES, type StaffRole } from '@casona/proto';
import { env, loadConfig } from '@casona/kit/config/config';
import { createDatabase, type Database } from '@casona/kit/db/database';
import { findProfileByEmail } from '../app/profile-store.ts';
import { deleteStaffRole, staffRows, upsertStaffRole } from '../app/staff-store.ts';
import { normalizeEmail } from '../domain/secrets.ts';

export const USAGE = `usage: staff-role grant <email> <${STAFF_ROLES.join('|')}> | revoke <email> | list`;

export interface StaffRoleOutcome {
  exitCode: number;
  lines: string[];
}

/** The command itself, on a database handle (tests pass their own schema). */
export async function staffRoleCommand(db: Database, args: string[]): Promise<StaffRoleOutcome> {
  const [action, rawEmail, rawRole] = args;
  if (action === 'list' && args.length === 1) {
    const rows = await staffRows(db);
    return { exitCode: 0, lines: rows.length ? rows.map((r) => `${r.role}\t${r.email}`) : ['no staff yet'] };
  }
  const grant = action === 'grant' && args.length === 3;
  const revoke = action === 'revoke' && args.length === 2;
  if ((!grant && !revoke) || !rawEmail) return { exitCode: 64, lines: [USAGE] };
  const role = rawRole?.toUpperCase() as StaffRole | undefined;
  if (grant && !STAFF_ROLES.includes(role!)) {
    return { exitCode: 64, lines: [`unknown role "${rawRole}": one of ${STAFF_ROLES.join(', ')}`] };
  }
  const email = normalizeEmail(rawEmail);
  const profileId = (await findProfileByEmail(db, email))?.id;
  if (!profileId) {
    return { exitCode: 1, lines: [`no profile with email ${email}: the person must register first`] };
  }
  if (grant) {
    await upsertStaffRole(db, { profileId, role: role!, grantedBy: null, now: new Date() });
    return { exitCode: 0, lines: [`${email} is now ${role}`] };
  }
  const removed = await deleteStaffRole(db, profileId);
  return { exitCode: 0, lines: [removed ? `${email} is no longer staff` : `${email} had no staff role`] };
}

if (import.meta.main) {
  const { DATABASE_URL } = loadConfig('identity staff-role', {
    DATABASE_URL: env.requiredUrl('PostgreSQL connection string', { secret: true }),
  });
  const db = createDatabase({
    url: DATABASE_URL,
    schema: 'identity',
    max: 1,
    applicationName: 'identity-cli',
  });
  try {
    const outcome = await staffRoleCommand(db, process.argv.slice(2));
    for (const line of outcome.lines) (outcome.exitCode === 0 ? console.log : console.error)(line);
    process.exitCode = outcome.exitCode;
  } finally {
    await db.close();
  }
}
