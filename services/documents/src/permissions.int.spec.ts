/**
 * Every documents endpoint over every role label (§6 via proto's can()), through the real gateway:
 * file insert, select, update and delete decide each property-file operation; staff pass every
 * property; the jobs run by hand, publishing texts and the limits table are staff's; anonymous
 * callers get 401 wherever a session is needed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OWNER_ROLE_LABELS, ROLE_LABELS, can, type RoleLabel } from '@casona/proto';
import {
  createProperty,
  grant,
  makeStaff,
  pdf,
  registerAccount,
  startHarness,
  uploadForm,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let staff: Account;
const seats = new Map<RoleLabel, { account: Account; propertyId: string }>();
let shared: string;

/** A file staff upload on a property, for the read, renewal and delete checks. */
async function staffUpload(propertyId: string, type = 'LEASE_CONTRACT'): Promise<string> {
  const res = await h.call('POST', '/api/v1/property_file', {
    token: staff.accessToken,
    raw: uploadForm(
      { property_id: propertyId, type, valid_from: '2026-01-01', valid_to: '2026-12-31' },
      { bytes: pdf() },
    ),
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  staff = await makeStaff(h, await registerAccount(h, { name: 'Staff' }), 'STAFF');
  const owner = await registerAccount(h, { name: 'Dueña' });
  shared = await createProperty(h, owner, { name: 'Casa Compartida' });
  for (const label of ROLE_LABELS) {
    let account = owner;
    let propertyId = shared;
    if (label !== 'OWNER') {
      account = await registerAccount(h, { name: `Persona ${label}` });
      propertyId = (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label)
        ? await createProperty(h, null, { name: `Casa ${label}` })
        : shared;
      await grant(h, admin, account, propertyId, label);
    }
    seats.set(label, { account, propertyId });
  }
});
afterAll(async () => h?.stop());

describe('documents over every role label (§6 file permission via proto can())', () => {
  for (const label of ROLE_LABELS) {
    const select = can(label, 'file', 'select');
    const insert = can(label, 'file', 'insert');
    const update = can(label, 'file', 'update');
    const remove = can(label, 'file', 'delete');
    it(`${label}: upload ${insert ? '201' : '403'}, read ${select ? '200' : '403'}, renewal and calendar ${update ? '200' : '403'}, delete ${remove ? '204' : '403'}`, async () => {
      const { account, propertyId } = seats.get(label)!;
      const token = account.accessToken;
      const q = `property_id=${propertyId}`;

      const upload = await h.call('POST', '/api/v1/property_file', {
        token,
        raw: uploadForm({ property_id: propertyId, type: 'PREDIAL' }, { bytes: pdf() }),
      });
      expect(upload.status).toBe(insert ? 201 : 403);
      if (!insert) expect(upload.body.message).toBe('No tienes permiso para realizar esta acción.');

      const fileId = await staffUpload(propertyId);
      expect((await h.call('GET', `/api/v1/property_file?${q}`, { token })).status).toBe(select ? 200 : 403);
      const download = await h.call('GET', `/api/v1/property_file/${fileId}/download`, { token });
      expect(download.status).toBe(select ? 302 : 403);
      const asJson = await h.call('GET', `/api/v1/property_file/${fileId}/download?as=json`, { token });
      expect(asJson.status).toBe(select ? 200 : 403);
      expect((await h.call('GET', `/api/v1/property_file/status?${q}`, { token })).status).toBe(
        select ? 200 : 403,
      );
      const mine = await h.call('GET', '/api/v1/property_file/status', { token });
      expect(mine.status).toBe(200);
      expect(mine.body.items.some((i: { property_id: string }) => i.property_id === propertyId)).toBe(select);
      expect((await h.call('GET', `/api/v1/credit_eligibility?${q}`, { token })).status).toBe(
        select ? 200 : 403,
      );
      expect((await h.call('GET', `/api/v1/property_file/calendar_feed?${q}`, { token })).status).toBe(
        select ? 200 : 403,
      );

      const decided = await h.call('POST', '/api/v1/property_file_contract_state', {
        token,
        body: { property_file_id: fileId, decision: 'accepted' },
      });
      expect(decided.status).toBe(update ? 200 : 403);
      const rotated = await h.call('POST', '/api/v1/property_file/calendar_feed', {
        token,
        body: { property_id: propertyId },
      });
      expect(rotated.status).toBe(update ? 200 : 403);
      expect((await h.call('DELETE', `/api/v1/property_file/calendar_feed?${q}`, { token })).status).toBe(
        update ? 204 : 403,
      );

      const deleted = await h.call('DELETE', `/api/v1/property_file/${fileId}`, { token });
      expect(deleted.status).toBe(remove ? 204 : 403);
      expect(await h.sql('SELECT 1 FROM property_file WHERE id = $1', [fileId])).toHaveLength(remove ? 0 : 1);

      // Staff-only operations stay closed to every label.
      for (const [method, path, body] of [
        ['POST', '/api/v1/property_file/pub_sub/reminder'],
        ['POST', '/api/v1/property_file_contract_state/pub_sub/contract_renewal'],
        ['POST', '/api/v1/privacy_policy', { en_markdown: 'x', es_markdown: 'x' }],
        ['POST', '/api/v1/terms_and_conditions', { en_markdown: 'x', es_markdown: 'x' }],
        ['PUT', '/api/v1/credit_eligibility/limits', { source: 'x', published_on: '2026-01-01', limits: [] }],
      ] as [string, string, unknown?][])
        expect((await h.call(method, path, { token, body })).status, path).toBe(403);
    });
  }

  it('a file of property A is never downloadable by a member of property B, nor with its link once it expired', async () => {
    // Five seconds: a loaded machine still fetches the fresh link in time; it has expired after the wait below.
    const h2 = await startHarness({ FILE_LINK_TTL_SECONDS: '5' });
    try {
      const ownerA = await registerAccount(h2, { name: 'Dueña A' });
      const ownerB = await registerAccount(h2, { name: 'Dueño B' });
      const a = await createProperty(h2, ownerA, { name: 'Casa A' });
      await createProperty(h2, ownerB, { name: 'Casa B' });
      const up = await h2.call('POST', '/api/v1/property_file', {
        token: ownerA.accessToken,
        raw: uploadForm(
          { property_id: a, type: 'PROPERTY_DEEDS', valid_to: '2030-01-01' },
          { bytes: pdf(4096) },
        ),
      });
      expect(up.status).toBe(201);
      const link = await h2.call('GET', `/api/v1/property_file/${up.body.id}/download`, {
        token: ownerA.accessToken,
      });
      expect(link.status).toBe(302);
      const location = link.headers.get('location')!;
      const fresh = await fetch(location);
      expect(fresh.status).toBe(200);
      expect(
        Buffer.from(await fresh.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      // The SPA asks for the link as JSON (?as=json or Accept: application/json) and navigates to it.
      for (const ask of [{ query: '?as=json' }, { query: '', accept: 'application/json' }]) {
        const json = await h2.call('GET', `/api/v1/property_file/${up.body.id}/download${ask.query}`, {
          token: ownerA.accessToken,
          headers: ask.accept ? { accept: ask.accept } : {},
        });
        expect(json.status).toBe(200);
        expect(json.headers.get('location')).toBeNull();
        expect(json.body.url).toContain('X-Amz-Signature=');
        expect(Date.parse(json.body.expires_at)).toBeGreaterThan(Date.now() - 5_000);
        const pdfBytes = await fetch(json.body.url);
        expect(pdfBytes.status).toBe(200);
        expect(
          Buffer.from(await pdfBytes.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        const refused = await h2.call('GET', `/api/v1/property_file/${up.body.id}/download${ask.query}`, {
          token: ownerB.accessToken,
          headers: ask.accept ? { accept: ask.accept } : {},
        });
        expect(refused.status).toBe(403);
        expect(refused.body.url).toBeUndefined();
        expect(refused.body.message).toBe('No tienes permiso para realizar esta acción.');
      }
      expect(
        (
          await h2.call('GET', `/api/v1/property_file/${up.body.id}/download?as=pdf`, {
            token: ownerA.accessToken,
          })
        ).status,
      ).toBe(400);

      const other = await h2.call('GET', `/api/v1/property_file/${up.body.id}/download`, {
        token: ownerB.accessToken,
      });
      expect(other.status).toBe(403);
      expect(other.headers.get('location')).toBeNull();
      // In the caller's language (the profile's, ES, whatever the browser asks).
      expect(other.body.message).toBe('No tienes permiso para realizar esta acción.');
      expect(
        (await h2.call('GET', `/api/v1/property_file?property_id=${a}`, { token: ownerB.accessToken }))
          .status,
      ).toBe(403);

      // The link a member of A was given stops working once it expires.
      await new Promise((resolve) => setTimeout(resolve, 6_500));
      expect((await fetch(location)).status).toBe(403);
      // And the file is not reachable without a signature at all.
      expect((await fetch(location.split('?')[0]!)).status).toBe(403);
    } finally {
      await h2.stop();
    }
  });

  it('anonymous callers get 401 wherever a session is needed; the public reads stay public', async () => {
    const fileId = await staffUpload(shared);
    const q = `property_id=${shared}`;
    for (const [method, path, body] of [
      ['GET', `/api/v1/property_file?${q}`],
      ['GET', `/api/v1/property_file/${fileId}/download`],
      ['DELETE', `/api/v1/property_file/${fileId}`],
      ['GET', '/api/v1/property_file/status'],
      ['GET', `/api/v1/property_file/calendar_feed?${q}`],
      ['POST', '/api/v1/property_file/calendar_feed', { property_id: shared }],
      ['POST', '/api/v1/property_file_contract_state', { property_file_id: fileId, decision: 'accepted' }],
      ['GET', '/api/v1/app_acceptance'],
      ['POST', '/api/v1/property_file/pub_sub/reminder'],
    ] as [string, string, unknown?][]) {
      const res = await h.call(method, path, { body, lang: 'en' });
      expect(res.status, path).toBe(401);
    }
    const upload = await h.call('POST', '/api/v1/property_file', {
      raw: uploadForm({ property_id: shared, type: 'PREDIAL' }, { bytes: pdf() }),
    });
    expect(upload.status).toBe(401);
    expect((await h.call('GET', '/api/v1/credit_eligibility/limits')).status).toBe(200);
    expect((await h.call('GET', `/api/v1/credit_eligibility?${q}`)).status).toBe(401);
    const policy = await h.call('GET', '/api/v1/privacy_policy');
    expect(policy.status).toBe(200);
    expect(policy.body.es_markdown).toMatch(/^# Aviso de privacidad integral/);
    expect((await h.call('GET', '/api/v1/terms_and_conditions')).status).toBe(200);
  });

  it('staff run the jobs, publish the texts and the limits, and see every property', async () => {
    const token = staff.accessToken;
    expect((await h.call('POST', '/api/v1/property_file/pub_sub/reminder', { token })).status).toBe(200);
    expect(
      (await h.call('POST', '/api/v1/property_file_contract_state/pub_sub/contract_renewal', { token }))
        .status,
    ).toBe(200);
    const policy = await h.call('POST', '/api/v1/privacy_policy', {
      token,
      body: { en_markdown: '# Privacy', es_markdown: '# Privacidad' },
    });
    expect(policy.status).toBe(201);
    expect((await h.call('GET', '/api/v1/privacy_policy')).body.id).toBe(policy.body.id);
    const limits = await h.call('GET', '/api/v1/credit_eligibility/limits');
    const put = await h.call('PUT', '/api/v1/credit_eligibility/limits', {
      token,
      body: {
        source: limits.body.source,
        published_on: limits.body.published_on,
        limits: limits.body.limits,
      },
    });
    expect(put.status).toBe(200);
    const all = await h.call('GET', '/api/v1/property_file/status', { token });
    const ids = all.body.items.map((i: { property_id: string }) => i.property_id);
    for (const { propertyId } of seats.values()) expect(ids).toContain(propertyId);
  });
});
