/**
 * What the documents service takes: the §7 metadata of a property file upload, a contract's
 * renewal decisions, the legal texts and their acceptance, and the credit limits table.
 */
import { Type, type Static } from 'typebox';

import { FILE_MIME_TYPES, PDF_MAX_BYTES } from '../constants.ts';
import { CONTRACT_RENEWAL_DECISIONS, CREDIT_PROGRAMS, FILE_TYPES, PROPERTY_TYPES } from '../enums.ts';
import { Markdown, MB } from '../shared/fields.ts';
import { Int, IsoDate, List, Literals, Nullable, Num, Str, Uuid } from '../validation/types.ts';

/** Metadata sent with a property file upload (the PDF itself travels as multipart or base64). */
export const FileUploadMetadata = Type.Object({
  property_id: Uuid(),
  type: Literals(FILE_TYPES),
  valid_from: Type.Optional(Nullable(IsoDate())),
  valid_to: Type.Optional(Nullable(IsoDate())),
  file_name: Str({ max: 255 }),
  mime_type: Literals(FILE_MIME_TYPES, { message: 'file.pdfOnly' }),
  size: Int({
    min: 1,
    max: PDF_MAX_BYTES - 1,
    message: 'file.pdfTooLarge',
    messageParams: { max: PDF_MAX_BYTES / MB },
  }),
});
export type FileUploadMetadata = Static<typeof FileUploadMetadata>;

export const ContractRenewal = Type.Object({
  property_file_id: Uuid(),
  decision: Literals(CONTRACT_RENEWAL_DECISIONS),
});
export type ContractRenewal = Static<typeof ContractRenewal>;

export const ContractAutoRenewal = Type.Object({ property_file_id: Uuid(), auto_renewal: Type.Boolean() });
export type ContractAutoRenewal = Static<typeof ContractAutoRenewal>;

// ─── Property files (§7) ────────────────────────────────────────────────────────────────────────

/**
 * The text fields of the multipart upload (`POST /property_file`); the PDF travels as the `file`
 * part and is checked by its bytes (checkPdf), not by its name or declared type.
 */
export const PropertyFileUploadFields = Type.Object({
  property_id: Uuid(),
  type: Literals(FILE_TYPES),
  valid_from: Type.Optional(Nullable(IsoDate())),
  valid_to: Type.Optional(Nullable(IsoDate())),
});
export type PropertyFileUploadFields = Static<typeof PropertyFileUploadFields>;

export const PropertyFileQuery = Type.Object({ property_id: Uuid() });
export type PropertyFileQuery = Static<typeof PropertyFileQuery>;

export const PropertyFileParams = Type.Object({ id: Uuid() });
export type PropertyFileParams = Static<typeof PropertyFileParams>;

/** A download asked `?as=json` answers the signed link instead of redirecting to it (the SPA then navigates there). */
export const FileDownloadQuery = Type.Object({ as: Type.Optional(Literals(['json'] as const)) });
export type FileDownloadQuery = Static<typeof FileDownloadQuery>;

/** /dashboard/status: one property, or every property the caller may see (staff: all). */
export const FileStatusQuery = Type.Object({ property_id: Type.Optional(Uuid()) });
export type FileStatusQuery = Static<typeof FileStatusQuery>;

/** The secret of a property's deadline calendar (the path of its subscribable URL). */
export const CalendarFeedParams = Type.Object({ token: Str({ min: 16, max: 128 }) });
export type CalendarFeedParams = Static<typeof CalendarFeedParams>;

export const CalendarFeedBody = Type.Object({ property_id: Uuid() });
export type CalendarFeedBody = Static<typeof CalendarFeedBody>;

// ─── Legal texts and their acceptance ───────────────────────────────────────────────────────────

export const LegalTextPost = Type.Object({
  en_markdown: Markdown(),
  es_markdown: Markdown(),
});
export type LegalTextPost = Static<typeof LegalTextPost>;

/** The versions the caller read and accepts (the latest of each, or the answer is 409). */
export const AppAcceptancePost = Type.Object({
  privacy_policy_id: Uuid(),
  terms_and_conditions_id: Uuid(),
});
export type AppAcceptancePost = Static<typeof AppAcceptancePost>;

// ─── Apta para crédito ──────────────────────────────────────────────────────────────────────────

export const CreditEligibilityQuery = Type.Object({ property_id: Uuid() });
export type CreditEligibilityQuery = Static<typeof CreditEligibilityQuery>;

export const CreditLimitInput = Type.Object({
  program: Literals(CREDIT_PROGRAMS),
  property_type: Literals(PROPERTY_TYPES),
  max_price: Num({ min: 1, max: 1_000_000_000 }),
});
export type CreditLimitInput = Static<typeof CreditLimitInput>;

/** Staff replace the whole table at once, naming where the figures were published and when. */
export const CreditLimitsPut = Type.Object({
  source: Str({ max: 500 }),
  published_on: IsoDate(),
  limits: List(CreditLimitInput, { min: 1, max: 20 }),
});
export type CreditLimitsPut = Static<typeof CreditLimitsPut>;
