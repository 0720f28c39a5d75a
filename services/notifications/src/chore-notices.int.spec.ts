import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto/events/catalogue';
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

const chore = (
  propertyId: string,
  assignedTo: string | null,
): EventPayload<'maintenance.chore.assigned'> => ({
  choreId: crypto.randomUUID(),
  propertyId,
  propertyName: null,
  kind: 'CHORE',
  name: 'Limpieza de salida',
  type: 'GENERAL',
  dueDate: '2031-03-10',
  assignedTo,
  reservationId: crypto.randomUUID(),
  sameDayTurnover: false,
});

describe('chore emails from maintenance events', () => {
  it('the assignee hears of a chore assigned, moved and canceled with its reservation, in their language', async () => {
    const owner = await registerAccount(h, { name: 'Dueña' });
    const worker = await registerAccount(h, { name: 'Rosa', locale: 'EN' });
    const propertyId = await createProperty(h, owner, 'Casa Colibrí');
    await grant(h, admin, worker, propertyId, 'WORKER');
    const assigned = chore(propertyId, worker.id);

    await h.publish('maintenance.chore.assigned', assigned);
    const email = await emailReached(h, worker.email, 'chore_assigned');
    expect(email).toMatchObject({ property_id: propertyId, locale: 'EN' });
    await h.publish('maintenance.chore.rescheduled', {
      ...assigned,
      dueDate: '2031-03-12',
      previousDueDate: '2031-03-10',
    });
    await emailReached(h, worker.email, 'chore_rescheduled');
    await h.publish('maintenance.chore.canceled', { ...assigned, reason: 'RESERVATION_CANCELED' });
    await emailReached(h, worker.email, 'chore_canceled');
    const mail = (await h.outbox()).filter((m) => m.to.includes(worker.email.toLowerCase()));
    expect(mail.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        'New chore: Limpieza de salida',
        'Chore moved: Limpieza de salida',
        'Chore canceled: Limpieza de salida',
      ]),
    );
    expect(mail.find((m) => m.subject === 'Chore moved: Limpieza de salida')?.text).toContain(
      'from March 10, 2031 to March 12, 2031',
    );
  });

  it("a new report reaches the property's managers, not the reporter nor the owner", async () => {
    const owner = await registerAccount(h, { name: 'Dueño' });
    const manager = await registerAccount(h, { name: 'Gerente' });
    const reporter = await registerAccount(h, { name: 'Trabajador' });
    const propertyId = await createProperty(h, owner, 'Casa Lupita');
    await grant(h, admin, manager, propertyId, 'MANAGER');
    await grant(h, admin, reporter, propertyId, 'WORKER');
    await h.publish('maintenance.report.created', {
      ...chore(propertyId, null),
      kind: 'REPORT',
      name: 'Fuga en el baño',
      type: 'PLUMBING',
      dueDate: null,
      reservationId: null,
      reportedBy: reporter.id,
    });
    await emailReached(h, manager.email, 'report_created');
    const mail = (await h.outbox()).find(
      (m) => m.to.includes(manager.email.toLowerCase()) && m.subject.startsWith('Nuevo reporte'),
    );
    expect(mail?.subject).toBe('Nuevo reporte en Casa Lupita: Fuga en el baño');
    expect(mail?.text).toContain('Trabajador reportó «Fuga en el baño»');
    expect((await emailsTo(h, reporter.email)).map((e) => e.template)).toEqual(['account_created']);
    expect((await emailsTo(h, owner.email)).map((e) => e.template)).not.toContain('report_created');
  });

  it('a chore nobody is assigned to sends nothing', async () => {
    const owner = await registerAccount(h, { name: 'Dueña Tres' });
    const propertyId = await createProperty(h, owner, 'Casa Tres');
    await h.publish('maintenance.chore.assigned', chore(propertyId, null));
    await h.publish('maintenance.chore.assigned', chore(propertyId, owner.id));
    await emailReached(h, owner.email, 'chore_assigned');
    expect((await emailsTo(h, owner.email)).filter((e) => e.template === 'chore_assigned')).toHaveLength(1);
  });
});
