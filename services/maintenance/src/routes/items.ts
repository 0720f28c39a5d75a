import { maintenanceItems } from '@casona/proto/maintenance/items';
import type { App } from '@casona/kit/app/app';
import { routes } from '@casona/kit/app/route-table';
import { getChecklist, saveChecklist } from '../app/checklists.ts';
import type { Deps } from '../app/deps.ts';
import {
  adminItems,
  deleteCatalogueEntry,
  deletePropertyItem,
  listPropertyItems,
  searchItems,
  upsertCatalogueEntry,
  upsertPropertyItem,
} from '../app/items.ts';

/** The item catalogue (staff), a property's items and its checklist. */
export async function itemRoutes(app: App, deps: Deps): Promise<void> {
  routes(app, maintenanceItems, {
    searchItems: async (request) => ({ items: await searchItems(deps, request.query) }),
    adminItems: async (request) => adminItems(deps, request.auth, request.query),
    upsertItem: async (request) => upsertCatalogueEntry(deps, request.auth, request.body),
    deleteItem: async (request, reply) => {
      await deleteCatalogueEntry(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    propertyItems: async (request) =>
      listPropertyItems(deps, request.auth, request.query.property_id, request.query.page ?? 1),
    upsertPropertyItem: async (request) => upsertPropertyItem(deps, request.auth, request.body),
    deletePropertyItem: async (request, reply) => {
      await deletePropertyItem(deps, request.auth, request.params.id);
      return reply.status(204).send(null);
    },
    checklist: async (request) => getChecklist(deps, request.auth, request.query.property_id),
    saveChecklist: async (request) => saveChecklist(deps, request.auth, request.body),
  });
}
