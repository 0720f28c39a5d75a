/**
 * What the staff home counts (issue 19), answered exactly by the service: contact messages staff
 * marked answered (PATCH /admin/contact/:id, kept in the audit log) against the unanswered ones
 * (?answered=false), and the delivery log filtered by state (?status=FAILED) — a count of every
 * failed email, not of the failed ones among the newest page.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStaff, registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let staff: Account;
let stranger: Account;

beforeAll(async () => {
  h = await startHarness();
  staff = await makeStaff(h, await registerAccount(h, { name: 'Sara Staff' }), 'STAFF');
  stranger = await registerAccount(h, { name: 'Persona' });
});
afterAll(async () => h?.stop());

async function contact(name: string): Promise<string> {
  const res = await h.call('POST', '/api/v1/contact', {
    body: {
      name,
      email: `${name.toLowerCase().replace(/\s+/g, '.')}@example.com`,
      text: 'Hola',
      locale: 'ES',
    },
  });
  expect(res.status).toBe(201);
  const [row] = await h.sql<{ id: string }>('SELECT id FROM contact_message WHERE name = $1', [name]);
  return row!.id;
}

const contacts = async (query = '') =>
  (await h.call('GET', `/api/v1/admin/contact?page=1${query}`, { token: staff.accessToken })).body as {
    items: { id: string; name: string; answered_at: string | null }[];
    total: number;
  };

describe('contact messages staff mark answered', () => {
  it('counts the unanswered ones until staff mark one, and the mark goes to the audit log', async () => {
    const first = await contact('Ana Uno');
    await contact('Beto Dos');
    expect((await contacts('&answered=false')).total).toBe(2);
    expect((await contacts('&answered=true')).total).toBe(0);

    const marked = await h.call('PATCH', `/api/v1/admin/contact/${first}`, {
      token: staff.accessToken,
      body: { answered: true },
      headers: { 'x-forwarded-for': '198.51.100.7' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.answered_at).toEqual(expect.any(String));
    const unanswered = await contacts('&answered=false');
    expect(unanswered.items.map((m) => m.name)).toEqual(['Beto Dos']);
    expect((await contacts('&answered=true')).items.map((m) => m.id)).toEqual([first]);
    expect((await contacts()).total).toBe(2);

    // Marking it again changes nothing and records nothing more.
    await h.call('PATCH', `/api/v1/admin/contact/${first}`, {
      token: staff.accessToken,
      body: { answered: true },
    });
    const audited = (await h.events('audit.entry.recorded')).filter(
      (e) => (e.payload as { entityId: string }).entityId === first,
    );
    expect(audited.map((e) => e.payload)).toEqual([
      expect.objectContaining({
        action: 'CONTACT_ANSWERED',
        actorProfileId: staff.id,
        before: { answered: false },
        after: { answered: true },
        ip: '198.51.100.7',
      }),
    ]);

    const back = await h.call('PATCH', `/api/v1/admin/contact/${first}`, {
      token: staff.accessToken,
      body: { answered: false },
    });
    expect(back.body.answered_at).toBeNull();
    expect((await contacts('&answered=false')).total).toBe(2);
  });

  it('only staff mark a message; an unknown one is a 404, a bad body a 400', async () => {
    const id = await contact('Carla Tres');
    const body = { answered: true };
    expect((await h.call('PATCH', `/api/v1/admin/contact/${id}`, { body })).status).toBe(401);
    expect(
      (await h.call('PATCH', `/api/v1/admin/contact/${id}`, { token: stranger.accessToken, body })).status,
    ).toBe(403);
    expect(
      (await h.call('PATCH', `/api/v1/admin/contact/${randomUUID()}`, { token: staff.accessToken, body }))
        .status,
    ).toBe(404);
    expect(
      (
        await h.call('PATCH', `/api/v1/admin/contact/${id}`, {
          token: staff.accessToken,
          body: { answered: 'sí' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('the delivery log by state', () => {
  it('counts every failed email, however old', async () => {
    const insert = (status: string, minutesAgo: number, id = randomUUID()) =>
      h.sql(
        `INSERT INTO email_notification (id, dedupe_key, template, recipient, locale, transactional, data, status,
                                         attempts, created_at, updated_at)
         VALUES ($1, $4, 'contact_team', 'x@example.com', 'ES', false, '{}', $2, 1,
                 now() - make_interval(mins => $3), now())`,
        [id, status, minutesAgo, id],
      );
    for (let i = 0; i < 25; i++) await insert('SENT', i);
    await insert('FAILED', 500);
    await insert('FAILED', 600);
    const failed = await h.call('GET', '/api/v1/admin/email_notification?status=FAILED', {
      token: staff.accessToken,
    });
    expect(failed.status).toBe(200);
    expect(failed.body.total).toBe(2);
    expect(failed.body.items.every((d: { status: string }) => d.status === 'FAILED')).toBe(true);
    const bad = await h.call('GET', '/api/v1/admin/email_notification?status=BROKEN', {
      token: staff.accessToken,
    });
    expect(bad.status).toBe(400);
  });
});
