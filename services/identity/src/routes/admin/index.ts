import type { App } from '@casona/kit/app/app';
import { requireAdmin, requireProfile, requireStaff } from '@casona/kit/auth/context';
import type { Deps } from '../../app/deps.ts';
import { pageOfMembers, removeMember, upsertMemberAsStaff } from '../../app/memberships.ts';
import { listStaff, removeStaffRole, setStaffRole } from '../../app/staff.ts';
import { NoContent, errors } from '@casona/proto';
import {
  AdminMembersQuery,
  MemberPage,
  MemberView,
  PropertyCustomerDelete,
  PropertyCustomerUpsert,
  StaffList,
  StaffMember,
  StaffRoleBody,
  StaffRoleDelete,
} from '../../schemas/memberships.ts';
import { validationFailed } from '@casona/kit/errors/errors';
import { PAGE_SIZE } from '@casona/proto';

const security = [{ bearer: [] }];

/**
 * Admin paths. The gateway already lets only administrators through /api/v1/admin/*; the checks
 * here hold when the service is reached by another route.
 */
export async function adminRoutes(app: App, deps: Deps): Promise<void> {
  const tags = ['admin'];

  app.get(
    '/admin/role',
    {
      schema: {
        tags,
        security,
        summary: 'Company staff and administrators',
        response: { 200: StaffList, ...errors(401, 403) },
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      return { items: await listStaff(deps) };
    },
  );

  app.put(
    '/admin/role',
    {
      schema: {
        tags,
        security,
        summary: 'Make a profile (by id or email) STAFF or ADMIN',
        body: StaffRoleBody,
        response: { 200: StaffMember, ...errors(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requireAdmin(request.auth);
      const actor = requireProfile(request.auth);
      if (!request.body.profile_id && !request.body.email)
        throw validationFailed([{ path: '/email', key: 'validation.required' }]);
      return setStaffRole(deps, actor, request.body, request.body.role);
    },
  );

  app.delete(
    '/admin/role',
    {
      schema: {
        tags,
        security,
        summary: "Remove a profile's staff role (not your own)",
        body: StaffRoleDelete,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireAdmin(request.auth);
      const actor = requireProfile(request.auth);
      await removeStaffRole(deps, actor, request.body.profile_id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin/property_customer',
    {
      schema: {
        tags,
        security,
        summary: 'Every membership, filtered by property or profile, a page at a time',
        querystring: AdminMembersQuery,
        response: { 200: MemberPage, ...errors(400, 401, 403) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      const page = request.query.page ?? 1;
      const pageSize = request.query.pageSize ?? PAGE_SIZE;
      const result = await pageOfMembers(deps, {
        propertyId: request.query.property_id,
        profileId: request.query.profile_id,
        page,
        pageSize,
      });
      return { ...result, page, pageSize };
    },
  );

  app.put(
    '/admin/property_customer',
    {
      schema: {
        tags,
        security,
        summary: 'Add a profile to a property with any label, or change its label',
        body: PropertyCustomerUpsert,
        response: { 200: MemberView, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      requireStaff(request.auth);
      return upsertMemberAsStaff(deps, request.auth, request.body);
    },
  );

  app.delete(
    '/admin/property_customer',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a profile from a property (owners included)',
        body: PropertyCustomerDelete,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      requireStaff(request.auth);
      await removeMember(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );
}
