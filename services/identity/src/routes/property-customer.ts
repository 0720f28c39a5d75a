import { identityMembers } from '@casona/proto';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { requireProfile } from '@casona/kit/auth/context';
import type { Deps } from '../app/deps.ts';
import {
  addMember,
  changeMemberLabel,
  listMembers,
  myMemberships,
  removeMember,
} from '../app/memberships.ts';

/** Allies and secondary clients of a property, checked against the caller's label (§6 `customer`). */
export function propertyCustomerRoutes(app: App, deps: Deps): void {
  routes(app, identityMembers, {
    list: async (request) => ({
      items: request.query.property_id
        ? await listMembers(deps, request.auth, request.query.property_id)
        : await myMemberships(deps, requireProfile(request.auth)),
    }),
    add: async (request, reply) => reply.status(201).send(await addMember(deps, request.auth, request.body)),
    changeLabel: async (request) => changeMemberLabel(deps, request.auth, request.body),
    remove: async (request, reply) => {
      await removeMember(deps, request.auth, request.body);
      return reply.status(204).send(null);
    },
  });
}
