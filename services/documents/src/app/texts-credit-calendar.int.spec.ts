import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authOf,
  givenProperty,
  newProfile,
  pdf,
  startUseCases,
  type UseCases,
} from '../testing/use-cases.ts';
import { calendarFeedOf, calendarText, revokeCalendarFeed, rotateCalendarFeed } from './calendar.ts';
import { eligibilityOf, limitsOf, replaceLimits } from './credit.ts';
import { uploadFile } from './files.ts';
import { acceptLegalTexts, acceptanceOf, latestLegalText, publishLegalText } from './legal-texts.ts';
import { runReminders } from './reminders.ts';
import { seedLegalTexts } from './seed.ts';

let uc: UseCases;
const owner = newProfile();
const staff = authOf(newProfile(), 'STAFF');

beforeAll(async () => {
  uc = await startUseCases();
});
afterAll(async () => uc?.stop());

async function upload(
  propertyId: string,
  type: string,
  dates: { valid_from?: string; valid_to?: string } = {},
) {
  return uploadFile(
    uc.deps,
    authOf(owner),
    { property_id: propertyId, type, ...dates },
    { bytes: pdf(), truncated: false },
  );
}

describe('legal texts and their acceptance', () => {
  it('starts from the texts the site shipped (v1.0), and asks a profile again after each new version', async () => {
    const first = await latestLegalText(uc.deps, 'privacy_policy');
    expect(first.created_at).toBe('2025-11-21T06:00:00.000Z');
    expect(first.es_markdown).toMatch(/^# Aviso de privacidad integral/);
    expect((await latestLegalText(uc.deps, 'terms_and_conditions')).en_markdown.length).toBeGreaterThan(1000);
    // Starting again publishes nothing more.
    expect(await seedLegalTexts(uc.deps)).toEqual([]);
    const reader = authOf(newProfile());
    expect((await acceptanceOf(uc.deps, reader)).privacy_policy).toEqual({
      latest_id: first.id,
      accepted_id: null,
      accepted_at: null,
      must_accept: true,
    });
    const p1 = await publishLegalText(uc.deps, staff, 'privacy_policy', {
      en_markdown: '# Privacy',
      es_markdown: '# Privacidad',
    });
    const t1 = await publishLegalText(uc.deps, staff, 'terms_and_conditions', {
      en_markdown: '# Terms',
      es_markdown: '# Términos',
    });
    expect(await latestLegalText(uc.deps, 'privacy_policy')).toEqual(p1);
    expect((await acceptanceOf(uc.deps, reader)).privacy_policy.must_accept).toBe(true);

    const accepted = await acceptLegalTexts(uc.deps, reader, {
      privacy_policy_id: p1.id,
      terms_and_conditions_id: t1.id,
    });
    expect(accepted.privacy_policy).toMatchObject({
      latest_id: p1.id,
      accepted_id: p1.id,
      must_accept: false,
    });
    expect(accepted.terms_and_conditions).toMatchObject({ accepted_id: t1.id, must_accept: false });

    uc.clock.now = new Date(uc.clock.now.getTime() + 60_000);
    const p2 = await publishLegalText(uc.deps, staff, 'privacy_policy', {
      en_markdown: '# Privacy v2',
      es_markdown: '# Privacidad v2',
    });
    const again = await acceptanceOf(uc.deps, reader);
    expect(again.privacy_policy).toMatchObject({ latest_id: p2.id, accepted_id: p1.id, must_accept: true });
    expect(again.terms_and_conditions.must_accept).toBe(false);
    await expect(
      acceptLegalTexts(uc.deps, reader, { privacy_policy_id: p1.id, terms_and_conditions_id: t1.id }),
    ).rejects.toMatchObject({ statusCode: 409, messageKey: 'legalText.notLatest' });
    await acceptLegalTexts(uc.deps, reader, { privacy_policy_id: p2.id, terms_and_conditions_id: t1.id });
    expect((await acceptanceOf(uc.deps, reader)).privacy_policy.must_accept).toBe(false);
  });
});

describe('apta para crédito', () => {
  it('turns eligible once deeds, predial and water bill are in, announcing each change once', async () => {
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      price: 2_000_000,
    });
    const verdict = async () => eligibilityOf(uc.deps, authOf(owner), propertyId, 'es');
    expect((await verdict()).eligible).toBe(false);
    expect((await verdict()).reasons.filter((r) => !r.ok).map((r) => r.message)).toEqual([
      'Las escrituras no están registradas o ya no son válidas.',
      'El recibo del predial falta o no está al corriente.',
      'El recibo de agua falta o no está al corriente.',
    ]);
    await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2035-01-01' });
    await upload(propertyId, 'PREDIAL');
    await upload(propertyId, 'WATER_BILL');
    const eligible = await verdict();
    expect(eligible).toMatchObject({
      eligible: true,
      programs: ['COFINAVIT', 'INFONAVIT'],
      limits_published_on: '2025-09-10',
    });
    expect(eligible.reasons[0]).toEqual({
      key: 'credit.eligible',
      ok: true,
      message: 'Apta para crédito INFONAVIT / COFINAVIT, pendiente de avalúo.',
    });
    const changes = (await uc.events('documents.credit_eligibility.changed'))
      .filter((e) => e.key === propertyId)
      .map((e) => (e.payload as { eligible: boolean; reasons: string[] }).reasons.length);
    // created: 3 unmet; after deeds: 2; after predial: 1; after the water bill: eligible.
    expect(changes).toEqual([3, 2, 1, 0]);
  });

  it('loses eligibility when the water bill ages past three months, judged by the daily run', async () => {
    const start = uc.clock.now;
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      price: 2_000_000,
    });
    await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2035-01-01' });
    await upload(propertyId, 'PREDIAL');
    await upload(propertyId, 'WATER_BILL');
    const changes = async () =>
      (await uc.events('documents.credit_eligibility.changed'))
        .filter((e) => e.key === propertyId)
        .map((e) => e.payload as { eligible: boolean; reasons: string[] });
    expect((await changes()).at(-1)).toEqual(expect.objectContaining({ eligible: true }));
    await runReminders(uc.deps);
    const before = (await changes()).length;
    uc.clock.now = new Date(start.getTime() + 100 * 86_400_000);
    try {
      await runReminders(uc.deps);
      await runReminders(uc.deps);
      const after = await changes();
      expect(after).toHaveLength(before + 1);
      expect(after.at(-1)).toEqual(
        expect.objectContaining({ eligible: false, reasons: ['credit.waterBillNotCurrent'] }),
      );
    } finally {
      uc.clock.now = start;
    }
  });

  it('follows the limits staff publish, and is public only for published properties', async () => {
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      price: 3_500_000,
    });
    await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2035-01-01' });
    await upload(propertyId, 'PREDIAL');
    await upload(propertyId, 'WATER_BILL');
    expect((await eligibilityOf(uc.deps, authOf(owner), propertyId, 'en')).programs).toEqual(['COFINAVIT']);
    const before = await limitsOf(uc.deps);
    await replaceLimits(uc.deps, staff, {
      source: 'Infonavit 2026 (test table)',
      published_on: '2026-01-15',
      limits: [{ program: 'INFONAVIT', property_type: 'HOUSE', max_price: 3_000_000 }],
    });
    const after = await eligibilityOf(uc.deps, authOf(owner), propertyId, 'en');
    expect(after.eligible).toBe(false);
    expect(after.reasons.find((r) => !r.ok)!.message).toBe(
      'The price is above the published limit of $3,000,000 MXN.',
    );
    await replaceLimits(uc.deps, staff, {
      source: before.source,
      published_on: before.published_on,
      limits: before.limits,
    });
    // An unpublished property's verdict is for its file readers (and staff), not for strangers.
    await expect(eligibilityOf(uc.deps, authOf(newProfile()), propertyId, 'en')).rejects.toMatchObject({
      statusCode: 403,
    });
    const published = await givenProperty(uc, { status: 'PUBLISHED' });
    expect(
      (await eligibilityOf(uc.deps, { profileId: null, staffRole: null, clientIp: null }, published, 'en'))
        .eligible,
    ).toBe(false);
  });
});

describe('the deadline calendar at a secret address', () => {
  it('serves the feed while the address is current; rotating and revoking stop the old one', async () => {
    const propertyId = await givenProperty(uc, {
      members: [{ profileId: owner, label: 'OWNER' }],
      name: 'Casa Calendario',
    });
    await upload(propertyId, 'PROPERTY_DEEDS', { valid_to: '2027-03-31' });
    expect((await calendarFeedOf(uc.deps, authOf(owner), propertyId)).url).toBeNull();
    const first = await rotateCalendarFeed(uc.deps, authOf(owner), propertyId);
    const token = first.url!.split('/').at(-1)!;
    expect(token.length).toBeGreaterThanOrEqual(40);
    const ics = await calendarText(uc.deps, token, 'es');
    expect(ics).toContain('X-WR-CALNAME:Casa Calendario: Vencimientos de archivos');
    expect(ics).toContain('DTSTART;VALUE=DATE:20270331');
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231'); // three months ahead, month end kept

    const second = await rotateCalendarFeed(uc.deps, authOf(owner), propertyId);
    expect(second.url).not.toBe(first.url);
    await expect(calendarText(uc.deps, token, 'es')).rejects.toMatchObject({
      statusCode: 404,
      messageKey: 'calendarFeed.notFound',
    });
    await revokeCalendarFeed(uc.deps, authOf(owner), propertyId);
    await expect(calendarText(uc.deps, second.url!.split('/').at(-1)!, 'es')).rejects.toMatchObject({
      statusCode: 404,
    });

    const manager = newProfile();
    await uc.deps.db.tx((c) =>
      uc.deps.memberships.upsert(c, { propertyId, profileId: manager, label: 'MANAGER' }),
    );
    await expect(rotateCalendarFeed(uc.deps, authOf(manager), propertyId)).rejects.toMatchObject({
      statusCode: 403,
    });
  });
});
