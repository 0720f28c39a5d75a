/**
 * Versions of the legal texts. Each version is a markdown file per language, kept in git; a new
 * version is a new pair of files and a new entry here (the old ones stay for the record). When the
 * documents service owns these texts (privacy_policy, terms_and_conditions tables) it serves the
 * same markdown and this list becomes its seed.
 */
export type LegalDocument = 'privacy-policy' | 'terms-and-conditions';

export const LEGAL_VERSIONS: Record<LegalDocument, { version: string; effective: string }> = {
  'privacy-policy': { version: '1.0', effective: '2025-11-21' },
  'terms-and-conditions': { version: '1.0', effective: '2025-11-21' },
};
