/**
 * The legal texts (§3 privacy_policy, terms_and_conditions): versioned markdown per locale, the
 * latest public; staff publish a new version; app_acceptance records which version each profile
 * accepted, and a newer version asks them again.
 */
import { randomUUID } from 'node:crypto';
import {
  LEGAL_TEXT_KINDS,
  type AppAcceptancePost,
  type AppAcceptanceView,
  type LegalTextKind,
  type LegalTextPost,
  type PrivacyPolicy,
} from '@casona/proto';
import { audit } from '@casona/kit/audit/audit';
import { requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { conflict, notFound } from '@casona/kit/errors/errors';
import type { Deps } from './deps.ts';
import {
  insertAcceptance,
  insertText,
  latestAcceptances,
  latestText,
  type LegalTextRow,
} from './legal-store.ts';

const view = (r: LegalTextRow): PrivacyPolicy => ({
  id: r.id,
  en_markdown: r.en_markdown,
  es_markdown: r.es_markdown,
  created_at: r.created_at.toISOString(),
});

export async function latestLegalText(deps: Pick<Deps, 'db'>, kind: LegalTextKind): Promise<PrivacyPolicy> {
  const row = await latestText(deps.db, kind);
  if (!row) throw notFound({ messageKey: 'legalText.notFound' });
  return view(row);
}

/** Staff only (the route's auth); a new version, kept in the audit log beside the one it replaces. */
export async function publishLegalText(
  deps: Pick<Deps, 'db' | 'now' | 'emit' | 'event'>,
  auth: AuthContext,
  kind: LegalTextKind,
  input: LegalTextPost,
): Promise<PrivacyPolicy> {
  const by = requireProfile(auth);
  return deps.db.tx(async (tx) => {
    const previous = await latestText(tx, kind);
    const row = await insertText(tx, kind, {
      id: randomUUID(),
      en_markdown: input.en_markdown,
      es_markdown: input.es_markdown,
      created_by: by,
      created_at: deps.now(),
    });
    await audit(deps, tx, auth, {
      action: 'LEGAL_TEXT_UPDATED',
      entity: kind,
      entityId: row.id,
      entityLabel: null,
      before: previous && { es_markdown: previous.es_markdown, en_markdown: previous.en_markdown },
      after: { es_markdown: row.es_markdown, en_markdown: row.en_markdown },
    });
    return view(row);
  });
}

export async function acceptanceOf(deps: Pick<Deps, 'db'>, auth: AuthContext): Promise<AppAcceptanceView> {
  const profileId = requireProfile(auth);
  const accepted = await latestAcceptances(deps.db, profileId);
  const entries = await Promise.all(
    LEGAL_TEXT_KINDS.map(async (kind) => {
      const latest = await latestText(deps.db, kind);
      const mine = accepted.find((a) => a.kind === kind);
      return [
        kind,
        {
          latest_id: latest?.id ?? null,
          accepted_id: mine?.version_id ?? null,
          accepted_at: mine?.accepted_at.toISOString() ?? null,
          must_accept: latest !== null && mine?.version_id !== latest.id,
        },
      ] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as AppAcceptanceView;
}

/** Accepts the latest version of both texts; 409 when the caller read an older one. */
export async function acceptLegalTexts(
  deps: Pick<Deps, 'db' | 'now'>,
  auth: AuthContext,
  input: AppAcceptancePost,
): Promise<AppAcceptanceView> {
  const profileId = requireProfile(auth);
  const chosen: Record<LegalTextKind, string> = {
    privacy_policy: input.privacy_policy_id,
    terms_and_conditions: input.terms_and_conditions_id,
  };
  await deps.db.tx(async (client) => {
    for (const kind of LEGAL_TEXT_KINDS) {
      const latest = await latestText(client, kind);
      if (!latest) throw notFound({ messageKey: 'legalText.notFound' });
      if (latest.id !== chosen[kind]) throw conflict({ messageKey: 'legalText.notLatest' });
      await insertAcceptance(client, { profileId, kind, versionId: latest.id, at: deps.now() });
    }
  });
  return acceptanceOf(deps, auth);
}
