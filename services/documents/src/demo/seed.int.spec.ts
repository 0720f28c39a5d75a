/**
 * The demo across services, as `pnpm start` seeds it: once identity's people and listings' home
 * reached documents by event, documents keeps the home's required files and its exclusivity
 * contract as PDFs, one ending within three months and the contract renewing itself; the demo
 * session's token reads them on the status page and may not remove one. Run again,
 * documents' seed changes nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PROFILE_ID, DEMO_PROPERTY_ID, REQUIRED_FILE_TYPES, translate } from '@casona/proto';
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import { staffAccount } from '@casona/kit/testing/accounts';
import { startDemoPlatform, type DemoPlatform } from '../../../../qa/src/demo-platform.ts';
import type { Deps } from '../app/deps.ts';
import { createDocumentsService } from '../service.ts';
import { fileStatus } from '../app/status.ts';
import { DEMO_EXPIRING_FILE, DemoNotReady, seedDocumentsDemo } from './seed.ts';

let p: DemoPlatform<'documents', Deps>['p'];
let deps: Deps;
beforeAll(async () => {
  const demo = await startDemoPlatform('documents', {
    documents: (name) => createDocumentsService({ name, env: {}, seedDemo: false, dailyJobs: false }),
  });
  ({ p, deps } = demo);
  await expect(seedDocumentsDemo(deps)).rejects.toBeInstanceOf(DemoNotReady);
  // As `pnpm start` does once every service listens: identity's people, listings' home.
  await demo.seedPeopleAndHome();
  await p.settle();
}, 120_000);
afterAll(async () => p?.stop());

const today = () => dateInZone(new Date(), 'America/Mexico_City');

describe("the demo's documents", () => {
  it('keeps the required files and the exclusivity contract, one file ending within three months', async () => {
    expect(await seedDocumentsDemo(deps)).toEqual({ files: 6, renewal: true, renewed: 0 });
    const files = await p.sql('documents')(
      `SELECT type, valid_to::text AS valid_to FROM property_file WHERE property_id = $1 ORDER BY type`,
      [DEMO_PROPERTY_ID],
    );
    expect(files.map((f) => f.type).sort()).toEqual([...REQUIRED_FILE_TYPES, 'EXCLUSIVITY_CONTRACT'].sort());
    const soon = files.filter(
      (f) => f.valid_to && f.valid_to >= today() && f.valid_to <= addDays(today(), 90),
    );
    expect(soon.map((f) => f.type)).toContain('REGISTRATION_TICKET');
    const [state] = await p.sql('documents')(
      `SELECT s.auto_renewal, s.renewal FROM property_file_contract_state s
         JOIN property_file f ON f.id = s.property_file_id WHERE f.type = 'EXCLUSIVITY_CONTRACT'`,
    );
    expect(state).toEqual({ auto_renewal: true, renewal: 'accepted' });
  });

  it('changes nothing when run again', async () => {
    const before = (await p.events('documents')).length;
    expect(await seedDocumentsDemo(deps)).toEqual({ files: 0, renewal: false, renewed: 0 });
    expect((await p.events('documents')).length).toBe(before);
  });

  it("shows the visitor the home's status and refuses removing a file", async () => {
    const token = (await p.call('GET', '/api/v1/demo/session')).body.access_token as string;
    const status = await p.call('GET', `/api/v1/property_file/status?property_id=${DEMO_PROPERTY_ID}`, {
      token,
    });
    expect(status.status).toBe(200);
    expect(JSON.stringify(status.body)).toContain('REGISTRATION_TICKET');
    const files = await p.call('GET', `/api/v1/property_file?property_id=${DEMO_PROPERTY_ID}`, { token });
    expect(files.status).toBe(200);
    const remove = await p.call('DELETE', `/api/v1/property_file/${DEMO_PROPERTY_ID}`, { token, lang: 'en' });
    expect(remove.status).toBe(403);
    expect(remove.body.message).toBe(translate('demo.readOnly', 'en'));
  });

  it("keeps its expiring file off staff's home: the demo is a show, not staff's work", async () => {
    await seedDocumentsDemo(deps);
    const [ending] = await p.sql('documents')(
      `SELECT count(*)::int AS n FROM property_file WHERE property_id = $1 AND valid_to <= $2::date`,
      [DEMO_PROPERTY_ID, addDays(today(), 90)],
    );
    expect(ending.n).toBeGreaterThan(0);
    const admin = await staffAccount({
      call: (method, url, options) => p.call(method, url, options),
      identitySql: (text, values) => p.sql('identity')(text, values),
      settle: () => p.settle(),
    });
    const res = await p.call('GET', '/api/v1/property_file/expiring', { token: admin.accessToken });
    expect(res.status).toBe(200);
    expect(res.body.items.map((i: { property_id: string }) => i.property_id)).not.toContain(DEMO_PROPERTY_ID);
  });

  it('lives: its daily run keeps exactly one file expiring and the rest valid, 70 and 400 days on, once a day', async () => {
    const owner = { profileId: DEMO_PROFILE_ID, staffRole: null, clientIp: null };
    const standings = async (days: number) => {
      const later = { ...deps, now: () => new Date(Date.now() + days * 86_400_000) };
      const [status] = (await fileStatus(later, owner, DEMO_PROPERTY_ID, 'es')).items;
      return Object.fromEntries(status!.required.map((r) => [r.type, r.standing]));
    };
    // Left alone, 70 days on the bills, the predial and the ticket have ended.
    expect(Object.values(await standings(70)).filter((s) => s === 'EXPIRED').length).toBeGreaterThan(2);
    for (const days of [70, 71, 400]) {
      const later = { ...deps, now: () => new Date(Date.now() + days * 86_400_000) };
      const run = await seedDocumentsDemo(later);
      expect(run.files).toBe(0);
      const shown = await standings(days);
      expect(Object.keys(shown).sort()).toEqual([...REQUIRED_FILE_TYPES].sort());
      for (const [type, standing] of Object.entries(shown))
        expect([type, standing]).toEqual([type, type === DEMO_EXPIRING_FILE ? 'EXPIRING' : 'VALID']);
      // The same day again uploads nothing more.
      expect((await seedDocumentsDemo(later)).renewed).toBe(0);
    }
  });
});
