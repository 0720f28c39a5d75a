/**
 * A stale Airbnb calendar (issue 12): listings announces listings.airbnb_listing.stale once per
 * episode; notifications emails the property's managers (MANAGER, OWNER_MANAGER) in their language,
 * or its owners when it has no manager, once even when the event is delivered twice.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventDefinition } from '@casona/proto';
import {
  createProperty,
  emailReached,
  emailsTo,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin Casona' }), 'ADMIN');
});
afterAll(async () => h?.stop());

const stale = (propertyId: string, lastSuccessAt: string | null = '2026-11-20T15:00:00.000Z') => ({
  airbnbListingId: crypto.randomUUID(),
  propertyId,
  name: 'Loft con terraza',
  url: 'https://www.airbnb.mx/rooms/53627481',
  lastSuccessAt,
  staleSince: '2026-11-21T15:00:00.000Z',
  lastError: 'HTTP 403',
  consecutiveFailures: 12,
});

describe('listings.airbnb_listing.stale', () => {
  it("emails the property's managers, each in their language, and not its workers; once per event", async () => {
    const propertyId = await createProperty(h, null, 'Casa Tulipán');
    const manager = await registerAccount(h, { name: 'Mario Gestor', locale: 'EN' });
    const ownerManager = await registerAccount(h, { name: 'Olivia Gestora' });
    const worker = await registerAccount(h, { name: 'Walter Trabajador' });
    await grant(h, admin, manager, propertyId, 'MANAGER');
    await grant(h, admin, ownerManager, propertyId, 'OWNER_MANAGER');
    await grant(h, admin, worker, propertyId, 'WORKER');

    const published = await h.publish('listings.airbnb_listing.stale', stale(propertyId));
    const toManager = await emailReached(h, manager.email, 'airbnb_feed_stale');
    expect(toManager).toMatchObject({ locale: 'EN', property_id: propertyId });
    expect(await emailReached(h, ownerManager.email, 'airbnb_feed_stale')).toMatchObject({ locale: 'ES' });

    // At-least-once: the broker hands the same event over again.
    await h.infra.bus.publish(eventDefinition('listings.airbnb_listing.stale').topic, [published]);
    await new Promise((resolve) => setTimeout(resolve, 500));

    expect((await emailsTo(h, manager.email)).filter((e) => e.template === 'airbnb_feed_stale')).toHaveLength(
      1,
    );
    expect((await emailsTo(h, worker.email)).filter((e) => e.template === 'airbnb_feed_stale')).toEqual([]);
    const mail = (await h.outbox()).find((m) => m.to.includes(manager.email.toLowerCase()));
    expect(mail?.subject).toBe('The calendar of “Loft con terraza” has not synced for 24 hours');
    expect(mail?.text).toContain('Last error: HTTP 403');
    expect(mail?.text).toContain('Casa Tulipán');
  });

  it('emails the owners when the property has no manager; a calendar that never synced says so', async () => {
    const owner = await registerAccount(h, { name: 'Rosa Dueña' });
    const propertyId = await createProperty(h, owner, 'Casa Nogal');
    await h.publish('listings.airbnb_listing.stale', stale(propertyId, null));
    await emailReached(h, owner.email, 'airbnb_feed_stale');
    const mail = (await h.outbox()).find(
      (m) => m.to.includes(owner.email.toLowerCase()) && m.subject.includes('Loft con terraza'),
    );
    expect(mail?.subject).toBe('El calendario de «Loft con terraza» lleva 24 horas sin sincronizarse');
    expect(mail?.text).toContain('Última sincronización correcta: Nunca');
  });
});
