import { identityAdmin, PAGE_SIZE } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { containsPattern } from '@casona/kit/db/contains';
import type { Deps } from '../app/deps.ts';
import { pageOfMembers, removeMember, upsertMemberAsStaff } from '../app/memberships.ts';
import { listStaff, removeStaffRole, setStaffRole } from '../app/staff.ts';

/**
 * Admin paths (proto's identityAdmin): staff roles for administrators, memberships for company
 * staff. The gateway checks the same at /api/v1/admin/*; kit's route() checks again here, for a
 * request that reached the service another way.
 */
export function adminRoutes(app: App, deps: Deps): void {
  routes(app, identityAdmin, {
    staff: async (request) => listStaff(deps, { page: request.query.page ?? 1, q: request.query.q }),
    setStaffRole: async (request) => {
      return setStaffRole(deps, request.auth, request.body, request.body.role);
    },
    removeStaffRole: async (request, reply) => {
      await removeStaffRole(deps, request.auth, request.body.profile_id);
      return reply.status(204).send(null);
    },
    members: async (request) => {
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE;
      const result = await pageOfMembers(deps, {
        propertyId: request.query.property_id,
        profileId: request.query.profile_id,
        label: request.query.label,
        pattern: containsPattern(request.query.q),
        page,
        pageSize,
      });
      return { ...result, page, pageSize };
    },
    upsertMember: async (request) => upsertMemberAsStaff(deps, request.auth, request.body),
    removeMember: async (request, reply) => {
      await removeMember(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  });
}
