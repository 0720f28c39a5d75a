/**
 * What the documents service takes: the §7 metadata of a property file upload and a contract's
 * renewal decisions.
 */
import { Type, type Static } from 'typebox';

import { FILE_MIME_TYPES, PDF_MAX_BYTES } from '../constants.ts';
import { CONTRACT_RENEWAL_DECISIONS, FILE_TYPES } from '../enums.ts';
import { MB } from '../shared/fields.ts';
import { Int, IsoDate, Literals, Nullable, Str, Uuid } from '../validation/types.ts';

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
