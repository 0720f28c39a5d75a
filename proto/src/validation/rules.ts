/**
 * Rules a JSON schema cannot express (§5): across fields, against the calendar, over decoded
 * bytes, or against state the caller looked up. Each is a plain function returning issues
 * (empty when the rule holds), so the SPA runs the same checks as the server. They are defensive:
 * a value of the wrong shape is left to the schema and yields no issue here.
 */
import {
  IMAGE_MAX_BYTES,
  MAX_PROPERTY_IMAGES,
  PDF_MAX_BYTES,
  YEAR_BUILT_MIN,
  yearBuiltMax,
} from '../constants.ts';
import { OWNER_ROLE_LABELS, type RoleLabel } from '../enums.ts';
import { isMunicipalityOf, normalizeState, stateInfo } from '../geo/index.ts';
import type { MessageKey } from '../i18n/messages.ts';
import { FloorDistribution, PropertyDescription } from '../schemas/entities.ts';
import { isIsoDate } from './formats.ts';
import { compileValidator, type ValidationIssue } from './validate.ts';

const MB = 1024 * 1024;

export function issue(
  path: string,
  key: MessageKey,
  params: Record<string, string | number> = {},
): ValidationIssue {
  return { path, key, params };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

// ─── Accounts ───────────────────────────────────────────────────────────────────────────────────

/** §5 the password confirmation must match the password. */
export function checkPasswordConfirmation(value: unknown): ValidationIssue[] {
  if (!isRecord(value)) return [];
  const { password, passwordConfirmation } = value;
  if (typeof password !== 'string' || typeof passwordConfirmation !== 'string') return [];
  return password === passwordConfirmation
    ? []
    : [issue('/passwordConfirmation', 'validation.password.mismatch')];
}

/**
 * §5 dangerous actions need a type-to-confirm phrase. Case and surrounding or repeated spaces do
 * not matter; anything else does.
 */
export function checkTypeToConfirm(
  typed: unknown,
  phrase: string,
  path = '/confirmation',
): ValidationIssue[] {
  const normalize = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
  if (typeof typed === 'string' && normalize(typed) === normalize(phrase)) return [];
  return [issue(path, 'confirm.mismatch', { phrase })];
}

/** §5 only one profile picture. */
export function checkProfilePictureCount(count: number, path = '/img_url_obj'): ValidationIssue[] {
  return count > 1 ? [issue(path, 'profile.onePicture')] : [];
}

// ─── Property ───────────────────────────────────────────────────────────────────────────────────

/** §5 the city must be one of the municipalities of the chosen state (any accepted state spelling). */
export function checkCityInState(value: unknown, basePath = ''): ValidationIssue[] {
  if (!isRecord(value)) return [];
  const { state, city } = value;
  if (typeof state !== 'string' || typeof city !== 'string' || city.trim() === '') return [];
  if (normalizeState(state) === undefined) return [];
  if (isMunicipalityOf(state, city)) return [];
  return [issue(`${basePath}/city`, 'validation.city', { state: stateInfo(state)?.shortName ?? state })];
}

/** §5 year_built from 1900 to the current year (the ceiling moves with the calendar). */
export function checkYearBuilt(
  year: unknown,
  path = '/year_built',
  now: Date = new Date(),
): ValidationIssue[] {
  if (typeof year !== 'number' || !Number.isFinite(year)) return [];
  const max = yearBuiltMax(now);
  return year < YEAR_BUILT_MIN || year > max
    ? [issue(path, 'validation.yearBuilt', { min: YEAR_BUILT_MIN, max })]
    : [];
}

const floorDistributionValidator = compileValidator(FloorDistribution);
const descriptionValidator = compileValidator(PropertyDescription);

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    if (error instanceof SyntaxError) return { ok: false };
    throw error;
  }
}

/**
 * floor_distribution, given as JSON text (the admin editor) or as an object: valid JSON with at
 * least one floor, each floor well formed (issues point into the floor).
 */
export function checkFloorDistribution(value: unknown, path = '/floor_distribution'): ValidationIssue[] {
  if (value === null || value === undefined) return [];
  let parsed: unknown = value;
  if (typeof value === 'string') {
    const result = parseJson(value);
    if (!result.ok) return [issue(path, 'validation.json')];
    parsed = result.value;
  }
  if (isRecord(parsed) && Array.isArray(parsed['floors']) && parsed['floors'].length === 0) {
    return [issue(`${path}/floors`, 'validation.floors')];
  }
  const result = floorDistributionValidator(parsed);
  return result.ok ? [] : result.issues.map((i) => ({ ...i, path: `${path}${i.path}` }));
}

/**
 * The property description, as JSON text or object: valid JSON with every text in EN and ES.
 * One issue for the whole field: the editor shows the JSON, not a form per text.
 */
export function checkPropertyDescription(value: unknown, path = '/description'): ValidationIssue[] {
  if (value === null || value === undefined) return [];
  let parsed: unknown = value;
  if (typeof value === 'string') {
    const result = parseJson(value);
    if (!result.ok) return [issue(path, 'validation.json')];
    parsed = result.value;
  }
  return descriptionValidator(parsed).ok ? [] : [issue(path, 'validation.description')];
}

// ─── Files and images ───────────────────────────────────────────────────────────────────────────

export type Base64Info = {
  /** The media type a `data:` URL declared, lower-cased; null for bare base64. */
  declaredType: string | null;
  /** Size of the decoded data. */
  bytes: number;
  /** The first decoded bytes (up to 12), enough to recognise the format. */
  head: Uint8Array;
};

const DATA_URL = /^data:([^;,]*)((?:;[^;,]*)*);base64,/i;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;

/** Reads a base64 string or base64 `data:` URL without decoding all of it; null when it is not base64. */
export function inspectBase64(data: string): Base64Info | null {
  let body = data;
  let declaredType: string | null = null;
  const prefix = DATA_URL.exec(data);
  if (prefix) {
    declaredType = (prefix[1] ?? '').toLowerCase() || null;
    body = data.slice(prefix[0].length);
  } else if (data.startsWith('data:')) {
    return null;
  }
  body = body.replace(/\s+/g, '');
  if (body.length === 0 || body.length % 4 === 1 || !BASE64_BODY.test(body)) return null;
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  const bytes = Math.floor((body.length * 3) / 4) - padding;
  const headText = atob(body.slice(0, 16).padEnd(Math.ceil(Math.min(body.length, 16) / 4) * 4, '='));
  const head = Uint8Array.from(headText, (c) => c.charCodeAt(0)).slice(0, 12);
  return { declaredType, bytes, head };
}

const JPEG_MAGIC = [0xff, 0xd8, 0xff];
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const PDF_MAGIC = [...'%PDF-'].map((c) => c.charCodeAt(0));

function startsWith(bytes: Uint8Array, magic: readonly number[]): boolean {
  return magic.every((b, i) => bytes[i] === b);
}

/** JPEG or PNG by magic bytes, else null. */
export function detectImageType(head: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (startsWith(head, JPEG_MAGIC)) return 'image/jpeg';
  if (startsWith(head, PNG_MAGIC)) return 'image/png';
  return null;
}

export function isPdfBytes(head: Uint8Array): boolean {
  return startsWith(head, PDF_MAGIC);
}

const IMAGE_DECLARED_TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png']);

/** One base64 image: JPEG/JPG/PNG by its bytes (and its data-URL type, if any), under 2 MB decoded. */
export function checkBase64Image(data: unknown, path: string, maxBytes = IMAGE_MAX_BYTES): ValidationIssue[] {
  if (typeof data !== 'string' || data === '') return [];
  const info = inspectBase64(data);
  if (!info) return [issue(path, 'validation.base64')];
  const type = detectImageType(info.head);
  if (type === null || (info.declaredType !== null && !IMAGE_DECLARED_TYPES.has(info.declaredType))) {
    return [issue(path, 'image.format')];
  }
  return info.bytes >= maxBytes ? [issue(path, 'image.tooLarge', { max: maxBytes / MB })] : [];
}

/** A list of base64 images: at most `max` (30), each a valid image. */
export function checkBase64Images(
  images: unknown,
  path = '/images',
  options: { max?: number; maxBytes?: number } = {},
): ValidationIssue[] {
  if (!Array.isArray(images)) return [];
  const { max = MAX_PROPERTY_IMAGES, maxBytes = IMAGE_MAX_BYTES } = options;
  const tooMany = images.length > max ? [issue(path, 'image.tooMany', { max })] : [];
  return [...tooMany, ...images.flatMap((image, i) => checkBase64Image(image, `${path}/${i}`, maxBytes))];
}

/** A PDF from its first bytes and size (multipart uploads): `%PDF-` and under 4 MB. */
export function checkPdf(
  head: Uint8Array,
  size: number,
  path = '/file',
  maxBytes = PDF_MAX_BYTES,
): ValidationIssue[] {
  if (!isPdfBytes(head)) return [issue(path, 'file.pdfOnly')];
  return size >= maxBytes ? [issue(path, 'file.pdfTooLarge', { max: maxBytes / MB })] : [];
}

/** A base64 PDF. */
export function checkBase64Pdf(data: unknown, path: string, maxBytes = PDF_MAX_BYTES): ValidationIssue[] {
  if (typeof data !== 'string' || data === '') return [];
  const info = inspectBase64(data);
  if (!info) return [issue(path, 'validation.base64')];
  if (info.declaredType !== null && info.declaredType !== 'application/pdf')
    return [issue(path, 'file.pdfOnly')];
  return checkPdf(info.head, info.bytes, path, maxBytes);
}

/** An official ID: a PDF (under 4 MB) or a JPEG/PNG image (under 2 MB). */
export function checkIdFile(data: unknown, path = '/new_id_file'): ValidationIssue[] {
  if (typeof data !== 'string' || data === '') return [];
  const info = inspectBase64(data);
  if (!info) return [issue(path, 'validation.base64')];
  return isPdfBytes(info.head) ? checkBase64Pdf(data, path) : checkBase64Image(data, path);
}

// ─── Dates ──────────────────────────────────────────────────────────────────────────────────────

/** A period's start may not be after its end (valid_from/valid_to, lease start/end). */
export function checkDateRange(from: unknown, to: unknown, toPath: string): ValidationIssue[] {
  if (typeof from !== 'string' || typeof to !== 'string' || !isIsoDate(from) || !isIsoDate(to)) return [];
  return from > to ? [issue(toPath, 'validation.dateRange')] : [];
}

/** A tour is booked ahead: its time must be later than now (a time in 1970 is refused). */
export function checkTourTime(
  value: unknown,
  path = '/tour_time',
  now: Date = new Date(),
): ValidationIssue[] {
  if (typeof value !== 'string') return [];
  const time = Date.parse(value);
  if (Number.isNaN(time)) return [];
  return time > now.getTime() ? [] : [issue(path, 'tourRequest.pastTime')];
}

// ─── Chores and reports ─────────────────────────────────────────────────────────────────────────

/**
 * §5 a chore or report has at least one problem image, and a solved one at least one more (of the
 * solution). Counts are what the record will have after the change: kept plus new.
 */
export function checkChoreImageCounts(counts: {
  problem: number;
  resolution: number;
  solved: boolean;
  problemPath?: string;
  resolutionPath?: string;
}): ValidationIssue[] {
  const out: ValidationIssue[] = [];
  if (counts.problem < 1) out.push(issue(counts.problemPath ?? '/problem_images', 'image.required'));
  if (counts.solved && counts.resolution < 1) {
    out.push(issue(counts.resolutionPath ?? '/resolution_images', 'image.resolutionRequired'));
  }
  return out;
}

// ─── Finance ────────────────────────────────────────────────────────────────────────────────────

/** A PERCENTAGE commission value is at most 100. */
export function checkCommissionValues(value: unknown): ValidationIssue[] {
  if (!isRecord(value)) return [];
  const out: ValidationIssue[] = [];
  for (const who of ['manager', 'owner'] as const) {
    const amount = value[`${who}_value`];
    if (value[`${who}_value_type`] === 'PERCENTAGE' && typeof amount === 'number' && amount > 100) {
      out.push(issue(`/${who}_value`, 'validation.number.max', { max: 100 }));
    }
  }
  return out;
}

/** §5 a property with an Airbnb listing cannot have a lease configuration. */
export function checkLeaseConfigurationAllowed(airbnbListingCount: number, path = ''): ValidationIssue[] {
  return airbnbListingCount > 0 ? [issue(path, 'lease.airbnbConflict')] : [];
}

// ─── Memberships ────────────────────────────────────────────────────────────────────────────────

export type Membership = { profile_id: string; label: RoleLabel };

function isOwnerLabel(label: RoleLabel): boolean {
  return (OWNER_ROLE_LABELS as readonly RoleLabel[]).includes(label);
}

const given = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * An invitation names its invitee exactly once: by email (they may register later) or by profile
 * id. Neither is reported on the email, both on the profile id.
 */
export function checkInvitationInvitee(value: unknown): ValidationIssue[] {
  if (!isRecord(value)) return [];
  const email = given(value['email']);
  const profile = given(value['profile_id']);
  if (email === profile) return [issue(email ? '/profile_id' : '/email', 'invitation.emailOrProfile')];
  return [];
}

/**
 * §5 inviting an ally: not yourself, not someone already on the property, not someone with a
 * pending invitation, and never a second owner.
 */
export function checkInvitation(input: {
  inviterProfileId: string;
  profileId: string;
  label: RoleLabel;
  members: readonly Membership[];
  pendingInvitationProfileIds: readonly string[];
}): ValidationIssue[] {
  if (input.profileId === input.inviterProfileId) return [issue('/profile_id', 'ally.cannotAddYourself')];
  if (input.members.some((m) => m.profile_id === input.profileId))
    return [issue('/profile_id', 'ally.alreadyAdded')];
  if (input.pendingInvitationProfileIds.includes(input.profileId)) {
    return [issue('/profile_id', 'invitation.onePending')];
  }
  if (isOwnerLabel(input.label) && input.members.some((m) => isOwnerLabel(m.label))) {
    return [issue('/label', 'property.oneOwner')];
  }
  return [];
}

/**
 * §5 adding a client to a property directly (admin): one relation per client per property (an
 * existing one is changed with `update`, not added again) and one owner per property.
 */
export function checkPropertyCustomerUpsert(input: {
  profileId: string;
  label: RoleLabel;
  members: readonly Membership[];
  /** True when the request changes the label of the existing relation. */
  update: boolean;
}): ValidationIssue[] {
  const others = input.members.filter((m) => m.profile_id !== input.profileId);
  if (!input.update && others.length !== input.members.length)
    return [issue('/profile_id', 'customer.oneRelation')];
  if (isOwnerLabel(input.label) && others.some((m) => isOwnerLabel(m.label))) {
    return [issue('/label', 'property.oneOwner')];
  }
  return [];
}
