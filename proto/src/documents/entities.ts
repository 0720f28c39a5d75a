/**
 * The §3 entities the documents service owns: property files, a contract's renewal state, and the
 * legal texts (privacy policy, terms and conditions). Field names as §3 spells them.
 */
import { Type, type Static } from 'typebox';

import { FILE_TYPES } from '../enums.ts';
import { Markdown, StoragePath } from '../shared/fields.ts';
import { IsoDate, IsoDateTime, Literals, Nullable, Uuid } from '../validation/types.ts';

// ─── Files and contracts ────────────────────────────────────────────────────────────────────────

export const PropertyFile = Type.Object(
  {
    id: Uuid(),
    property_id: Uuid(),
    type: Literals(FILE_TYPES),
    url: StoragePath(),
    valid_from: Nullable(IsoDate()),
    valid_to: Nullable(IsoDate()),
    created_at: IsoDateTime(),
  },
  { title: 'PropertyFile' },
);
export type PropertyFile = Static<typeof PropertyFile>;

export const PropertyFileContractState = Type.Object(
  {
    property_file_id: Uuid(),
    auto_renewal: Type.Boolean(),
    auto_renewal_state_set_at: Nullable(IsoDateTime()),
  },
  { title: 'PropertyFileContractState' },
);
export type PropertyFileContractState = Static<typeof PropertyFileContractState>;

// ─── Legal texts ────────────────────────────────────────────────────────────────────────────────

const LegalText = (id: string) =>
  Type.Object(
    { id: Uuid(), en_markdown: Markdown(), es_markdown: Markdown(), created_at: IsoDateTime() },
    { title: id },
  );

export const PrivacyPolicy = LegalText('PrivacyPolicy');
export type PrivacyPolicy = Static<typeof PrivacyPolicy>;
export const TermsAndConditions = LegalText('TermsAndConditions');
export type TermsAndConditions = Static<typeof TermsAndConditions>;
