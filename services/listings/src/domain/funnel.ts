import {
  CONTRACT_FILE_TYPES,
  REQUIRED_FILE_TYPES,
  type FileType,
  type FunnelStage,
  type PropertyStatus,
} from '@casona/proto';

export interface FunnelInput {
  status: PropertyStatus;
  /** Types of the files known for the property (today: those sent with the submission). */
  fileTypes: readonly FileType[];
}

/**
 * §4 funnel stage: the first stage whose requirement is still missing.
 * - revision: a required miscellaneous file (bills, predial, deeds, registration ticket) is missing;
 * - signing: no contract (exclusivity or lease) yet;
 * - setup: pictures and external listings are being prepared; whether they are there or not, the
 *   property stays here until staff publish it, so neither changes the stage;
 * - live: shown on the marketplace (published; a sold property stays live on its page).
 */
export function funnelStage(input: FunnelInput): FunnelStage {
  if (input.status === 'PUBLISHED' || input.status === 'SOLD') return 'live';
  const files = new Set(input.fileTypes);
  if (!REQUIRED_FILE_TYPES.every((t) => files.has(t))) return 'revision';
  if (!CONTRACT_FILE_TYPES.some((t) => files.has(t))) return 'signing';
  return 'setup';
}
