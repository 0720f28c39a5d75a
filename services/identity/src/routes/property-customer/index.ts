import type { App } from '@casona/kit/app/app';
import { requireProfile } from '@casona/kit/auth/context';
import type { Deps } from '../../app/deps.ts';
import {
  addMember,
  changeMemberLabel,
  listMembers,
  myMemberships,
  removeMember,
} from '../../app/memberships.ts';
import { NoContent, errors } from '@casona/proto';
import {
  MemberList,
  MemberView,
  MembersQuery,
  PropertyCustomerDelete,
  PropertyCustomerUpsert,
} from '../../schemas/memberships.ts';

const tags = ['property_customer'];
const security = [{ bearer: [] }];

/** Allies and secondary clients of a property, checked against the caller's label (§6 `customer`). */
export async function propertyCustomerRoutes(app: App, deps: Deps): Promise<void> {
  app.get(
    '/property_customer',
    {
      schema: {
        tags,
        security,
        summary: "A property's allies (property_id), or the caller's own memberships (no property_id)",
        querystring: MembersQuery,
        response: { 200: MemberList, ...errors(401, 403) },
      },
    },
    async (request) => {
      const items = request.query.property_id
        ? await listMembers(deps, request.auth, request.query.property_id)
        : await myMemberships(deps, requireProfile(request.auth));
      return { items };
    },
  );

  app.post(
    '/property_customer',
    {
      schema: {
        tags,
        security,
        summary: 'Add a profile to a property (members assign MANAGER or WORKER)',
        body: PropertyCustomerUpsert,
        response: { 201: MemberView, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => reply.status(201).send(await addMember(deps, request.auth, request.body)),
  );

  app.patch(
    '/property_customer',
    {
      schema: {
        tags,
        security,
        summary: "Change a member's label",
        body: PropertyCustomerUpsert,
        response: { 200: MemberView, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeMemberLabel(deps, request.auth, request.body),
  );

  app.delete(
    '/property_customer',
    {
      schema: {
        tags,
        security,
        summary: 'Remove a member (or leave the property yourself)',
        body: PropertyCustomerDelete,
        response: { 204: NoContent, ...errors(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeMember(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  );
}
