/**
 * Chores and reports through the real gateway: a rule with chips triggered on CHECK_OUT for stays
 * of 3–7 nights follows its reservations (made once, filled in the reader's language, moved,
 * canceled with when, never duplicated by a redelivered event), same-day turnovers, rules written
 * after the stays, reports and solving with photos, the rich-text check, moving between properties
 * and a worker's isolation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventPayload } from '@casona/proto/events/catalogue';
import { jpegBase64, pngBase64 } from '@casona/proto/validation/test-builders';
import {
  createListing,
  createProperty,
  eventually,
  grant,
  makeStaff,
  registerAccount,
  startHarness,
  waitForMembership,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let owner: Account;
let manager: Account;
let worker: Account;
let otherWorker: Account;
/** Reads in English (the gateway forwards the profile's language). */
let englishManager: Account;
let propertyId: string;
let otherPropertyId: string;
let listingId: string;

const doc = {
  type: 'doc',
  content: [
    {
      type: 'paragraph',
      content: [
        { type: 'text', text: 'Limpiar para ' },
        { type: 'placeholderChip', attrs: { name: 'guest_quantity' } },
        { type: 'text', text: ' huéspedes; salida ' },
        { type: 'placeholderChip', attrs: { name: 'check_out' } },
        { type: 'text', text: ' en ' },
        { type: 'placeholderChip', attrs: { name: 'listing_name' } },
      ],
    },
  ],
};

function stayPayload(over: Partial<EventPayload<'listings.reservation.added'>> = {}) {
  return {
    reservationId: crypto.randomUUID(),
    propertyId,
    airbnbListingId: listingId,
    confirmationCode: 'HMQWERTY12',
    checkIn: '2031-03-06',
    checkOut: '2031-03-10',
    nights: 4,
    guestAmount: 3,
    cleaningFee: null,
    petFee: null,
    guestServiceFee: null,
    hostServiceFee: null,
    nightlyRateAdjustment: null,
    occupancyTaxes: null,
    remittedOccupancyTax: null,
    totalEarned: 12500,
    totalPaid: null,
    currency: 'MXN' as const,
    isDirectBooking: false,
    tentative: false,
    turnoverPrevious: false,
    turnoverNext: false,
    ...over,
  };
}

async function copiesOf(reservationId: string) {
  return h.sql('SELECT * FROM property_chore WHERE reservation_id = $1 ORDER BY created_at', [reservationId]);
}

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  owner = await registerAccount(h, { name: 'Dueña' });
  propertyId = await createProperty(h, owner, { name: 'Casa Lupita' });
  otherPropertyId = await createProperty(h, owner, { name: 'Casa Colibrí' });
  listingId = await createListing(h, propertyId, { name: 'Loft con alberca' });
  manager = await registerAccount(h, { name: 'Mánager' });
  worker = await registerAccount(h, { name: 'Trabajadora' });
  otherWorker = await registerAccount(h, { name: 'Otro trabajador' });
  englishManager = await registerAccount(h, { name: 'English manager', locale: 'EN' });
  for (const [account, label] of [
    [manager, 'MANAGER'],
    [worker, 'WORKER'],
    [otherWorker, 'WORKER'],
    [englishManager, 'MANAGER'],
  ] as const) {
    for (const p of [propertyId, otherPropertyId]) {
      await grant(h, admin, account, p, label);
      await waitForMembership(h, account.id, p, label);
    }
  }
});
afterAll(async () => h?.stop());

describe('a chore rule triggered on CHECK_OUT for stays of 3 to 7 nights', () => {
  let ruleId: string;

  it('is written with chips and a photo, and copied for the stays already known', async () => {
    const known = stayPayload({ checkIn: '2031-02-01', checkOut: '2031-02-05' });
    await h.publish('listings.reservation.added', known);
    await eventually(
      async () =>
        (await h.sql('SELECT 1 FROM trigger_stay WHERE reservation_id = $1', [known.reservationId]))
          .length === 1,
      'the stay',
    );

    const res = await h.call('POST', '/api/v1/property_chore', {
      token: manager.accessToken,
      body: {
        property_id: propertyId,
        name: 'Limpieza de salida',
        type: 'GENERAL',
        status: 'PENDING',
        description_doc: doc,
        assigned_to: worker.id,
        trigger_event: 'CHECK_OUT',
        trigger_event_due_date_offset: 0,
        trigger_event_night_range: '[3,8)',
        problem_images: [jpegBase64()],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    ruleId = res.body.id;
    expect(res.body).toMatchObject({
      trigger_event: 'CHECK_OUT',
      trigger_event_night_range: '[3,8)',
      due_date: null,
    });
    expect(res.body.problem_img_urls[0]).toMatch(
      new RegExp(`^properties/${propertyId}/chores/${ruleId}/problem/`),
    );
    expect(res.body.public_problem_img_urls[0]).toMatch(/^https?:\/\//);
    const copies = await copiesOf(known.reservationId);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ rule_id: ruleId, assigned_to: worker.id });
  });

  it('makes one copy per matching reservation, filled in the reader language, and none for a short stay', async () => {
    const stay = stayPayload();
    const event = await h.publish('listings.reservation.added', stay);
    const short = stayPayload({ checkIn: '2031-04-01', checkOut: '2031-04-03', nights: 2 });
    await h.publish('listings.reservation.added', short);
    const [copy] = await eventually(async () => {
      const rows = await copiesOf(stay.reservationId);
      return rows.length === 1 ? rows : undefined;
    }, 'the triggered copy');
    expect(copy.due_date.toISOString?.() ?? copy.due_date).toContain('2031-03-10');

    // Delivered again (at-least-once): still one copy.
    await h.infra.bus.publish('casona.listings.reservation', [event]);
    await h.publish('listings.reservation.updated', { ...stay, changes: ['uid'] });
    await eventually(
      async () =>
        (await h.sql('SELECT 1 FROM trigger_stay WHERE reservation_id = $1', [short.reservationId]))
          .length === 1,
      'the short stay',
    );
    expect(await copiesOf(stay.reservationId)).toHaveLength(1);
    expect(await copiesOf(short.reservationId)).toHaveLength(0);

    const es = await h.call('GET', `/api/v1/property_chore/${copy.id}`, {
      token: worker.accessToken,
      lang: 'es',
    });
    expect(es.status).toBe(200);
    const text = (d: { content: { content?: { text?: string }[] }[] }) =>
      d.content
        .flatMap((p) => p.content ?? [])
        .map((n) => n.text ?? '')
        .join('');
    expect(text(es.body.description_filled)).toBe(
      'Limpiar para 3 huéspedes; salida 10 de marzo 2031 en Loft con alberca',
    );
    const en = await h.call('GET', `/api/v1/property_chore/${copy.id}`, {
      token: englishManager.accessToken,
    });
    expect(text(en.body.description_filled)).toContain('March 10, 2031');
    expect(en.body.reservation).toMatchObject({
      reservation_id: stay.reservationId,
      guest_amount: 3,
      nights: 4,
    });

    const assigned = await h.events('maintenance.chore.assigned');
    expect(
      assigned.filter((e) => (e.payload as { reservationId: string }).reservationId === stay.reservationId),
    ).toHaveLength(1);
  });

  it('moves the copy with the stay, cancels it (not deleted, with when and who) with the reservation', async () => {
    const stay = stayPayload({ checkIn: '2031-05-01', checkOut: '2031-05-05' });
    await h.publish('listings.reservation.added', stay);
    const [copy] = await eventually(async () => {
      const rows = await copiesOf(stay.reservationId);
      return rows.length === 1 ? rows : undefined;
    }, 'the copy');
    await h.publish('listings.reservation.updated', {
      ...stay,
      checkIn: '2031-05-02',
      checkOut: '2031-05-06',
      changes: ['checkIn', 'checkOut'],
    });
    await eventually(async () => {
      const [row] = await h.sql(
        `SELECT to_char(due_date, 'YYYY-MM-DD') AS due FROM property_chore WHERE id = $1`,
        [copy.id],
      );
      return row.due === '2031-05-06';
    }, 'the moved copy');
    expect(
      (await h.events('maintenance.chore.rescheduled')).some(
        (e) => (e.payload as { choreId: string }).choreId === copy.id,
      ),
    ).toBe(true);

    // The manager canceled the direct booking by hand: listings names them, and the copy keeps who.
    await h.publish('listings.reservation.canceled', {
      ...stay,
      checkIn: '2031-05-02',
      checkOut: '2031-05-06',
      canceledBy: manager.id,
    });
    const [canceled] = await eventually(async () => {
      const rows = await h.sql('SELECT * FROM property_chore WHERE id = $1 AND canceled_at IS NOT NULL', [
        copy.id,
      ]);
      return rows.length === 1 ? rows : undefined;
    }, 'the canceled copy');
    expect(canceled.cancel_reason).toBe('RESERVATION_CANCELED');
    expect(canceled.canceled_by).toBe(manager.id);
    const listed = await h.call(
      'GET',
      `/api/v1/property_chore?property_id=${propertyId}&include_canceled=true&name=salida`,
      {
        token: manager.accessToken,
      },
    );
    expect(listed.body.items.find((c: { id: string }) => c.id === copy.id)).toMatchObject({
      cancel_reason: 'RESERVATION_CANCELED',
      canceled_by: manager.id,
    });
    const live = await h.call('GET', `/api/v1/property_chore?property_id=${propertyId}`, {
      token: manager.accessToken,
    });
    expect(live.body.items.some((c: { id: string }) => c.id === copy.id)).toBe(false);
  });

  it('flags a same-day turnover on both stays', async () => {
    const first = stayPayload({ checkIn: '2031-06-01', checkOut: '2031-06-05' });
    const second = stayPayload({
      checkIn: '2031-06-05',
      checkOut: '2031-06-09',
      confirmationCode: 'HMSECOND12',
    });
    await h.publish('listings.reservation.added', first);
    await h.publish('listings.reservation.added', second);
    await eventually(async () => {
      const rows = await h.sql(
        'SELECT same_day_turnover FROM property_chore WHERE reservation_id = ANY($1)',
        [[first.reservationId, second.reservationId]],
      );
      return rows.length === 2 && rows.every((r) => r.same_day_turnover);
    }, 'both copies flagged');
  });
});

describe('reports, solving and the rich text', () => {
  it('needs a photo to report, tells managers, and a resolution photo to solve', async () => {
    const none = await h.call('POST', '/api/v1/property_chore/report', {
      token: englishManager.accessToken,
      body: { property_id: propertyId, name: 'Fuga en el baño', type: 'PLUMBING', problem_images: [] },
    });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Please add at least one image.');

    const fake = await h.call('POST', '/api/v1/property_chore/report', {
      token: worker.accessToken,
      body: {
        property_id: propertyId,
        name: 'Fuga',
        type: 'PLUMBING',
        problem_images: [Buffer.from('<html>not an image</html>').toString('base64')],
      },
    });
    expect(fake.status).toBe(400);

    const report = await h.call('POST', '/api/v1/property_chore/report', {
      token: worker.accessToken,
      body: {
        property_id: propertyId,
        name: 'Fuga en el baño',
        type: 'PLUMBING',
        problem_images: [pngBase64()],
      },
    });
    expect(report.status, JSON.stringify(report.body)).toBe(201);
    expect(report.body).toMatchObject({ kind: 'REPORT', created_by: worker.id, status: 'PENDING' });
    expect(
      (await h.events('maintenance.report.created')).map((e) => (e.payload as { choreId: string }).choreId),
    ).toContain(report.body.id);

    const noPhoto = await h.call('POST', '/api/v1/property_chore/solve', {
      token: manager.accessToken,
      lang: 'es',
      body: { chore_id: report.body.id, resolution_images: [] },
    });
    expect(noPhoto.status).toBe(400);
    expect(JSON.stringify(noPhoto.body)).toContain('Por favor, agrega al menos una imagen de la solución.');
    const solved = await h.call('POST', '/api/v1/property_chore/solve', {
      token: manager.accessToken,
      body: {
        chore_id: report.body.id,
        completion_notes: 'Cambié el empaque',
        resolution_images: [jpegBase64()],
      },
    });
    expect(solved.status).toBe(200);
    expect(solved.body).toMatchObject({ status: 'SOLVED', completion_notes: 'Cambié el empaque' });
    expect(solved.body.public_resolution_img_urls).toHaveLength(1);
  });

  it('answers a bad document with a 400 in the caller language', async () => {
    const javascriptLink = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'x', marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }] },
          ],
        },
      ],
    };
    for (const [description_doc, reader, message] of [
      [{ type: 'paragraph' }, 'es', 'Elige una opción.'],
      ['hello', 'es', 'Por favor, corrige los errores del formulario.'],
      [javascriptLink, 'en', 'The description is not a valid rich-text document.'],
      [javascriptLink, 'es', 'La descripción no es un documento de texto enriquecido válido.'],
    ] as const) {
      const res = await h.call('POST', '/api/v1/property_chore', {
        token: reader === 'en' ? englishManager.accessToken : manager.accessToken,
        body: {
          property_id: propertyId,
          name: 'X',
          type: 'GENERAL',
          status: 'PENDING',
          description_doc,
          problem_images: [jpegBase64()],
        },
      });
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(message);
    }
  });
});

describe('who sees what', () => {
  let choreId: string;

  beforeAll(async () => {
    const res = await h.call('POST', '/api/v1/property_chore', {
      token: manager.accessToken,
      body: {
        property_id: propertyId,
        name: 'Revisar aire acondicionado',
        type: 'AIR_CONDITIONING',
        status: 'PENDING',
        due_date: '2031-01-15',
        assigned_to: worker.id,
        problem_images: [jpegBase64()],
      },
    });
    expect(res.status).toBe(201);
    choreId = res.body.id;
  });

  it('shows a worker only the chores and reports assigned to them', async () => {
    const mine = await h.call(
      'GET',
      '/api/v1/property_chore?due_date=with_due_date&due_from=2031-01-01&due_to=2031-01-31',
      {
        token: worker.accessToken,
      },
    );
    expect(mine.status).toBe(200);
    expect(mine.body.items.map((c: { id: string }) => c.id)).toContain(choreId);
    expect(mine.body.items.every((c: { assigned_to: string }) => c.assigned_to === worker.id)).toBe(true);

    const theirs = await h.call('GET', `/api/v1/property_chore?property_id=${propertyId}`, {
      token: otherWorker.accessToken,
    });
    expect(theirs.body.items.some((c: { id: string }) => c.id === choreId)).toBe(false);
    const one = await h.call('GET', `/api/v1/property_chore/${choreId}`, { token: otherWorker.accessToken });
    expect(one.status).toBe(403);
    expect(one.body.message).toBe('No tienes permiso para ver las tareas.');
    const update = await h.call('PUT', '/api/v1/property_chore', {
      token: otherWorker.accessToken,
      body: { chore_id: choreId, name: 'Mío ahora' },
    });
    expect(update.status).toBe(403);
  });

  it('filters by assignee, creator and name, 20 a page', async () => {
    const free = await h.call('GET', `/api/v1/property_chore?property_id=${propertyId}&assignee=free`, {
      token: manager.accessToken,
    });
    expect(free.body.items.every((c: { assigned_to: null }) => c.assigned_to === null)).toBe(true);
    const byName = await h.call(
      'GET',
      `/api/v1/property_chore?property_id=${propertyId}&name=AIRE%20ACOND&created_by=${manager.id}`,
      {
        token: manager.accessToken,
      },
    );
    expect(byName.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    const rules = await h.call(
      'GET',
      `/api/v1/property_chore?property_id=${propertyId}&due_date=with_trigger_event`,
      {
        token: manager.accessToken,
      },
    );
    expect(rules.body.items.every((c: { trigger_event: string | null }) => c.trigger_event !== null)).toBe(
      true,
    );
    const bad = await h.call('GET', `/api/v1/property_chore?assignee=somebody`, {
      token: manager.accessToken,
    });
    expect(bad.status).toBe(400);
  });

  it('assigns only to managers and workers of the property', async () => {
    const res = await h.call('PUT', '/api/v1/property_chore', {
      token: englishManager.accessToken,
      body: { chore_id: choreId, assigned_to: owner.id },
    });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('manager or a worker of the property');
  });

  it('moves a chore and its images to another property', async () => {
    const res = await h.call('PATCH', '/api/v1/property_chore', {
      token: manager.accessToken,
      body: { chore_id: choreId, fromPropertyId: propertyId, toPropertyId: otherPropertyId },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.newProblemUrls[0]).toMatch(
      new RegExp(`^properties/${otherPropertyId}/chores/${choreId}/problem/`),
    );
    const moved = await h.call('GET', `/api/v1/property_chore/${choreId}`, { token: worker.accessToken });
    expect(moved.body).toMatchObject({
      property_id: otherPropertyId,
      problem_img_urls: res.body.newProblemUrls,
    });
    const again = await h.call('PATCH', '/api/v1/property_chore', {
      token: manager.accessToken,
      body: { chore_id: choreId, fromPropertyId: propertyId, toPropertyId: otherPropertyId },
    });
    expect(again.status).toBe(400);
  });
});
