/**
 * §4 funnel stage, one rule for listings (the property's badge) and documents (the status page
 * that explains it): the first stage whose requirement is still missing.
 * - revision: a required miscellaneous file (§9: electricity bill, predial, deeds, registration
 *   ticket, water bill) is not on file and valid;
 * - signing: no contract (exclusivity or lease) on file and valid yet;
 * - setup: pictures and external listings are being prepared; whether they are there or not, the
 *   property stays here until staff publish it, so neither changes the stage;
 * - live: shown on the marketplace (published; a sold property stays live on its page).
 */
import {
  CONTRACT_FILE_TYPES,
  REQUIRED_FILE_TYPES,
  type FileType,
  type FunnelStage,
  type PropertyStatus,
} from '../enums.ts';

export interface FunnelInput {
  status: PropertyStatus;
  /** Types of the property's files that are on file and valid (documents' word). */
  fileTypes: readonly FileType[];
}

export function funnelStage(input: FunnelInput): FunnelStage {
  if (input.status === 'PUBLISHED' || input.status === 'SOLD') return 'live';
  const files = new Set(input.fileTypes);
  if (!REQUIRED_FILE_TYPES.every((t) => files.has(t))) return 'revision';
  if (!CONTRACT_FILE_TYPES.some((t) => files.has(t))) return 'signing';
  return 'setup';
}
