/**
 * What the documents service answers: its files with their standing, a property's checklist for
 * /dashboard/status, the deadline calendar's address, the legal texts with what the caller accepted,
 * and the "apta para crédito" verdict with its reasons.
 */
import { Type, type Static } from 'typebox';

import {
  CONTRACT_FILE_TYPES,
  CONTRACT_RENEWAL_DECISIONS,
  CREDIT_PROGRAMS,
  FILE_STANDINGS,
  FUNNEL_STAGES,
  PROPERTY_TYPES,
  REQUIRED_FILE_TYPES,
} from '../enums.ts';
import { IsoDate, IsoDateTime, Literals, Nullable, Uuid } from '../validation/types.ts';
import { PrivacyPolicy, PropertyFile, PropertyFileContractState, TermsAndConditions } from './entities.ts';

// ─── Property files ─────────────────────────────────────────────────────────────────────────────

/** A property file as the API shows it: the §3 row, its size, and where it stands today. */
export const PropertyFileView = Type.Object(
  {
    ...PropertyFile.properties,
    size: Type.Integer({ minimum: 0 }),
    standing: Literals(FILE_STANDINGS),
    /** Set for exclusivity and lease contracts (null for the other types). */
    contract_state: Nullable(PropertyFileContractState),
  },
  { title: 'PropertyFileView' },
);
export type PropertyFileView = Static<typeof PropertyFileView>;

export const PropertyFileList = Type.Object(
  { items: Type.Array(PropertyFileView) },
  { title: 'PropertyFileList' },
);
export type PropertyFileList = Static<typeof PropertyFileList>;

// ─── /dashboard/status ──────────────────────────────────────────────────────────────────────────

/** One line of the checklist: a required file and the newest file of its type, if any. */
export const RequiredFileLine = Type.Object(
  {
    type: Literals(REQUIRED_FILE_TYPES),
    standing: Literals(FILE_STANDINGS),
    file_id: Nullable(Uuid()),
    valid_to: Nullable(IsoDate()),
    /** Days until valid_to in the property's time zone (negative once expired; null without one). */
    days_left: Nullable(Type.Integer()),
  },
  { title: 'RequiredFileLine' },
);
export type RequiredFileLine = Static<typeof RequiredFileLine>;

export const ContractLine = Type.Object(
  {
    file_id: Uuid(),
    type: Literals(CONTRACT_FILE_TYPES),
    valid_from: Nullable(IsoDate()),
    valid_to: Nullable(IsoDate()),
    standing: Literals(FILE_STANDINGS),
    auto_renewal: Type.Boolean(),
    /** The owner's answer, null until they gave one. */
    renewal: Nullable(Literals(CONTRACT_RENEWAL_DECISIONS)),
    auto_renewal_state_set_at: Nullable(IsoDateTime()),
  },
  { title: 'ContractLine' },
);
export type ContractLine = Static<typeof ContractLine>;

export const PropertyFileStatus = Type.Object(
  {
    property_id: Uuid(),
    property_name: Nullable(Type.String()),
    required: Type.Array(RequiredFileLine),
    contracts: Type.Array(ContractLine),
    funnel_stage: Literals(FUNNEL_STAGES),
    /** The stage in plain words, in the caller's language. */
    funnel_explanation: Type.String(),
  },
  { title: 'PropertyFileStatus' },
);
export type PropertyFileStatus = Static<typeof PropertyFileStatus>;

export const PropertyFileStatusList = Type.Object(
  { items: Type.Array(PropertyFileStatus) },
  { title: 'PropertyFileStatusList' },
);
export type PropertyFileStatusList = Static<typeof PropertyFileStatusList>;

/** What a job run by hand did (the §7 pub_sub paths). */
export const JobRun = Type.Object({ processed: Type.Integer({ minimum: 0 }) }, { title: 'DocumentsJobRun' });
export type JobRun = Static<typeof JobRun>;

/** A short-lived signed link to a file's PDF (GET /property_file/{id}/download?as=json). */
export const FileDownloadLink = Type.Object(
  { url: Type.String(), expires_at: IsoDateTime() },
  { title: 'FileDownloadLink' },
);
export type FileDownloadLink = Static<typeof FileDownloadLink>;

// ─── Deadline calendar ──────────────────────────────────────────────────────────────────────────

export const CalendarFeedView = Type.Object(
  {
    property_id: Uuid(),
    /** The subscribable address (webcal clients take it as is); null when none is active. */
    url: Nullable(Type.String()),
    created_at: Nullable(IsoDateTime()),
  },
  { title: 'CalendarFeedView' },
);
export type CalendarFeedView = Static<typeof CalendarFeedView>;

// ─── Legal texts ────────────────────────────────────────────────────────────────────────────────

export const PrivacyPolicyView = PrivacyPolicy;
export const TermsAndConditionsView = TermsAndConditions;

/** Where a profile stands with one legal text. */
const AcceptanceOf = Type.Object({
  latest_id: Nullable(Uuid()),
  accepted_id: Nullable(Uuid()),
  accepted_at: Nullable(IsoDateTime()),
  /** True when a version exists that the profile has not accepted (a new one was published). */
  must_accept: Type.Boolean(),
});

export const AppAcceptanceView = Type.Object(
  { privacy_policy: AcceptanceOf, terms_and_conditions: AcceptanceOf },
  { title: 'AppAcceptance' },
);
export type AppAcceptanceView = Static<typeof AppAcceptanceView>;

// ─── Apta para crédito ──────────────────────────────────────────────────────────────────────────

export const CreditLimit = Type.Object(
  {
    program: Literals(CREDIT_PROGRAMS),
    property_type: Literals(PROPERTY_TYPES),
    max_price: Type.Number(),
  },
  { title: 'CreditLimit' },
);
export const CreditLimitsView = Type.Object(
  {
    source: Type.String(),
    published_on: IsoDate(),
    updated_at: IsoDateTime(),
    limits: Type.Array(CreditLimit),
  },
  { title: 'CreditLimits' },
);
export type CreditLimitsView = Static<typeof CreditLimitsView>;

export const CreditReason = Type.Object(
  { key: Type.String(), ok: Type.Boolean(), message: Type.String() },
  { title: 'CreditReason' },
);

export const CreditEligibilityView = Type.Object(
  {
    property_id: Uuid(),
    /** Eligible pending appraisal: the documents and the published limits are met. */
    eligible: Type.Boolean(),
    programs: Type.Array(Literals(CREDIT_PROGRAMS)),
    /** Every condition, met or not, in the caller's language. */
    reasons: Type.Array(CreditReason),
    limits_source: Type.String(),
    limits_published_on: IsoDate(),
  },
  { title: 'CreditEligibility' },
);
export type CreditEligibilityView = Static<typeof CreditEligibilityView>;
