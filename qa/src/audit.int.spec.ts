/**
 * The staff audit log (issue 19) over the whole platform: a matrix of staff actions across the
 * services, each performed through the real gateway, each leaving exactly one entry — counted over
 * the whole log, not only the record's entries of that action — whose who, what, which record,
 * before → after, when and from which address are compared exactly (only the truly volatile parts,
 * named where they are matched by form, are not). The log itself is read only: no documented
 * operation writes it (proto/openapi.json), every write method on its paths is refused, no write of
 * the matrix changes an earlier entry, and the table refuses a direct UPDATE or DELETE.
 * Every action of AUDIT_ACTIONS has at least one case (a new action without one fails the suite),
 * every staff-reachable write of the API has a case or a stated reason not to be logged, and every
 * permission change is also made by a property's own people, who are logged as not staff.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_ACTION_SERVICE, AUDIT_ACTIONS, auditAdmin, type AuditAction } from '@casona/proto';
import { makeEvent } from '@casona/proto';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import { appraisalForm } from '@casona/appraisal/testing/harness';
import { pdf, uploadForm } from '@casona/documents/testing/harness';
import { registerAccount, staffAccount } from '@casona/kit/testing/accounts';
import { recordAuditEntry } from '@casona/identity/app/audit';
import { FIRST_VERSIONS } from '@casona/documents/app/seed';
import { buildSubmission } from '../../services/listings/src/testing/harness.ts';
import { operations, type Operation } from './openapi.ts';
import { startWholePlatform, submitProperty, type Account, type Platform } from './platform.ts';

let p: Platform;
let admin: Account;
let staff: Account;
let owner: Account;
let propertyId: string;
const OWNER_EMAIL = 'olga.duena@example.mx';
/** A contract's email notice: the team's review request and the owner's receipt. */
const EMAILS_PER_CONTRACT_NOTICE = 2;
/** The year of the audited property's today (its time zone, as the renewal job reads it). */
const THIS_YEAR = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Mexico_City',
  year: 'numeric',
}).format(new Date());

/** The address each action is sent from, as an ingress would forward it. */
const ADDRESS = '203.0.113.';
let nextAddress = 10;

beforeAll(async () => {
  p = await startWholePlatform('qa-audit');
  admin = await staffAccount(p, 'ADMIN', { name: 'Adriana Admin' });
  staff = await staffAccount(p, 'STAFF', { name: 'Esteban Staff' });
  owner = await registerAccount(p, { name: 'Olga Dueña', email: OWNER_EMAIL });
  propertyId = await submitProperty(p, owner, 'Casa Auditada');
}, 300_000);
afterAll(async () => {
  await p?.stop();
});

type Entry = Record<string, unknown>;

/** What one `act` call did: its request and every entry the log gained meanwhile, newest first. */
interface Acted {
  method: string;
  url: string;
  written: Entry[];
}
/** Each `act` call by the address it was sent from (one address per call). */
const acted = new Map<string, Acted>();

/**
 * Performs one request as `who` from a fresh address (a FormData body goes as multipart, a Blob as
 * a body of its type) and keeps every entry the whole log gained while it ran — not only the entries
 * of one record or one action: the log's total is read once everything before has settled and again
 * once the request's events have, and the entries in between are the newest ones (newest first).
 */
async function act(
  who: Account,
  method: string,
  url: string,
  body?: unknown,
): Promise<{ status: number; body: Record<string, unknown>; ip: string }> {
  const ip = `${ADDRESS}${nextAddress++}`;
  await p.settle();
  const totalBefore = (await entriesOf({})).total;
  const res = await p.call(method, url, {
    token: who.accessToken,
    // A FormData goes as multipart and a Blob as it is, with its type (fetch sends either; the
    // harness's option is typed for FormData only).
    ...(body instanceof FormData || body instanceof Blob ? { raw: body as FormData } : { body }),
    headers: { 'x-forwarded-for': ip },
  });
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  await p.settle();
  const after = await entriesOf({});
  const gained = after.total - totalBefore;
  expect(gained, `${method} ${url}: more entries than one page`).toBeLessThanOrEqual(after.items.length);
  acted.set(ip, { method, url, written: after.items.slice(0, Math.max(gained, 0)) });
  return { status: res.status, body: res.body ?? {}, ip };
}

/** The whole log, page by page, newest first. */
async function allEntries(): Promise<Entry[]> {
  const first = await entriesOf({});
  const items = [...first.items];
  for (let page = 2; items.length < first.total; page++) {
    const next = (await entriesOf({ page: String(page) })).items;
    expect(next.length, `page ${page}`).toBeGreaterThan(0);
    items.push(...next);
  }
  return items;
}

async function entriesOf(query: Record<string, string>) {
  const res = await p.call('GET', `/api/v1/admin/audit_entry?${new URLSearchParams(query)}`, {
    token: staff.accessToken,
  });
  expect(res.status).toBe(200);
  return res.body as { items: Record<string, unknown>[]; total: number };
}

interface Case {
  service: string;
  action: AuditAction;
  /** What kind of record the entry names ('property', 'chore', …). */
  entity: string;
  /** Tells apart two cases of one action. */
  title?: string;
  actor: () => Account;
  /** A permission change made by a property's own people (owner, invitee), not by staff. */
  staffActor?: false;
  /** Performs the action; answers the entity id the entry must name. */
  perform: () => Promise<{ entityId: string; ip: string }>;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  /** The entry's name for the record (omitted: the entry names none). */
  label?: string;
  /** The property the entry is filed under ('self': the record is the property; omitted: none). */
  propertyId?: (() => string) | 'self';
}

/** The first version of a legal text, as documents seeds it on an empty database. */
function firstVersion(kind: keyof typeof FIRST_VERSIONS): Record<string, string> {
  const text = (lang: string) =>
    readFileSync(
      new URL(`../../services/documents/seed/legal/${FIRST_VERSIONS[kind].file}.${lang}.md`, import.meta.url),
      'utf8',
    );
  return { es_markdown: text('es'), en_markdown: text('en') };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** A photo's storage key under a property: the server names it with a random uuid (volatile). */
const imageKey = (property: string) =>
  expect.stringMatching(new RegExp(`^properties/${property}/${UUID}\\.jpg$`));
/** The audited transaction's receipt key: the server adds a random uuid to it (volatile). */
const receiptKey = () =>
  expect.stringMatching(new RegExp(`^properties/${propertyId}/receipts/${transactionId}-${UUID}\\.pdf$`));

let joke = '';
let itemId = '';
let newStaff: Account;
let amenityId = '';
let airbnbProfileId = '';
let transactionId = '';
let noticeId = '';
let dayPlanId = '';
let reviewId = '';
let choreId = '';
let externalListingId = '';
let fileId = '';
let invitee: Account;
let invitationId = '';
let ally: Account;
let worker: Account;
let manager: Account;
let copiedPropertyId = '';
let addedImage = '';
let airbnbListingId = '';
let reservationId = '';
let propertyItemId = '';
let stopListingId = '';
let stopPlanId = '';
let stopId = '';
let contractId = '';
let leavingEmail = '';
let insightId = '';
let uploadedImage = '';
let triggeredChoreId = '';

/** A joke sent through the public form (not audited: nobody signed in). */
async function sentJoke(text: string): Promise<string> {
  const sent = await p.call('POST', '/api/v1/joke', { body: { text, locale: 'ES' } });
  expect(sent.status).toBe(201);
  return sent.body.id as string;
}

/** The owner invites `email` as WORKER on the audited property; answers the invitation's id. */
async function invite(email: string): Promise<{ id: string; ip: string }> {
  const { body, ip } = await act(owner, 'POST', '/api/v1/property_customer_invitation', {
    property_id: propertyId,
    email,
    label: 'WORKER',
    locale: 'ES',
  });
  return { id: body['id'] as string, ip };
}

const ITEM = {
  es_name: 'Cafetera',
  en_name: 'Coffee maker',
  es_description: 'De goteo',
  img_url: 'https://example.com/cafetera.jpg',
  type: 'APPLIANCE',
  url: 'https://example.com/cafetera',
};
const TRANSACTION = {
  amount: 1250,
  category: 'CLEANING',
  date: '2026-11-03',
  expense: 'OPEX',
  method: 'CASH',
  subject: 'Limpieza profunda',
  type: 'EGRESS',
};
const LISTING_URL = (n: number) => `https://www.inmuebles24.com/propiedades/casa-auditada-${n}.html`;

const CASES: Case[] = [
  {
    service: 'identity',
    action: 'STAFF_ROLE_GRANTED',
    entity: 'profile',
    actor: () => admin,
    perform: async () => {
      newStaff = await registerAccount(p, { name: 'Nuevo Staff' });
      const { ip } = await act(admin, 'PUT', '/api/v1/admin/role', { email: newStaff.email, role: 'STAFF' });
      return { entityId: newStaff.id, ip };
    },
    before: { staff_role: null },
    after: { staff_role: 'STAFF' },
    label: 'Nuevo Staff',
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_SET',
    entity: 'membership',
    actor: () => staff,
    perform: async () => {
      worker = await registerAccount(p, { name: 'Wendy Trabajadora' });
      const { ip } = await act(staff, 'PUT', '/api/v1/admin/property_customer', {
        property_id: propertyId,
        profile_id: worker.id,
        label: 'WORKER',
      });
      return { entityId: worker.id, ip };
    },
    before: null,
    after: { label: 'WORKER' },
    label: 'Wendy Trabajadora',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'PROPERTY_STATUS_CHANGED',
    entity: 'property',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', `/api/v1/admin/property/${propertyId}/status`, {
        status: 'ACCEPTED',
      });
      return { entityId: propertyId, ip };
    },
    before: { status: 'REVISION' },
    after: { status: 'ACCEPTED' },
    label: 'Casa Auditada',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_CREATED',
    entity: 'amenity',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/amenity', {
        en_name: 'Rooftop',
        es_name: 'Azotea',
      });
      amenityId = body['id'] as string;
      return { entityId: amenityId, ip };
    },
    before: null,
    after: { es_name: 'Azotea', en_name: 'Rooftop', archived: false },
    label: 'Azotea',
  },
  {
    service: 'maintenance',
    action: 'ITEM_CREATED',
    entity: 'item',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/item', { ...ITEM, price: 850 });
      itemId = body['item_id'] as string;
      return { entityId: itemId, ip };
    },
    before: null,
    after: {
      url: 'https://example.com/cafetera',
      note: null,
      type: 'APPLIANCE',
      price: 850,
      en_name: 'Coffee maker',
      es_name: 'Cafetera',
      img_url: 'https://example.com/cafetera.jpg',
      en_description: '',
      es_description: 'De goteo',
    },
    label: 'Cafetera',
  },
  {
    service: 'appraisal',
    action: 'BASE_FURNISHING_SET',
    entity: 'appraisal_item',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/appraisal_item', {
        item_id: itemId,
        condition_type: 'BEDROOM',
        base_quantity: 2,
      });
      return { entityId: itemId, ip };
    },
    before: null,
    after: { condition_type: 'BEDROOM', base_quantity: 2 },
    label: 'Cafetera',
  },
  {
    service: 'finance',
    action: 'EXCHANGE_RATE_SET',
    entity: 'exchange_rate',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/exchange_rate', {
        date: '2026-11-02',
        mxn_per_usd: 18.25,
        source: 'Banxico FIX',
      });
      return { entityId: '2026-11-02', ip };
    },
    before: null,
    after: { source: 'Banxico FIX', mxn_per_usd: 18.25 },
    label: '2026-11-02',
  },
  {
    service: 'documents',
    action: 'LEGAL_TEXT_UPDATED',
    entity: 'privacy_policy',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/privacy_policy', {
        es_markdown: '# Aviso de privacidad',
        en_markdown: '# Privacy notice',
      });
      return { entityId: body['id'] as string, ip };
    },
    // The version it replaces: the first one, which documents seeds on start.
    before: firstVersion('privacy_policy'),
    after: { es_markdown: '# Aviso de privacidad', en_markdown: '# Privacy notice' },
  },
  {
    service: 'notifications',
    action: 'JOKE_APPROVED',
    entity: 'joke',
    actor: () => staff,
    perform: async () => {
      joke = await sentJoke('¿Qué hace una casa en el gimnasio? Pesas de concreto.');
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/joke/${joke}`, { approved: true });
      return { entityId: joke, ip };
    },
    before: { approved: false },
    after: { approved: true },
    label: '¿Qué hace una casa en el gimnasio? Pesas de concreto.',
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_REMOVED',
    entity: 'membership',
    actor: () => staff,
    perform: async () => {
      const ally = await registerAccount(p, { name: 'Alicia Aliada' });
      const added = await p.call('PUT', '/api/v1/admin/property_customer', {
        token: staff.accessToken,
        body: { property_id: propertyId, profile_id: ally.id, label: 'OTHER' },
      });
      expect(added.status).toBe(200);
      const { ip } = await act(staff, 'DELETE', '/api/v1/admin/property_customer', {
        property_id: propertyId,
        profile_id: ally.id,
      });
      return { entityId: ally.id, ip };
    },
    before: { label: 'OTHER' },
    after: null,
    label: 'Alicia Aliada',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    entity: 'property',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/property/${propertyId}`, {
        property_id: propertyId,
        name: 'Casa Auditada Dos',
      });
      return { entityId: propertyId, ip };
    },
    before: { name: 'Casa Auditada' },
    after: { name: 'Casa Auditada Dos' },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_PROFILE_CREATED',
    entity: 'airbnb_profile',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/airbnb_profile', {
        profile_url: 'https://www.airbnb.mx/users/show/777001',
        is_host: true,
      });
      airbnbProfileId = body['id'] as string;
      return { entityId: airbnbProfileId, ip };
    },
    before: null,
    after: { is_host: true, profile_url: 'https://www.airbnb.mx/users/show/777001' },
    label: 'https://www.airbnb.mx/users/show/777001',
  },
  {
    service: 'finance',
    action: 'TRANSACTION_CREATED',
    entity: 'transaction',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_transaction', {
        property_id: propertyId,
        ...TRANSACTION,
      });
      transactionId = (body['transaction'] as { transaction_id: string }).transaction_id;
      return { entityId: transactionId, ip };
    },
    before: null,
    after: {
      date: '2026-11-03',
      type: 'EGRESS',
      amount: 1250,
      method: 'CASH',
      expense: 'OPEX',
      subject: 'Limpieza profunda',
      category: 'CLEANING',
    },
    label: 'Limpieza profunda',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'WITHHOLDING_TABLE_SET',
    entity: 'withholding_rate',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/withholding_rate/WITH_RFC', {
        isr_rate: 0.011,
        iva_rate: 0.16,
        iva_withheld_share: 0.6667,
        legal_source: 'LISR art. 116',
        effective_date: '2026-01-01',
      });
      return { entityId: 'WITH_RFC', ip };
    },
    before: {
      isr_rate: 0.04,
      legal_source: 'LISR art. 113-A fr. II (hospedaje 4 %); LIVA art. 18-J fr. II inciso a) (50 % del IVA)',
      effective_date: '2020-06-01',
      iva_withheld_share: 0.5,
    },
    after: {
      isr_rate: 0.011,
      legal_source: 'LISR art. 116',
      effective_date: '2026-01-01',
      iva_withheld_share: 0.6667,
    },
  },
  {
    service: 'notifications',
    action: 'JOKE_DELETED',
    entity: 'joke',
    actor: () => admin,
    perform: async () => {
      const { ip } = await act(admin, 'DELETE', `/api/v1/admin/joke/${joke}`);
      return { entityId: joke, ip };
    },
    before: { text: '¿Qué hace una casa en el gimnasio? Pesas de concreto.', locale: 'ES', approved: true },
    after: null,
    label: '¿Qué hace una casa en el gimnasio? Pesas de concreto.',
  },
  {
    service: 'notifications',
    action: 'NOTICE_CREATED',
    entity: 'notice',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_notification', {
        property_id: propertyId,
        es_markdown: 'Corte de agua el lunes',
        en_markdown: 'Water cut on Monday',
      });
      noticeId = body['id'] as string;
      return { entityId: noticeId, ip };
    },
    before: null,
    after: { en_markdown: 'Water cut on Monday', es_markdown: 'Corte de agua el lunes' },
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'DAY_PLAN_CREATED',
    entity: 'day_plan',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/day_plan', {
        schedule_date: '2026-12-07',
        timezone: 'America/Mexico_City',
        properties: [propertyId],
        workers: [],
      });
      dayPlanId = body['id'] as string;
      return { entityId: dayPlanId, ip };
    },
    before: null,
    get after() {
      return { schedule_date: '2026-12-07', properties: [propertyId], workers: [], permissions: [] };
    },
    label: '2026-12-07',
  },
  {
    service: 'identity',
    action: 'PROFILE_DELETED',
    entity: 'profile',
    actor: () => admin,
    perform: async () => {
      const leaving = await registerAccount(p, { name: 'Perfil Que Se Va' });
      leavingEmail = leaving.email;
      const { ip } = await act(admin, 'DELETE', '/api/v1/profile', {
        profile_id: leaving.id,
        confirmation: leaving.email,
      });
      return { entityId: leaving.id, ip };
    },
    get before() {
      return { name: 'Perfil Que Se Va', email: leavingEmail, memberships: [] };
    },
    after: null,
    label: 'Perfil Que Se Va',
  },
  // ─── identity: staff roles, and the permission changes a property's own people make ───────────
  {
    service: 'identity',
    action: 'STAFF_ROLE_REMOVED',
    entity: 'profile',
    actor: () => admin,
    perform: async () => {
      const { ip } = await act(admin, 'DELETE', '/api/v1/admin/role', { profile_id: newStaff.id });
      return { entityId: newStaff.id, ip };
    },
    before: { staff_role: 'STAFF' },
    after: { staff_role: null },
    label: 'Nuevo Staff',
  },
  {
    service: 'identity',
    action: 'INVITATION_SENT',
    entity: 'invitation',
    title: 'the owner invites a worker',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      invitee = await registerAccount(p, { name: 'Iván Invitado' });
      const sent = await invite(invitee.email);
      invitationId = sent.id;
      return { entityId: sent.id, ip: sent.ip };
    },
    before: null,
    get after() {
      return { email: invitee.email, label: 'WORKER', status: 'PENDING' };
    },
    get label() {
      return invitee.email;
    },
    propertyId: () => propertyId,
  },
  {
    service: 'identity',
    action: 'INVITATION_ACCEPTED',
    entity: 'invitation',
    title: 'the invitee accepts',
    actor: () => invitee,
    staffActor: false,
    perform: async () => {
      const { ip } = await act(invitee, 'POST', '/api/v1/property_customer_invitation/accept', {
        invitation_id: invitationId,
      });
      return { entityId: invitationId, ip };
    },
    before: { status: 'PENDING', label: null },
    after: { status: 'ACCEPTED', label: 'WORKER' },
    propertyId: () => propertyId,
    get label() {
      return invitee.email;
    },
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_SET',
    entity: 'membership',
    title: 'the owner changes an ally’s label',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      const { ip } = await act(owner, 'PATCH', '/api/v1/property_customer', {
        property_id: propertyId,
        profile_id: invitee.id,
        label: 'MANAGER',
      });
      return { entityId: invitee.id, ip };
    },
    before: { label: 'WORKER' },
    after: { label: 'MANAGER' },
    label: 'Iván Invitado',
    propertyId: () => propertyId,
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_REMOVED',
    entity: 'membership',
    title: 'the owner removes an ally',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      const { ip } = await act(owner, 'DELETE', '/api/v1/property_customer', {
        property_id: propertyId,
        profile_id: invitee.id,
      });
      return { entityId: invitee.id, ip };
    },
    before: { label: 'MANAGER' },
    after: null,
    label: 'Iván Invitado',
    propertyId: () => propertyId,
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_SET',
    entity: 'membership',
    title: 'the owner adds an ally',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      ally = await registerAccount(p, { name: 'Alma Aliada' });
      const { ip } = await act(owner, 'POST', '/api/v1/property_customer', {
        property_id: propertyId,
        profile_id: ally.id,
        label: 'WORKER',
      });
      return { entityId: ally.id, ip };
    },
    before: null,
    after: { label: 'WORKER' },
    label: 'Alma Aliada',
    propertyId: () => propertyId,
  },
  {
    service: 'identity',
    action: 'MEMBERSHIP_REMOVED',
    entity: 'membership',
    title: 'an ally leaves the property',
    actor: () => ally,
    staffActor: false,
    perform: async () => {
      const { ip } = await act(ally, 'DELETE', '/api/v1/property_customer', {
        property_id: propertyId,
        profile_id: ally.id,
      });
      return { entityId: ally.id, ip };
    },
    before: { label: 'WORKER' },
    after: null,
    label: 'Alma Aliada',
    propertyId: () => propertyId,
  },
  {
    service: 'identity',
    action: 'INVITATION_REVOKED',
    entity: 'invitation',
    title: 'the owner withdraws an invitation',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      const { id } = await invite('nunca.llego@example.mx');
      const { ip } = await act(owner, 'POST', '/api/v1/property_customer_invitation/revoke', {
        invitation_id: id,
      });
      return { entityId: id, ip };
    },
    before: { status: 'PENDING' },
    after: { status: 'REVOKED' },
    label: 'nunca.llego@example.mx',
    propertyId: () => propertyId,
  },
  // ─── listings ─────────────────────────────────────────────────────────────────────────────────
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_UPDATED',
    entity: 'amenity',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', '/api/v1/admin/amenity', {
        id: amenityId,
        en_name: 'Roof terrace',
        es_name: 'Azotea',
      });
      return { entityId: amenityId, ip };
    },
    before: { en_name: 'Rooftop' },
    after: { en_name: 'Roof terrace' },
    label: 'Azotea',
  },
  {
    service: 'listings',
    action: 'EXTERNAL_LISTING_CREATED',
    entity: 'external_listing',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_external_listing', {
        property_id: propertyId,
        type: 'INMUEBLES24',
        url: LISTING_URL(1),
      });
      externalListingId = body['id'] as string;
      return { entityId: externalListingId, ip };
    },
    before: null,
    after: { type: 'INMUEBLES24', url: LISTING_URL(1) },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'EXTERNAL_LISTING_UPDATED',
    entity: 'external_listing',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/property_external_listing', {
        id: externalListingId,
        property_id: propertyId,
        type: 'INMUEBLES24',
        url: LISTING_URL(2),
      });
      return { entityId: externalListingId, ip };
    },
    before: { url: LISTING_URL(1) },
    after: { url: LISTING_URL(2) },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'EXTERNAL_LISTING_DELETED',
    entity: 'external_listing',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_external_listing/${externalListingId}`);
      return { entityId: externalListingId, ip };
    },
    before: { type: 'INMUEBLES24', url: LISTING_URL(2) },
    after: null,
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_PROFILE_UPDATED',
    entity: 'airbnb_profile',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/airbnb_profile/${airbnbProfileId}`, {
        is_host: false,
      });
      return { entityId: airbnbProfileId, ip };
    },
    before: { is_host: true },
    after: { is_host: false },
    label: 'https://www.airbnb.mx/users/show/777001',
  },
  {
    service: 'listings',
    action: 'AIRBNB_PROFILE_DELETED',
    entity: 'airbnb_profile',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/admin/airbnb_profile/${airbnbProfileId}`);
      return { entityId: airbnbProfileId, ip };
    },
    before: { is_host: false, profile_url: 'https://www.airbnb.mx/users/show/777001' },
    after: null,
    label: 'https://www.airbnb.mx/users/show/777001',
  },
  {
    service: 'listings',
    action: 'AIRBNB_REVIEW_CREATED',
    entity: 'airbnb_review',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/airbnb_profile/review', {
        listing_id: '55501234',
        host_id: '777001',
        reviewer_id: '8080',
        rating: 4,
        review_text: 'Muy limpia y bien ubicada',
      });
      reviewId = body['id'] as string;
      return { entityId: reviewId, ip };
    },
    before: null,
    after: { rating: 4, review_text: 'Muy limpia y bien ubicada', host_response: null },
  },
  {
    service: 'listings',
    action: 'AIRBNB_REVIEW_UPDATED',
    entity: 'airbnb_review',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/airbnb_profile/review/${reviewId}`, {
        rating: 5,
        host_response: '¡Gracias por tu visita!',
      });
      return { entityId: reviewId, ip };
    },
    before: { rating: 4, host_response: null },
    after: { rating: 5, host_response: '¡Gracias por tu visita!' },
  },
  {
    service: 'listings',
    action: 'AIRBNB_REVIEW_DELETED',
    entity: 'airbnb_review',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/admin/airbnb_profile/review/${reviewId}`);
      return { entityId: reviewId, ip };
    },
    before: { rating: 5, review_text: 'Muy limpia y bien ubicada', host_response: '¡Gracias por tu visita!' },
    after: null,
  },
  // ─── maintenance ──────────────────────────────────────────────────────────────────────────────
  {
    service: 'maintenance',
    action: 'CHORE_CREATED',
    entity: 'chore',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_chore', {
        property_id: propertyId,
        name: 'Pintar la reja',
        type: 'PAINTING',
        status: 'PENDING',
        problem_images: [jpegBase64()],
      });
      choreId = body['id'] as string;
      return { entityId: choreId, ip };
    },
    before: null,
    after: {
      name: 'Pintar la reja',
      type: 'PAINTING',
      status: 'PENDING',
      due_date: null,
      assigned_to: null,
      trigger_event: null,
      recurrence_rule: null,
      completion_notes: null,
    },
    label: 'Pintar la reja',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_UPDATED',
    entity: 'chore',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/property_chore', {
        chore_id: choreId,
        name: 'Pintar la reja y el portón',
      });
      return { entityId: choreId, ip };
    },
    before: { name: 'Pintar la reja' },
    after: { name: 'Pintar la reja y el portón' },
    label: 'Pintar la reja y el portón',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_DELETED',
    entity: 'chore',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_chore/${choreId}`);
      return { entityId: choreId, ip };
    },
    before: {
      name: 'Pintar la reja y el portón',
      type: 'PAINTING',
      status: 'PENDING',
      due_date: null,
      assigned_to: null,
      trigger_event: null,
      recurrence_rule: null,
      completion_notes: null,
    },
    after: null,
    label: 'Pintar la reja y el portón',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'DAY_PLAN_UPDATED',
    entity: 'day_plan',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', `/api/v1/day_plan/${dayPlanId}`, {
        schedule_date: '2026-12-08',
        timezone: 'America/Mexico_City',
        properties: [propertyId],
        workers: [],
      });
      return { entityId: dayPlanId, ip };
    },
    before: { schedule_date: '2026-12-07' },
    after: { schedule_date: '2026-12-08' },
    label: '2026-12-08',
  },
  {
    service: 'maintenance',
    action: 'DAY_PLAN_DELETED',
    entity: 'day_plan',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/day_plan/${dayPlanId}`);
      return { entityId: dayPlanId, ip };
    },
    get before() {
      return { schedule_date: '2026-12-08', properties: [propertyId], workers: [], permissions: [] };
    },
    after: null,
    label: '2026-12-08',
  },
  {
    service: 'maintenance',
    action: 'ITEM_UPDATED',
    entity: 'item',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/admin/item', { ...ITEM, item_id: itemId, price: 900 });
      return { entityId: itemId, ip };
    },
    before: { price: 850 },
    after: { price: 900 },
    label: 'Cafetera',
  },
  {
    service: 'maintenance',
    action: 'PROPERTY_ITEM_CREATED',
    entity: 'property_item',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_item', {
        property_id: propertyId,
        en_name: 'Ventilador de techo',
        quantity: 2,
      });
      propertyItemId = body['id'] as string;
      return { entityId: propertyItemId, ip };
    },
    before: null,
    after: { name: 'Ventilador de techo', note: null, quantity: 2 },
    label: 'Ventilador de techo',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'PROPERTY_ITEM_UPDATED',
    entity: 'property_item',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/property_item', {
        id: propertyItemId,
        property_id: propertyId,
        en_name: 'Ventilador de techo',
        quantity: 3,
        note: 'Uno en la terraza',
      });
      return { entityId: propertyItemId, ip };
    },
    before: { quantity: 2, note: null },
    after: { quantity: 3, note: 'Uno en la terraza' },
    label: 'Ventilador de techo',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'PROPERTY_ITEM_DELETED',
    entity: 'property_item',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_item/${propertyItemId}`);
      return { entityId: propertyItemId, ip };
    },
    before: { name: 'Ventilador de techo', note: 'Uno en la terraza', quantity: 3 },
    after: null,
    label: 'Ventilador de techo',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'ITEM_DELETED',
    entity: 'item',
    actor: () => staff,
    perform: async () => {
      const created = await p.call('POST', '/api/v1/admin/item', {
        token: staff.accessToken,
        body: { ...ITEM, es_name: 'Tostador', en_name: 'Toaster', price: 400 },
      });
      expect(created.status).toBeLessThan(300);
      const id = created.body.item_id as string;
      const { ip } = await act(staff, 'DELETE', `/api/v1/admin/item/${id}`);
      return { entityId: id, ip };
    },
    before: {
      url: 'https://example.com/cafetera',
      note: null,
      type: 'APPLIANCE',
      price: 400,
      en_name: 'Toaster',
      es_name: 'Tostador',
      img_url: 'https://example.com/cafetera.jpg',
      en_description: '',
      es_description: 'De goteo',
    },
    after: null,
    label: 'Tostador',
  },
  // ─── appraisal ────────────────────────────────────────────────────────────────────────────────
  {
    service: 'appraisal',
    action: 'BASE_FURNISHING_REMOVED',
    entity: 'appraisal_item',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', '/api/v1/appraisal_item', {
        item_id: itemId,
        condition_type: 'BEDROOM',
      });
      return { entityId: itemId, ip };
    },
    before: { condition_type: 'BEDROOM', base_quantity: 2 },
    after: null,
    label: 'Cafetera',
  },
  // ─── finance ──────────────────────────────────────────────────────────────────────────────────
  {
    service: 'finance',
    action: 'TRANSACTION_UPDATED',
    entity: 'transaction',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/property_transaction', {
        transaction_id: transactionId,
        property_id: propertyId,
        ...TRANSACTION,
        amount: 1300,
      });
      return { entityId: transactionId, ip };
    },
    before: { amount: 1250 },
    after: { amount: 1300 },
    label: 'Limpieza profunda',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'TRANSACTION_RECEIPT_ATTACHED',
    entity: 'transaction',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', `/api/v1/property_transaction/${transactionId}/receipt`, {
        file: pdf().toString('base64'),
      });
      return { entityId: transactionId, ip };
    },
    before: { receipt: null },
    get after() {
      return { receipt: receiptKey() };
    },
    label: 'Limpieza profunda',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'TRANSACTION_RECEIPT_REMOVED',
    entity: 'transaction',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_transaction/${transactionId}/receipt`);
      return { entityId: transactionId, ip };
    },
    get before() {
      return { receipt: receiptKey() };
    },
    after: { receipt: null },
    label: 'Limpieza profunda',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'TRANSACTION_DELETED',
    entity: 'transaction',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_transaction/${transactionId}`);
      return { entityId: transactionId, ip };
    },
    before: {
      date: '2026-11-03',
      type: 'EGRESS',
      amount: 1300,
      method: 'CASH',
      expense: 'OPEX',
      subject: 'Limpieza profunda',
      category: 'CLEANING',
    },
    after: null,
    label: 'Limpieza profunda',
    propertyId: () => propertyId,
  },
  // ─── documents ────────────────────────────────────────────────────────────────────────────────
  {
    service: 'documents',
    action: 'LEGAL_TEXT_UPDATED',
    entity: 'terms_and_conditions',
    title: 'terms and conditions',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/terms_and_conditions', {
        es_markdown: '# Términos y condiciones',
        en_markdown: '# Terms and conditions',
      });
      return { entityId: body['id'] as string, ip };
    },
    before: firstVersion('terms_and_conditions'),
    after: { es_markdown: '# Términos y condiciones', en_markdown: '# Terms and conditions' },
  },
  {
    service: 'documents',
    action: 'CREDIT_LIMITS_UPDATED',
    entity: 'credit_limits',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/credit_eligibility/limits', {
        source: 'Infonavit, tabla de montos 2026',
        published_on: '2026-01-15',
        limits: [{ program: 'INFONAVIT', property_type: 'HOUSE', max_price: 2_900_000 }],
      });
      return { entityId: 'infonavit', ip };
    },
    before: {
      limits: [
        { program: 'COFINAVIT', max_price: 5095000, property_type: 'APARTMENT' },
        { program: 'COFINAVIT', max_price: 5095000, property_type: 'GATED_COMMUNITY_HOUSE' },
        { program: 'COFINAVIT', max_price: 5095000, property_type: 'HOUSE' },
        { program: 'INFONAVIT', max_price: 2830672.54, property_type: 'APARTMENT' },
        { program: 'INFONAVIT', max_price: 2830672.54, property_type: 'GATED_COMMUNITY_HOUSE' },
        { program: 'INFONAVIT', max_price: 2830672.54, property_type: 'HOUSE' },
      ],
      source:
        'Infonavit, montos máximos de crédito 2025 (Crédito Tradicional $2,830,672.54; cofinanciamiento $5,095,000), publicado por Proceso el 10 de septiembre de 2025',
      published_on: '2025-09-10',
    },
    after: {
      limits: [{ program: 'INFONAVIT', max_price: 2900000, property_type: 'HOUSE' }],
      source: 'Infonavit, tabla de montos 2026',
      published_on: '2026-01-15',
    },
  },
  {
    service: 'documents',
    action: 'FILE_UPLOADED',
    entity: 'file',
    actor: () => staff,
    perform: async () => {
      const form = uploadForm(
        { property_id: propertyId, type: 'PREDIAL', valid_to: '2027-01-31' },
        { bytes: pdf() },
      );
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_file', form);
      fileId = body['id'] as string;
      return { entityId: fileId, ip };
    },
    before: null,
    after: { type: 'PREDIAL', valid_to: '2027-01-31', valid_from: null },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'documents',
    action: 'FILE_DELETED',
    entity: 'file',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_file/${fileId}`);
      return { entityId: fileId, ip };
    },
    before: { type: 'PREDIAL', valid_to: '2027-01-31', valid_from: null },
    after: null,
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  // ─── notifications ────────────────────────────────────────────────────────────────────────────
  {
    service: 'notifications',
    action: 'JOKE_UNAPPROVED',
    entity: 'joke',
    actor: () => staff,
    perform: async () => {
      const id = await sentJoke('¿Por qué la casa fue al médico? Tenía goteras.');
      const approved = await p.call('PATCH', `/api/v1/admin/joke/${id}`, {
        token: staff.accessToken,
        body: { approved: true },
      });
      expect(approved.status).toBe(200);
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/joke/${id}`, { approved: false });
      return { entityId: id, ip };
    },
    before: { approved: true },
    after: { approved: false },
    label: '¿Por qué la casa fue al médico? Tenía goteras.',
  },
  {
    service: 'notifications',
    action: 'NOTICE_DELETED',
    entity: 'notice',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_notification/${noticeId}`);
      return { entityId: noticeId, ip };
    },
    before: { en_markdown: 'Water cut on Monday', es_markdown: 'Corte de agua el lunes' },
    after: null,
    propertyId: () => propertyId,
  },
  {
    service: 'notifications',
    action: 'CONTACT_ANSWERED',
    entity: 'contact',
    actor: () => staff,
    perform: async () => {
      const sent = await p.call('POST', '/api/v1/contact', {
        body: {
          name: 'Carla Contreras',
          email: 'carla@example.mx',
          phone_number: '5512345678',
          text: '¿Operan en Mérida? Tengo una casa en el centro.',
          locale: 'ES',
        },
      });
      expect(sent.status).toBe(201);
      const id = sent.body.id as string;
      const { ip } = await act(staff, 'PATCH', `/api/v1/admin/contact/${id}`, { answered: true });
      return { entityId: id, ip };
    },
    before: { answered: false },
    after: { answered: true },
    label: 'Carla Contreras',
  },
  {
    service: 'listings',
    action: 'PROPERTY_CREATED',
    entity: 'property',
    title: 'staff add a home for an owner',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/submit_property', {
        ...buildSubmission({ name: 'Casa de Olga en la Costa' }),
        owner_email: OWNER_EMAIL,
      });
      return { entityId: body['property_id'] as string, ip };
    },
    before: null,
    after: {
      city: 'Coyoacán',
      name: 'Casa de Olga en la Costa',
      status: 'REVISION',
      owner_email: OWNER_EMAIL,
    },
    label: 'Casa de Olga en la Costa',
    propertyId: 'self',
  },
  {
    service: 'listings',
    action: 'PROPERTY_CREATED',
    entity: 'property',
    title: 'staff copy a home',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/property/copy', {
        property_id: propertyId,
        name: 'Casa Auditada Copia',
      });
      copiedPropertyId = body['id'] as string;
      return { entityId: copiedPropertyId, ip };
    },
    before: null,
    after: {
      city: 'Coyoacán',
      name: 'Casa Auditada Copia',
      status: 'REVISION',
      copied_from: 'Casa Auditada Dos',
    },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    entity: 'property',
    title: 'staff add a photo through the shared image route',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property/image', {
        property_id: copiedPropertyId,
        base64Image: jpegBase64(),
      });
      addedImage = (body['url'] as string).split('/').pop()!;
      return { entityId: copiedPropertyId, ip };
    },
    // The copy's one photo, which the server named when it copied it (a random name: matched by form).
    get before() {
      return { img_keys: [imageKey(copiedPropertyId)] };
    },
    get after() {
      return { img_keys: [imageKey(copiedPropertyId), `properties/${copiedPropertyId}/${addedImage}`] };
    },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_LISTING_CREATED',
    entity: 'airbnb_listing',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_airbnb_listing', {
        property_id: copiedPropertyId,
        name: 'Copia en Airbnb',
        url: 'https://www.airbnb.mx/rooms/777002',
        ics_url: 'https://www.airbnb.mx/calendar/ical/777002.ics?s=clave',
        currency: 'MXN',
        base_hours_to_clean: 3,
      });
      airbnbListingId = body['id'] as string;
      return { entityId: airbnbListingId, ip };
    },
    before: null,
    // The calendar link is kept without its key (?s=…).
    after: {
      url: 'https://www.airbnb.mx/rooms/777002',
      name: 'Copia en Airbnb',
      ics_url: 'https://www.airbnb.mx/calendar/ical/777002.ics',
      currency: 'MXN',
      profile_url: null,
      is_main_listing: true,
      base_hours_to_clean: 3,
      current_hours_to_clean: 3,
    },
    label: 'Copia en Airbnb',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_LISTING_UPDATED',
    entity: 'airbnb_listing',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/property_airbnb_listing/${airbnbListingId}/hours`, {
        current_hours_to_clean: 5,
      });
      return { entityId: airbnbListingId, ip };
    },
    before: { current_hours_to_clean: 3 },
    after: { current_hours_to_clean: 5 },
    label: 'Copia en Airbnb',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'RESERVATION_CREATED',
    entity: 'reservation',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_airbnb_listing_reservation', {
        property_id: copiedPropertyId,
        check_in: '2027-03-10',
        check_out: '2027-03-14',
        guest_amount: 4,
        total_earned: 8_400,
      });
      reservationId = body['id'] as string;
      return { entityId: reservationId, ip };
    },
    before: null,
    after: {
      pet_fee: null,
      check_in: '2027-03-10',
      currency: 'MXN',
      check_out: '2027-03-14',
      total_paid: null,
      is_canceled: false,
      cleaning_fee: null,
      guest_amount: 4,
      total_earned: 8400,
      occupancy_taxes: null,
      host_service_fee: null,
      guest_service_fee: null,
      remitted_occupancy_tax: null,
      nightly_rate_adjustment: null,
    },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'RESERVATION_UPDATED',
    entity: 'reservation',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(
        staff,
        'PATCH',
        `/api/v1/property_airbnb_listing_reservation/${reservationId}`,
        {
          check_out: '2027-03-15',
          guest_amount: 5,
        },
      );
      return { entityId: reservationId, ip };
    },
    before: { check_out: '2027-03-14', guest_amount: 4 },
    after: { check_out: '2027-03-15', guest_amount: 5 },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'RESERVATION_CANCELED',
    entity: 'reservation',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(
        staff,
        'POST',
        `/api/v1/property_airbnb_listing_reservation/${reservationId}/cancel`,
      );
      return { entityId: reservationId, ip };
    },
    before: { is_canceled: false },
    after: { is_canceled: true },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_LISTING_DELETED',
    entity: 'airbnb_listing',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_airbnb_listing/${airbnbListingId}`);
      return { entityId: airbnbListingId, ip };
    },
    before: {
      url: 'https://www.airbnb.mx/rooms/777002',
      name: 'Copia en Airbnb',
      ics_url: 'https://www.airbnb.mx/calendar/ical/777002.ics',
      currency: 'MXN',
      profile_url: null,
      is_main_listing: true,
      base_hours_to_clean: 3,
      current_hours_to_clean: 5,
    },
    after: null,
    label: 'Copia en Airbnb',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'finance',
    action: 'EARNINGS_MONTH_CLOSED',
    entity: 'closed_month',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/earnings/close', {
        property_id: propertyId,
        month: '2026-10',
      });
      return { entityId: `${propertyId}:2026-10`, ip };
    },
    before: null,
    after: { month: '2026-10', reservations: 0 },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'appraisal',
    action: 'APPRAISAL_PRESENTATION_SET',
    entity: 'appraisal',
    actor: () => staff,
    perform: async () => {
      const appraised = await p.call('POST', '/api/v1/appraisal', {
        token: owner.accessToken,
        body: appraisalForm({ name: 'Casa Avaluada' }),
      });
      expect(appraised.status, JSON.stringify(appraised.body)).toBe(201);
      const id = appraised.body.id as string;
      const { ip } = await act(staff, 'POST', '/api/v1/appraisal/presentation', {
        appraisal_id: id,
        offer_price: 2_900_000,
        monthly_payment: 18_000,
        advance_payment: 50_000,
        sale_commission_percentage: 5,
        manager_rent_percentage: 20,
        terms: 'Exclusividad de 6 meses',
      });
      return { entityId: id, ip };
    },
    before: null,
    after: {
      terms: 'Exclusividad de 6 meses',
      offer_price: 2900000,
      advance_payment: 50000,
      monthly_payment: 18000,
      manager_rent_percentage: 20,
      sale_commission_percentage: 5,
    },
    label: 'Casa Avaluada',
  },
  {
    service: 'maintenance',
    action: 'DAY_PLAN_CREATED',
    entity: 'day_plan',
    title: 'a manager lets a worker see the plan',
    actor: () => manager,
    staffActor: false,
    perform: async () => {
      manager = await registerAccount(p, { name: 'Mario Gerente' });
      const added = await p.call('PUT', '/api/v1/admin/property_customer', {
        token: staff.accessToken,
        body: { property_id: propertyId, profile_id: manager.id, label: 'MANAGER' },
      });
      expect(added.status).toBe(200);
      await p.settle();
      const { body, ip } = await act(manager, 'POST', '/api/v1/day_plan', {
        schedule_date: '2026-12-09',
        timezone: 'America/Mexico_City',
        properties: [propertyId],
        workers: [],
        permissions: [{ profile_id: worker.id, permission: 'VIEW' }],
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    get after() {
      return {
        schedule_date: '2026-12-09',
        properties: [propertyId],
        workers: [],
        permissions: [{ profile_id: worker.id, permission: 'VIEW' }],
      };
    },
    label: '2026-12-09',
  },
  {
    service: 'documents',
    action: 'CALENDAR_FEED_SHARED',
    entity: 'calendar_feed',
    title: 'the owner shares the deadlines calendar',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      const { ip } = await act(owner, 'POST', '/api/v1/property_file/calendar_feed', {
        property_id: propertyId,
      });
      return { entityId: propertyId, ip };
    },
    before: { shared: false, link_created_at: null },
    // When the link was made: a timestamp (volatile).
    after: { shared: true, link_created_at: expect.any(String) },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'documents',
    action: 'CALENDAR_FEED_REVOKED',
    entity: 'calendar_feed',
    title: 'the owner stops sharing it',
    actor: () => owner,
    staffActor: false,
    perform: async () => {
      const { ip } = await act(
        owner,
        'DELETE',
        `/api/v1/property_file/calendar_feed?property_id=${propertyId}`,
      );
      return { entityId: propertyId, ip };
    },
    // When the link was made: a timestamp (volatile).
    before: { shared: true, link_created_at: expect.any(String) },
    after: { shared: false, link_created_at: null },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'LEASE_SET',
    entity: 'lease',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/property_lease_configuration', {
        property_id: propertyId,
        current_lease_start: '2026-01-01',
        current_lease_end: '2026-12-31',
        lease_per_month_price: 20_000,
      });
      return { entityId: propertyId, ip };
    },
    before: null,
    after: {
      current_lease_start: '2026-01-01',
      current_lease_end: '2026-12-31',
      lease_per_month_price: 20_000,
    },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'COMMISSION_SET',
    entity: 'commission',
    actor: () => staff,
    perform: async () => {
      const terms = {
        property_id: propertyId,
        company_role: 'MANAGING',
        furnisher: 'OWNER',
        company_percentage: 20,
        manager_value: 2500,
        manager_value_type: 'FIXED',
        owner_value: 15,
        owner_value_type: 'PERCENTAGE',
      };
      const first = await p.call('PUT', '/api/v1/property_commission', {
        token: owner.accessToken,
        body: terms,
      });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      const { ip } = await act(staff, 'PUT', '/api/v1/property_commission', {
        ...terms,
        company_percentage: 18,
      });
      return { entityId: propertyId, ip };
    },
    // The owner's own terms are not in the log; staff's change to them is, with what it replaced.
    before: { company_percentage: 20 },
    after: { company_percentage: 18 },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'COMMISSION_REMOVED',
    entity: 'commission',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_commission/${propertyId}`);
      return { entityId: propertyId, ip };
    },
    before: {
      furnisher: 'OWNER',
      owner_value: 15,
      company_role: 'MANAGING',
      manager_value: 2500,
      owner_value_type: 'PERCENTAGE',
      company_percentage: 18,
      manager_value_type: 'FIXED',
    },
    after: null,
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'LEASE_REMOVED',
    entity: 'lease',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/property_lease_configuration/${propertyId}`);
      return { entityId: propertyId, ip };
    },
    before: {
      current_lease_end: '2026-12-31',
      current_lease_start: '2026-01-01',
      lease_per_month_price: 20000,
    },
    after: null,
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_UPDATED',
    entity: 'chore',
    title: 'staff mark a chore solved',
    actor: () => staff,
    perform: async () => {
      const posted = await p.call('POST', '/api/v1/property_chore', {
        token: staff.accessToken,
        body: {
          property_id: propertyId,
          name: 'Cambiar el foco del patio',
          type: 'ELECTRICITY',
          status: 'PENDING',
          problem_images: [jpegBase64()],
        },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const id = posted.body.id as string;
      const { ip } = await act(staff, 'POST', '/api/v1/property_chore/solve', {
        chore_id: id,
        completion_notes: 'Foco LED nuevo',
        resolution_images: [jpegBase64()],
      });
      return { entityId: id, ip };
    },
    before: { status: 'PENDING', completion_notes: null },
    after: { status: 'SOLVED', completion_notes: 'Foco LED nuevo' },
    label: 'Cambiar el foco del patio',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'TRANSACTIONS_IMPORTED',
    entity: 'property',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/property_transaction/bulk', {
        property_id: propertyId,
        transactions: [
          { ...TRANSACTION, subject: 'Jardinería de octubre', category: 'MAINTENANCE', date: '2026-10-15' },
          { ...TRANSACTION, subject: 'Jardinería de noviembre', category: 'MAINTENANCE', date: '2026-11-15' },
        ],
      });
      return { entityId: propertyId, ip };
    },
    before: null,
    after: { transactions: 2, via: 'BULK' },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_UPDATED',
    entity: 'chore',
    title: 'staff move a chore to another property',
    actor: () => staff,
    perform: async () => {
      const posted = await p.call('POST', '/api/v1/property_chore', {
        token: staff.accessToken,
        body: {
          property_id: propertyId,
          name: 'Revisar la bomba de agua',
          type: 'PLUMBING',
          status: 'PENDING',
          problem_images: [jpegBase64()],
        },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const id = posted.body.id as string;
      const { ip } = await act(staff, 'PATCH', '/api/v1/property_chore', {
        chore_id: id,
        fromPropertyId: propertyId,
        toPropertyId: copiedPropertyId,
      });
      return { entityId: id, ip };
    },
    before: { property: 'Casa Auditada Dos' },
    after: { property: 'Casa Auditada Copia' },
    label: 'Revisar la bomba de agua',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_CREATED',
    entity: 'chore',
    title: 'staff file a report',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/property_chore/report', {
        property_id: propertyId,
        name: 'Humedad en la recámara',
        type: 'PROPERTY_DAMAGE',
        problem_images: [jpegBase64()],
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    after: {
      name: 'Humedad en la recámara',
      type: 'PROPERTY_DAMAGE',
      status: 'PENDING',
      due_date: null,
      assigned_to: null,
      trigger_event: null,
      recurrence_rule: null,
      completion_notes: null,
    },
    label: 'Humedad en la recámara',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHECKLIST_SAVED',
    entity: 'checklist',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PUT', '/api/v1/property_checklist', {
        property_id: propertyId,
        air_conditioning: true,
        gas_leaks_stove: true,
        windows: false,
      });
      return { entityId: propertyId, ip };
    },
    // Only the checks it turned on; `windows` stayed unticked, so it is not in the change.
    before: { air_conditioning: false, gas_leaks_stove: false },
    after: { air_conditioning: true, gas_leaks_stove: true },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_LISTING_SYNCED',
    entity: 'airbnb_listing',
    actor: () => staff,
    perform: async () => {
      const created = await p.call('POST', '/api/v1/property_airbnb_listing', {
        token: staff.accessToken,
        body: {
          property_id: propertyId,
          name: 'Casa Dos en Airbnb',
          url: 'https://www.airbnb.mx/rooms/777003',
          // A private address: the platform's fetcher refuses it at once (the sync fails, no network).
          ics_url: 'http://127.0.0.1:9/777003.ics',
          currency: 'MXN',
          base_hours_to_clean: 2,
        },
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      stopListingId = created.body.id as string;
      await p.settle();
      const { body, ip } = await act(staff, 'POST', `/api/v1/property_airbnb_listing/${stopListingId}/sync`);
      expect(body['outcome']).toBe('failed');
      return { entityId: stopListingId, ip };
    },
    before: { failed_syncs: 0 },
    after: { failed_syncs: 1, result: 'failed', added: 0, updated: 0, canceled: 0 },
    label: 'Casa Dos en Airbnb',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'WORKER_SCHEDULE_CREATED',
    entity: 'worker_schedule',
    actor: () => staff,
    perform: async () => {
      const plan = await p.call('POST', '/api/v1/day_plan', {
        token: staff.accessToken,
        body: {
          schedule_date: '2026-12-10',
          timezone: 'America/Mexico_City',
          properties: [propertyId],
          workers: [manager.id],
        },
      });
      expect(plan.status, JSON.stringify(plan.body)).toBeLessThan(300);
      stopPlanId = plan.body.id as string;
      await p.settle();
      const { body, ip } = await act(staff, 'POST', '/api/v1/day_plan_worker_schedule', {
        day_plan_id: stopPlanId,
        profile_id: manager.id,
        property_airbnb_listing_id: stopListingId,
        hour: 9,
      });
      stopId = (body['worker_schedules'] as { id: string }[])[0]!.id;
      return { entityId: stopId, ip };
    },
    before: null,
    after: {
      worker: 'Mario Gerente',
      schedule_date: '2026-12-10',
      property: 'Casa Auditada Dos',
      listing: 'Casa Dos en Airbnb',
      hour: '09:00',
    },
    label: 'Mario Gerente',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'WORKER_SCHEDULE_UPDATED',
    entity: 'worker_schedule',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', '/api/v1/day_plan_worker_schedule', {
        id: stopId,
        day_plan_id: stopPlanId,
        profile_id: manager.id,
        property_airbnb_listing_id: stopListingId,
        hour: 11,
      });
      return { entityId: stopId, ip };
    },
    before: { hour: '09:00' },
    after: { hour: '11:00' },
    label: 'Mario Gerente',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'WORKER_SCHEDULE_DELETED',
    entity: 'worker_schedule',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'DELETE', `/api/v1/day_plan_worker_schedule/${stopId}`);
      return { entityId: stopId, ip };
    },
    before: {
      hour: '11:00',
      worker: 'Mario Gerente',
      listing: 'Casa Dos en Airbnb',
      property: 'Casa Auditada Dos',
      schedule_date: '2026-12-10',
    },
    after: null,
    label: 'Mario Gerente',
    propertyId: () => propertyId,
  },
  {
    service: 'documents',
    action: 'CONTRACT_RENEWAL_DECIDED',
    entity: 'file',
    actor: () => staff,
    perform: async () => {
      const uploaded = await p.call('POST', '/api/v1/property_file', {
        token: staff.accessToken,
        raw: uploadForm(
          // Ended: once accepted, it renews itself at the next run of the renewal job (the next case).
          {
            property_id: propertyId,
            type: 'EXCLUSIVITY_CONTRACT',
            valid_from: '2025-01-01',
            valid_to: '2025-12-31',
          },
          { bytes: pdf() },
        ),
      });
      expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
      contractId = uploaded.body.id as string;
      await p.settle();
      const { ip } = await act(staff, 'POST', '/api/v1/property_file_contract_state', {
        property_file_id: contractId,
        decision: 'accepted',
      });
      return { entityId: contractId, ip };
    },
    before: { renewal: null, auto_renewal: false },
    after: { renewal: 'accepted', auto_renewal: true },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'documents',
    action: 'CONTRACT_RENEWED',
    entity: 'file',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(
        staff,
        'POST',
        '/api/v1/property_file_contract_state/pub_sub/contract_renewal',
      );
      expect(body['processed']).toBeGreaterThanOrEqual(1);
      return { entityId: contractId, ip };
    },
    // A year's term, renewed year by year until it covers the property's today.
    before: { valid_from: '2025-01-01', valid_to: '2025-12-31' },
    after: { valid_from: `${THIS_YEAR}-01-01`, valid_to: `${THIS_YEAR}-12-31` },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'notifications',
    action: 'EMAIL_NOTICE_SENT',
    entity: 'email_notification',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/email_notification', {
        property_id: propertyId,
        type: 'CONTRACT_UPLOADED',
        locale: 'ES',
      });
      return { entityId: body['id'] as string, ip };
    },
    before: null,
    after: { type: 'CONTRACT_UPLOADED', emails: EMAILS_PER_CONTRACT_NOTICE },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  // ─── the other staff writes of the routes above (the structural test below asks each for a case) ──
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_CREATED',
    entity: 'neighborhood_insight',
    title: 'staff add a nearby place',
    actor: () => staff,
    perform: async () => {
      const { body, ip } = await act(staff, 'POST', '/api/v1/admin/neighborhood_insight', {
        es_name: 'Mercado',
        en_name: 'Market',
      });
      insightId = body['id'] as string;
      return { entityId: insightId, ip };
    },
    before: null,
    after: { es_name: 'Mercado', en_name: 'Market', archived: false },
    label: 'Mercado',
  },
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_UPDATED',
    entity: 'neighborhood_insight',
    title: 'staff rename a nearby place',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', '/api/v1/admin/neighborhood_insight', {
        id: insightId,
        es_name: 'Mercado de Coyoacán',
        en_name: 'Coyoacán market',
      });
      return { entityId: insightId, ip };
    },
    before: { es_name: 'Mercado', en_name: 'Market' },
    after: { es_name: 'Mercado de Coyoacán', en_name: 'Coyoacán market' },
    label: 'Mercado de Coyoacán',
  },
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_UPDATED',
    entity: 'neighborhood_insight',
    title: 'staff archive a nearby place',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'POST', `/api/v1/admin/neighborhood_insight/${insightId}/archive`, {
        archived: true,
      });
      return { entityId: insightId, ip };
    },
    before: { archived: false },
    after: { archived: true },
    label: 'Mercado de Coyoacán',
  },
  {
    service: 'listings',
    action: 'CATALOGUE_ENTRY_UPDATED',
    entity: 'amenity',
    title: 'staff archive an amenity',
    actor: () => staff,
    perform: async () => {
      const added = await p.call('POST', '/api/v1/admin/amenity', {
        token: staff.accessToken,
        body: { es_name: 'Alberca', en_name: 'Pool' },
      });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      const id = added.body.id as string;
      const { ip } = await act(staff, 'POST', `/api/v1/admin/amenity/${id}/archive`, { archived: true });
      return { entityId: id, ip };
    },
    before: { archived: false },
    after: { archived: true },
    label: 'Alberca',
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    entity: 'property',
    title: 'staff change a home through the owners’ route',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/property/${copiedPropertyId}`, { bedrooms: 5 });
      return { entityId: copiedPropertyId, ip };
    },
    before: { bedrooms: 3 },
    after: { bedrooms: 5 },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    entity: 'property',
    title: 'staff upload a photo as a file',
    actor: () => staff,
    perform: async () => {
      const form = new FormData();
      form.set('property_id', copiedPropertyId);
      form.set('file', new Blob([Buffer.from(jpegBase64(), 'base64')], { type: 'image/jpeg' }), 'foto.jpg');
      const { body, ip } = await act(staff, 'POST', '/api/v1/property/image/upload', form);
      uploadedImage = (body['url'] as string).split('/').pop()!;
      return { entityId: copiedPropertyId, ip };
    },
    get before() {
      return { img_keys: [imageKey(copiedPropertyId), `properties/${copiedPropertyId}/${addedImage}`] };
    },
    get after() {
      return {
        img_keys: [
          imageKey(copiedPropertyId),
          `properties/${copiedPropertyId}/${addedImage}`,
          `properties/${copiedPropertyId}/${uploadedImage}`,
        ],
      };
    },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    entity: 'property',
    title: 'staff reorder the photos',
    actor: () => staff,
    perform: async () => {
      const shown = await p.call('GET', `/api/v1/property/${copiedPropertyId}`, { token: staff.accessToken });
      expect(shown.status).toBe(200);
      const urls = shown.body.img_urls as string[];
      expect(urls).toHaveLength(3);
      const { ip } = await act(staff, 'PUT', `/api/v1/property/${copiedPropertyId}/images`, {
        img_urls: [...urls].reverse(),
      });
      return { entityId: copiedPropertyId, ip };
    },
    get before() {
      return {
        img_keys: [
          imageKey(copiedPropertyId),
          `properties/${copiedPropertyId}/${addedImage}`,
          `properties/${copiedPropertyId}/${uploadedImage}`,
        ],
      };
    },
    get after() {
      return {
        img_keys: [
          `properties/${copiedPropertyId}/${uploadedImage}`,
          `properties/${copiedPropertyId}/${addedImage}`,
          imageKey(copiedPropertyId),
        ],
      };
    },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'PROPERTY_EDITED',
    entity: 'property',
    title: 'staff remove a photo',
    actor: () => staff,
    perform: async () => {
      const shown = await p.call('GET', `/api/v1/property/${copiedPropertyId}`, { token: staff.accessToken });
      const uploaded = (shown.body.img_urls as string[]).find((u) => u.endsWith(uploadedImage))!;
      const { ip } = await act(staff, 'DELETE', '/api/v1/property/image', {
        property_id: copiedPropertyId,
        eliminated_img_urls: [uploaded],
      });
      return { entityId: copiedPropertyId, ip };
    },
    get before() {
      return {
        img_keys: [
          `properties/${copiedPropertyId}/${uploadedImage}`,
          `properties/${copiedPropertyId}/${addedImage}`,
          imageKey(copiedPropertyId),
        ],
      };
    },
    get after() {
      return { img_keys: [`properties/${copiedPropertyId}/${addedImage}`, imageKey(copiedPropertyId)] };
    },
    label: 'Casa Auditada Copia',
    propertyId: () => copiedPropertyId,
  },
  {
    service: 'listings',
    action: 'AIRBNB_LISTING_UPDATED',
    entity: 'airbnb_listing',
    title: 'staff change a listing',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', `/api/v1/property_airbnb_listing/${stopListingId}`, {
        base_hours_to_clean: 4,
      });
      return { entityId: stopListingId, ip };
    },
    before: { base_hours_to_clean: 2 },
    after: { base_hours_to_clean: 4 },
    label: 'Casa Dos en Airbnb',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_UPDATED',
    entity: 'chore',
    title: 'staff set a chore’s reservation trigger',
    actor: () => staff,
    perform: async () => {
      const posted = await p.call('POST', '/api/v1/property_chore', {
        token: staff.accessToken,
        body: {
          property_id: propertyId,
          name: 'Cambiar sábanas',
          type: 'PLUMBING',
          status: 'PENDING',
          problem_images: [jpegBase64()],
        },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      triggeredChoreId = posted.body.id as string;
      const { ip } = await act(staff, 'POST', '/api/v1/property_chore/trigger', {
        chore_id: triggeredChoreId,
        trigger_event: 'CHECK_OUT',
        trigger_event_due_date_offset: 0,
      });
      return { entityId: triggeredChoreId, ip };
    },
    before: { trigger_event: null },
    after: { trigger_event: 'CHECK_OUT' },
    label: 'Cambiar sábanas',
    propertyId: () => propertyId,
  },
  {
    service: 'maintenance',
    action: 'CHORE_UPDATED',
    entity: 'chore',
    title: 'staff set a chore’s recurrence',
    actor: () => staff,
    perform: async () => {
      // Another chore: one that follows the reservations cannot also repeat on a calendar.
      const posted = await p.call('POST', '/api/v1/property_chore', {
        token: staff.accessToken,
        body: {
          property_id: propertyId,
          name: 'Limpiar los filtros',
          type: 'PLUMBING',
          status: 'PENDING',
          problem_images: [jpegBase64()],
        },
      });
      expect(posted.status, JSON.stringify(posted.body)).toBe(201);
      const id = posted.body.id as string;
      const { ip } = await act(staff, 'POST', '/api/v1/property_chore/recurrence', {
        chore_id: id,
        recurrence_rule: 'FREQ=WEEKLY;INTERVAL=2',
      });
      return { entityId: id, ip };
    },
    before: { recurrence_rule: null },
    after: { recurrence_rule: 'FREQ=WEEKLY;INTERVAL=2' },
    label: 'Limpiar los filtros',
    propertyId: () => propertyId,
  },
  {
    service: 'finance',
    action: 'TRANSACTIONS_IMPORTED',
    entity: 'property',
    title: 'staff import a CSV',
    actor: () => staff,
    perform: async () => {
      const csv = [
        'date,name,amount,category,expense,method,type',
        '2026-09-15,Jardinería de septiembre,900,MAINTENANCE,OPEX,CASH,EGRESS',
      ].join('\n');
      const { ip } = await act(
        staff,
        'POST',
        `/api/v1/property_transaction/import?property_id=${propertyId}`,
        new Blob([csv], { type: 'text/csv' }),
      );
      return { entityId: propertyId, ip };
    },
    before: null,
    after: { transactions: 1, via: 'CSV' },
    label: 'Casa Auditada Dos',
    propertyId: () => propertyId,
  },
  {
    service: 'identity',
    action: 'PROFILE_EDITED',
    entity: 'profile',
    actor: () => staff,
    perform: async () => {
      const { ip } = await act(staff, 'PATCH', '/api/v1/profile', {
        profile_id: worker.id,
        phone_number: '5598765432',
      });
      return { entityId: worker.id, ip };
    },
    // The accounts builder gives everyone this number.
    before: { phone_number: '5512345678' },
    after: { phone_number: '5598765432' },
    label: 'Wendy Trabajadora',
  },
];

/** The permission-changing actions: each needs a case where a property's own people (not staff) act. */
const PERMISSION_ACTIONS: readonly AuditAction[] = [
  'MEMBERSHIP_SET',
  'MEMBERSHIP_REMOVED',
  'INVITATION_SENT',
  'INVITATION_ACCEPTED',
  'INVITATION_REVOKED',
  'DAY_PLAN_CREATED',
  'CALENDAR_FEED_SHARED',
  'CALENDAR_FEED_REVOKED',
];

/** The API's documented write operations (proto/openapi.json). */
const WRITES = operations.filter((o) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(o.method));
const templateOf = (o: Operation) => new RegExp(`^${o.path.replace(/\{[^}]+\}/g, '[^/]+')}$`);
/** The documented operation a request of `act` went to (`POST /api/v1/admin/amenity`). */
function operationOf({ method, url }: Acted): string {
  const path = url.split('?')[0]!;
  const found = operations.filter((o) => o.method === method && templateOf(o).test(path));
  // A literal path wins over a template that also matches it (…/image over …/{id}).
  found.sort((a, b) => (a.path.match(/\{/g)?.length ?? 0) - (b.path.match(/\{/g)?.length ?? 0));
  return found[0]?.id ?? `${method} ${path} (undocumented)`;
}
const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'];
/** The documented operations on the log: every path that names it. */
const AUDIT_OPERATIONS = operations.filter((o) => /audit/i.test(o.path));
/** The operations the matrix's cases performed (filled as they run). */
const covered = new Set<string>();
/** The resource an operation belongs to: `property_chore` for POST /api/v1/property_chore/solve. */
const resourceOf = (path: string) => path.split('/')[3]!;

/**
 * Writes staff can reach that are not staff actions worth logging, each with why. Every other
 * staff-reachable write (below) must have a case in the matrix.
 */
const NOT_STAFF_ACTIONS: Record<string, string> = {
  // Public forms: anyone may send them, signed in or not; nothing staff decide is changed.
  'POST /api/v1/appraisal': 'the public appraisal form (an estimate answered to whoever asks)',
  'POST /api/v1/appraisal/feedback': 'the public appraisal form’s feedback',
  'POST /api/v1/property/from_room_id': 'the public intake from an Airbnb link (no sign-in)',
  // The daily job run now: warnings sent once each and files past their date marked expired, both
  // decided by the dates alone (the emails are in the notifications' delivery log).
  'POST /api/v1/property_file/pub_sub/reminder': 'the expiry reminders job',
  // Only the invitee may decline; declining grants and removes nothing.
  'POST /api/v1/property_customer_invitation/reject': 'an invitee declining',
  // The reader's own mark on a notice.
  'POST /api/v1/property_notification/{id}/read': 'marking a notice read',
};

describe('the matrix covers every action', () => {
  it('each action of AUDIT_ACTIONS has a case here, performed through the service that records it', () => {
    expect(AUDIT_ACTIONS.filter((a) => !CASES.some((c) => c.action === a))).toEqual([]);
    for (const c of CASES) expect(c.service, c.action).toBe(AUDIT_ACTION_SERVICE[c.action]);
    const titles = CASES.map((c) => `${c.action} ${c.title ?? ''}`);
    expect(new Set(titles).size).toBe(titles.length);
  });

  it('each permission change is also performed by the property’s own people, not only by staff', () => {
    expect(
      PERMISSION_ACTIONS.filter((a) => !CASES.some((c) => c.action === a && c.staffActor === false)),
    ).toEqual([]);
  });
});

describe('a matrix of staff actions across services: each leaves exactly one entry', () => {
  for (const c of CASES) {
    it(`${c.service}: ${c.action}${c.title ? ` (${c.title})` : ''}`, async () => {
      const { entityId, ip } = await c.perform();
      const actor = c.actor();
      const written = acted.get(ip)?.written;
      // Every entry the whole log gained while the action ran: exactly this one.
      expect(written?.map((e) => `${e['action']} ${e['entity_id']}`)).toEqual([`${c.action} ${entityId}`]);
      const entry = written![0]!;
      expect(entry).toEqual({
        id: expect.any(String), // volatile: the event's id
        at: expect.any(String), // volatile: when the change was made (checked as recent below)
        actor_profile_id: actor.id,
        actor_name: actor.name,
        actor_email: actor.email,
        actor_is_staff: c.staffActor ?? true,
        actor_role: c.staffActor === false ? null : actor === admin ? 'ADMIN' : 'STAFF',
        service: c.service,
        action: c.action,
        entity: c.entity,
        entity_id: entityId,
        entity_label: c.label ?? null,
        property_id: c.propertyId === 'self' ? entityId : (c.propertyId?.() ?? null),
        before: c.before,
        after: c.after,
        ip,
      });
      covered.add(operationOf(acted.get(ip)!));
      // The same entry is found by its record and action (the newest there: a record may have had
      // the same action before, in an earlier case).
      const { items } = await entriesOf({ entity_id: entityId, action: c.action });
      expect(items[0]).toEqual(entry);
      expect(Date.now() - Date.parse(entry['at'] as string)).toBeLessThan(120_000);
      // No secret is ever kept: no field of the change names one.
      const fields = Object.keys({ ...(entry['before'] ?? {}), ...(entry['after'] ?? {}) });
      expect(fields.join(' ')).not.toMatch(/password|token|secret|hash/i);
    });
  }

  it('a change that fails leaves no entry (written in the change’s transaction)', async () => {
    // SOLD is not a step from ACCEPTED: 409, nothing changed, nothing recorded.
    const res = await p.call('POST', `/api/v1/admin/property/${propertyId}/status`, {
      token: staff.accessToken,
      body: { status: 'SOLD' },
    });
    expect(res.status).toBe(409);
    await p.settle();
    const { total } = await entriesOf({ entity_id: propertyId, action: 'PROPERTY_STATUS_CHANGED' });
    expect(total).toBe(1);
  });

  it('the property’s own people saving its checklist, asking for a file notice or editing their own profile leave no entry', async () => {
    await act(owner, 'PUT', '/api/v1/property_checklist', { property_id: propertyId, lights: true });
    await act(owner, 'POST', '/api/v1/email_notification', {
      property_id: propertyId,
      type: 'MISCELLANEOUS_FILE_SUBMITTED',
      locale: 'ES',
    });
    await act(owner, 'PATCH', '/api/v1/profile', { profile_id: owner.id, phone_number: '5587654321' });
    for (const action of ['CHECKLIST_SAVED', 'EMAIL_NOTICE_SENT', 'PROFILE_EDITED'])
      expect((await entriesOf({ actor: 'olga', action })).total, action).toBe(0);
  });

  it('finds entries by the actor’s name, the service, words of the record and the day', async () => {
    const byActor = await entriesOf({ actor: 'adriana' });
    expect(byActor.items.map((e) => e['action'])).toEqual([
      'STAFF_ROLE_REMOVED',
      'PROFILE_DELETED',
      'JOKE_DELETED',
      'STAFF_ROLE_GRANTED',
    ]);
    const byService = await entriesOf({ service: 'finance' });
    expect(byService.items.map((e) => e['action']).sort()).toEqual([
      'COMMISSION_REMOVED',
      'COMMISSION_SET',
      'EARNINGS_MONTH_CLOSED',
      'EXCHANGE_RATE_SET',
      'LEASE_REMOVED',
      'LEASE_SET',
      'TRANSACTIONS_IMPORTED',
      'TRANSACTIONS_IMPORTED',
      'TRANSACTION_CREATED',
      'TRANSACTION_DELETED',
      'TRANSACTION_RECEIPT_ATTACHED',
      'TRANSACTION_RECEIPT_REMOVED',
      'TRANSACTION_UPDATED',
      'WITHHOLDING_TABLE_SET',
    ]);
    const byWords = await entriesOf({ q: 'azotea' });
    expect(byWords.items.map((e) => e['action'])).toEqual([
      'CATALOGUE_ENTRY_UPDATED',
      'CATALOGUE_ENTRY_CREATED',
    ]);
    // A property's own people's permission changes are in the log too, named as not staff.
    const byOwner = await entriesOf({ actor: 'olga' });
    expect(byOwner.items.every((e) => e['actor_is_staff'] === false)).toBe(true);
    expect(new Set(byOwner.items.map((e) => e['action']))).toEqual(
      new Set([
        'INVITATION_SENT',
        'INVITATION_REVOKED',
        'MEMBERSHIP_SET',
        'MEMBERSHIP_REMOVED',
        'CALENDAR_FEED_SHARED',
        'CALENDAR_FEED_REVOKED',
      ]),
    );
    const all = await entriesOf({});
    expect(all.total).toBeGreaterThanOrEqual(CASES.length);
    expect(all.items.map((e) => e['at'])).toEqual([...all.items.map((e) => e['at'])].sort().reverse());
    expect((await entriesOf({ from: '2001-01-01', to: '2001-12-31' })).total).toBe(0);
  });
});

describe('every staff write has a case (proto/openapi.json)', () => {
  // After the matrix: `covered` holds the operation each case performed.
  it('each write on an admin path, and each write of a resource the matrix reaches, has a case or a reason', () => {
    const resources = new Set(
      [...covered].filter((id) => !id.includes('/admin/')).map((id) => resourceOf(id.split(' ')[1]!)),
    );
    const reachable = WRITES.filter(
      (o) => o.path.startsWith('/api/v1/admin/') || resources.has(resourceOf(o.path)),
    );
    expect(
      reachable.filter((o) => !covered.has(o.id) && !(o.id in NOT_STAFF_ACTIONS)).map((o) => o.id),
    ).toEqual([]);
    // The exceptions stay honest: each is a documented, reachable write that no case performs.
    for (const id of Object.keys(NOT_STAFF_ACTIONS)) {
      expect(
        reachable.map((o) => o.id),
        id,
      ).toContain(id);
      expect(covered.has(id), id).toBe(false);
    }
    expect([...covered].filter((id) => id.endsWith('(undocumented)'))).toEqual([]);
  });
});

describe('an entry cannot be changed', () => {
  it('the route table only reads', () => {
    expect(Object.values(auditAdmin).map((r) => r.method)).toEqual(['GET']);
  });

  it('the API documents only reads of the log: no write operation’s path names it', () => {
    expect(AUDIT_OPERATIONS.map((o) => o.id)).toContain('GET /api/v1/admin/audit_entry');
    expect(AUDIT_OPERATIONS.filter((o) => o.method !== 'GET').map((o) => o.id)).toEqual([]);
  });

  it('no other operation takes an entry or answers one', () => {
    // Who acted and whether as staff are an entry's own fields: only the log's reads carry them.
    const carrying = operations.filter((o) =>
      /actor_is_staff|actorIsStaff/.test(JSON.stringify([o.body ?? null, [...o.responses.values()]])),
    );
    expect(carrying.map((o) => o.id)).toEqual(AUDIT_OPERATIONS.map((o) => o.id));
  });

  it('every write method on every path of the log is refused, and the log is unchanged', async () => {
    const before = await allEntries();
    const entry = before[0]!;
    // The documented writes whose path names the log (none), then every write method on each of its
    // paths and on an entry's own path under it.
    const attempts = [
      ...AUDIT_OPERATIONS.filter((o) => o.method !== 'GET').map((o) => ({ method: o.method, path: o.path })),
      ...AUDIT_OPERATIONS.flatMap((o) =>
        WRITE_METHODS.flatMap((method) => [
          { method, path: o.path },
          { method, path: `${o.path}/{id}` },
        ]),
      ),
    ];
    expect(attempts.length).toBeGreaterThanOrEqual(WRITE_METHODS.length * 2);
    for (const { method, path } of attempts) {
      const url = path.replace(/\{[^}]+\}/g, entry['id'] as string);
      const res = await p.call(method, url, { token: admin.accessToken, body: { ...entry, after: {} } });
      expect([404, 405], `${method} ${url}`).toContain(res.status);
    }
    await p.settle();
    expect(await allEntries()).toEqual(before);
  });

  it('none of the matrix’s writes changed or removed an entry written before it', async () => {
    const now = new Map((await allEntries()).map((e) => [e['id'], e]));
    const written = [...acted.values()].flatMap((a) => a.written);
    expect(written.length).toBeGreaterThanOrEqual(CASES.length);
    for (const e of written) expect(now.get(e['id']), `${e['action']} ${e['entity_id']}`).toEqual(e);
  });

  it('the table refuses UPDATE and DELETE, and a redelivered event adds nothing', async () => {
    const [row] = await p.identitySql<{ id: string }>('SELECT id FROM audit_entry LIMIT 1');
    await expect(
      p.identitySql(`UPDATE audit_entry SET after = '{}' WHERE id = $1`, [row!.id]),
    ).rejects.toThrow(/cannot be changed/);
    await expect(p.identitySql('DELETE FROM audit_entry WHERE id = $1', [row!.id])).rejects.toThrow(
      /kept 400 days/,
    );
    await expect(p.identitySql('TRUNCATE audit_entry')).rejects.toThrow(/cannot be truncated/);

    const event = makeEvent('audit.entry.recorded', {
      producer: 'qa',
      payload: {
        actorProfileId: staff.id,
        actorIsStaff: true,
        actorRole: 'STAFF',
        service: 'notifications',
        action: 'JOKE_DELETED',
        entity: 'joke',
        entityId: 'redelivered',
        entityLabel: null,
        propertyId: null,
        before: { text: 'x' },
        after: null,
        at: new Date().toISOString(),
        ip: null,
      },
    });
    const db = p.services.identity.context.db;
    expect(await db.tx((tx) => recordAuditEntry(tx, event))).toBe(true);
    expect(await db.tx((tx) => recordAuditEntry(tx, event))).toBe(false);
    expect((await entriesOf({ entity_id: 'redelivered' })).total).toBe(1);
  });
});

describe('who may read the log', () => {
  it('staff and administrators; nobody else', async () => {
    const url = '/api/v1/admin/audit_entry';
    expect((await p.call('GET', url)).status).toBe(401);
    expect((await p.call('GET', url, { token: owner.accessToken })).status).toBe(403);
    expect((await p.call('GET', url, { token: staff.accessToken })).status).toBe(200);
    expect((await p.call('GET', url, { token: admin.accessToken })).status).toBe(200);
  });

  it('refuses a bad filter with a 400, never a 500', async () => {
    for (const q of ['action=NOPE', 'service=nowhere', 'from=ayer', 'page=0', 'property_id=x']) {
      const res = await p.call('GET', `/api/v1/admin/audit_entry?${q}`, {
        token: staff.accessToken,
        lang: 'en',
      });
      expect(res.status, q).toBe(400);
    }
  });
});
