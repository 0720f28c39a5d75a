import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authOf,
  givenProperty,
  newProfile,
  pdf,
  startUseCases,
  type UseCases,
} from '../testing/use-cases.ts';
import { autoRenewContracts, decideRenewal } from './contracts.ts';
import { uploadFile } from './files.ts';
import { runReminders } from './reminders.ts';
import { fileStatus } from './status.ts';

let uc: UseCases;
const owner = newProfile();

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

/** Noon in Mexico City on `day`. */
const at = (day: string) => new Date(`${day}T18:00:00Z`);

async function upload(propertyId: string, type: string, dates: { valid_from?: string; valid_to?: string }) {
  return uploadFile(
    uc.deps,
    authOf(owner),
    { property_id: propertyId, type, ...dates },
    { bytes: pdf(), truncated: false },
  );
}

const eventsOf = async (type: string, propertyId: string) =>
  (await uc.events(type))
    .filter((e) => e.key === propertyId)
    .map((e) => e.payload as Record<string, unknown>);

describe('expiry reminders (property_file/pub_sub/reminder)', () => {
  it('warns deeds three months ahead, then one month, then on the day — once each even when run twice — then marks them expired', async () => {
    uc.clock.now = at('2026-03-01');
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const deeds = await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2026-06-15' });
    const water = await upload(propertyId, 'WATER_BILL', { valid_to: '2026-06-15' });
    const warnings = async () =>
      (await eventsOf('documents.file.expiring', propertyId)).map((p) => [p.fileId, p.warning]);

    await runReminders(uc.deps);
    expect(await warnings()).toEqual([]);

    for (const [day, expected] of [
      ['2026-03-15', [[deeds.id, 'THREE_MONTHS']]],
      ['2026-04-01', [[deeds.id, 'THREE_MONTHS']]],
      [
        '2026-05-15',
        [
          [deeds.id, 'THREE_MONTHS'],
          [deeds.id, 'ONE_MONTH'],
        ],
      ],
      [
        '2026-06-15',
        [
          [deeds.id, 'THREE_MONTHS'],
          [deeds.id, 'ONE_MONTH'],
          [deeds.id, 'DAY'],
        ],
      ],
    ] as const) {
      uc.clock.now = at(day);
      await runReminders(uc.deps);
      await runReminders(uc.deps);
      expect(await warnings(), day).toEqual(expected);
    }
    const [first] = await eventsOf('documents.file.expiring', propertyId);
    expect(first).toMatchObject({
      propertyName: 'Casa Colibrí',
      validTo: '2026-06-15',
      type: 'PROPERTY_DEEDS',
    });
    expect(await eventsOf('documents.file.expired', propertyId)).toEqual([]);

    // The day after, in Mexico City (already the 17th in UTC at 01:00): both are expired, once.
    uc.clock.now = new Date('2026-06-17T01:00:00Z');
    await runReminders(uc.deps);
    await runReminders(uc.deps);
    const expired = await eventsOf('documents.file.expired', propertyId);
    expect(expired.map((p) => p.fileId).sort()).toEqual([deeds.id, water.id].sort());
    expect(expired.at(-1)!.validTypes).toEqual([]);
    expect(
      await uc.sql(
        'SELECT count(*)::int AS n FROM property_file WHERE property_id = $1 AND expired_at IS NOT NULL',
        [propertyId],
      ),
    ).toEqual([{ n: 2 }]);
    expect(await warnings()).toHaveLength(3);
  });

  it('judges "today" in the property’s time zone: Tijuana’s deeds are not expired while it is still their last day there', async () => {
    uc.clock.now = at('2026-01-01');
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      timezone: 'America/Tijuana',
    });
    await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2026-06-15' });
    uc.clock.now = new Date('2026-06-16T06:30:00Z'); // 23:30 on the 15th in Tijuana
    await runReminders(uc.deps);
    expect(await eventsOf('documents.file.expired', propertyId)).toEqual([]);
    uc.clock.now = new Date('2026-06-16T07:30:00Z'); // 00:30 on the 16th
    await runReminders(uc.deps);
    expect(await eventsOf('documents.file.expired', propertyId)).toHaveLength(1);
  });
});

describe('contracts that renew themselves (auto_renew_contracts)', () => {
  it('renews an accepted contract on its last day by its own term, records it once, and leaves a rejected one to expire', async () => {
    uc.clock.now = at('2026-01-10');
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const lease = await upload(propertyId, 'LEASE_CONTRACT', {
      valid_from: '2025-07-01',
      valid_to: '2026-06-30',
    });
    const exclusivity = await upload(propertyId, 'EXCLUSIVITY_CONTRACT', {
      valid_from: '2026-01-01',
      valid_to: '2026-06-30',
    });

    const accepted = await decideRenewal(uc.deps, authOf(owner), {
      property_file_id: lease.id,
      decision: 'accepted',
    });
    expect(accepted).toEqual({
      property_file_id: lease.id,
      auto_renewal: true,
      auto_renewal_state_set_at: at('2026-01-10').toISOString(),
    });
    await decideRenewal(uc.deps, authOf(owner), { property_file_id: exclusivity.id, decision: 'rejected' });

    uc.clock.now = at('2026-06-29');
    expect(await autoRenewContracts(uc.deps)).toBe(0);
    uc.clock.now = at('2026-06-30');
    // The service's own scheduled run may come first (jobs run in the test platform too): the
    // renewal is judged by its one event below, however many runs.
    const renewed = (await autoRenewContracts(uc.deps)) + (await autoRenewContracts(uc.deps));
    expect(renewed).toBeLessThanOrEqual(1);
    expect(await eventsOf('documents.contract.renewed', propertyId)).toEqual([
      {
        fileId: lease.id,
        propertyId,
        type: 'LEASE_CONTRACT',
        previousValidTo: '2026-06-30',
        validFrom: '2026-07-01',
        validTo: '2027-06-30',
      },
    ]);
    expect(
      await uc.sql("SELECT to_char(valid_to, 'YYYY-MM-DD') AS valid_to FROM property_file WHERE id = $1", [
        lease.id,
      ]),
    ).toEqual([{ valid_to: '2027-06-30' }]);
    expect(
      await uc.sql('SELECT count(*)::int AS n FROM contract_renewal WHERE property_file_id = $1', [lease.id]),
    ).toEqual([{ n: 1 }]);

    // The next day the rejected one expires; the renewed one does not.
    uc.clock.now = at('2026-07-01');
    await runReminders(uc.deps);
    expect((await eventsOf('documents.file.expired', propertyId)).map((p) => p.fileId)).toEqual([
      exclusivity.id,
    ]);

    const [status] = (await fileStatus(uc.deps, authOf(owner), propertyId, 'es')).items;
    expect(status!.contracts).toHaveLength(2);
    expect(status!.contracts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          file_id: lease.id,
          standing: 'VALID',
          auto_renewal: true,
          renewal: 'accepted',
          valid_to: '2027-06-30',
        }),
        expect.objectContaining({
          file_id: exclusivity.id,
          standing: 'EXPIRED',
          auto_renewal: false,
          renewal: 'rejected',
        }),
      ]),
    );
  });

  it('refuses renewal answers on files that are not contracts, and accepting one without an end', async () => {
    uc.clock.now = at('2026-01-10');
    const propertyId = await givenProperty(uc, { members: [{ profileId: owner, label: 'OWNER' }] });
    const predial = await upload(propertyId, 'PREDIAL', {});
    const open = await upload(propertyId, 'EXCLUSIVITY_CONTRACT', {});
    await expect(
      decideRenewal(uc.deps, authOf(owner), { property_file_id: predial.id, decision: 'accepted' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      issues: [expect.objectContaining({ key: 'contract.notAContract' })],
    });
    await expect(
      decideRenewal(uc.deps, authOf(owner), { property_file_id: open.id, decision: 'accepted' }),
    ).rejects.toMatchObject({
      statusCode: 400,
      issues: [expect.objectContaining({ key: 'contract.noEnd' })],
    });
    const manager = newProfile();
    await uc.deps.db.tx((c) =>
      uc.deps.memberships.upsert(c, { propertyId, profileId: manager, label: 'MANAGER' }),
    );
    await expect(
      decideRenewal(uc.deps, authOf(manager), { property_file_id: open.id, decision: 'rejected' }),
    ).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});

describe('the status checklist', () => {
  it('explains the funnel stage in the caller’s language as the files arrive', async () => {
    uc.clock.now = at('2026-06-01');
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      name: 'Casa Estado',
    });
    const status = async (locale: 'es' | 'en') =>
      (await fileStatus(uc.deps, authOf(owner), propertyId, locale)).items[0]!;
    expect((await status('es')).funnel_stage).toBe('revision');
    expect((await status('es')).required.every((l) => l.standing === 'MISSING')).toBe(true);
    for (const type of ['ELECTRICITY_BILL', 'PREDIAL', 'WATER_BILL']) await upload(propertyId, type, {});
    await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2026-08-01' });
    await upload(propertyId, 'REGISTRATION_TICKET', { valid_to: '2030-01-01' });
    const signing = await status('en');
    expect(signing.funnel_stage).toBe('signing');
    expect(signing.funnel_explanation).toBe(
      'Your files are complete. Next step: sign the exclusivity or lease contract.',
    );
    expect(signing.required.find((l) => l.type === 'PROPERTY_DEEDS')).toMatchObject({
      standing: 'EXPIRING',
      days_left: 61,
    });
    await upload(propertyId, 'LEASE_CONTRACT', { valid_to: '2027-06-01' });
    const setup = await status('es');
    expect(setup.funnel_stage).toBe('setup');
    expect(setup.funnel_explanation).toMatch(/^Tu contrato ya está registrado/);
    // Staff see every property; the owner only theirs.
    const all = await fileStatus(uc.deps, authOf(newProfile(), 'STAFF'), undefined, 'es');
    expect(all.items.map((i) => i.property_id)).toContain(propertyId);
    const mine = await fileStatus(uc.deps, authOf(owner), undefined, 'es');
    expect(mine.items.length).toBeGreaterThan(1);
    const stranger = await fileStatus(uc.deps, authOf(newProfile()), undefined, 'es');
    expect(stranger.items).toEqual([]);
  });
});
