/**
 * Staff's WhatsApp delivery log keeps one state with ?status= (issue 19): the staff home counts the
 * FAILED messages beside the failed emails, so the filter must leave the others out and count only
 * those; a state that does not exist is a 400 in the caller's language.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffTokensByLanguage } from '@casona/kit/testing/list-query';
import { makeStaff, registerAccount, startHarness, type Account, type Harness } from './testing/harness.ts';

let h: Harness;
let admin: Account;

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin Casona' }), 'ADMIN');
});
afterAll(async () => h?.stop());

/** A message already in the log in `status` (as the dispatcher leaves it), `minutesAgo` old. */
async function logged(status: string, minutesAgo: number, error: string | null = null): Promise<string> {
  const id = randomUUID();
  await h.sql(
    `INSERT INTO whatsapp_message (id, dedupe_key, template, profile_id, recipient, locale, parameters, status,
       attempts, last_error, created_at, updated_at)
     VALUES ($1, $2, 'chore_assigned', $3, '5213312345678', 'ES', '[]'::jsonb, $4, 1, $5,
       now() - make_interval(mins => $6::int), now())`,
    [id, `test:${id}`, randomUUID(), status, error, minutesAgo],
  );
  return id;
}

describe('GET /admin/whatsapp_message?status=', () => {
  it('keeps only the messages in that state, newest first, and counts only them', async () => {
    const older = await logged('FAILED', 30, 'rejected: (#131026) Message undeliverable');
    const newer = await logged('FAILED', 5, 'rejected: (#131026) Message undeliverable');
    const sent = await logged('SENT', 1);
    const failed = await h.call<{ items: { id: string; status: string }[]; total: number }>(
      'GET',
      '/api/v1/admin/whatsapp_message?status=FAILED',
      { token: admin.accessToken },
    );
    expect(failed.status).toBe(200);
    expect(failed.body.items.map((m) => m.id)).toEqual([newer, older]);
    expect(failed.body.total).toBe(2);
    const all = await h.call<{ items: { id: string }[]; total: number }>(
      'GET',
      '/api/v1/admin/whatsapp_message',
      {
        token: admin.accessToken,
      },
    );
    expect(all.body.total).toBe(3);
    expect(all.body.items[0]?.id).toBe(sent);
  });

  it('refuses a state that does not exist with a 400 naming it, in Spanish and English', async () => {
    const tokens = await staffTokensByLanguage(h);
    const said: Record<string, string> = {};
    for (const lang of ['es', 'en'] as const) {
      const res = await h.call<{ code: string; errors: { path: string; message: string }[] }>(
        'GET',
        '/api/v1/admin/whatsapp_message?status=LOST',
        { token: tokens[lang], lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION');
      expect(res.body.errors[0]?.path).toBe('/querystring/status');
      said[lang] = res.body.errors[0]?.message ?? '';
      expect(said[lang]).not.toMatch(/^[\w.]+$/);
    }
    expect(said['es']).not.toBe(said['en']);
  });
});
