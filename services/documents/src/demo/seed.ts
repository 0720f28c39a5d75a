/**
 * Documents' part of the demo (§2 /demo, issue 19), through documents' own use cases: the five
 * files §9 requires (electricity and water bills, predial, deeds, the registry's ticket) and the
 * exclusivity contract with the company, each a PDF (files/*.pdf, drawn by files/generate.ts)
 * uploaded by the demo owner with its validity; the registry ticket ends within three months, so
 * the owner's status page and staff's home show a file to renew; the contract renews itself (the
 * owner accepted its renewal).
 *
 * It needs the home (listings' event) and the owner's label (identity's) first: until both arrived
 * it throws DemoNotReady and its job tries again later (service.ts). Idempotent: a type already on
 * file is left alone, a renewal already decided too.
 *
 * The demo lives (its job runs at every start and once a day): a file about to end is uploaded
 * again by the demo owner, as an owner renews a bill, dated from today — so the registry ticket
 * always shows expiring and every other file valid, however long ago the demo was seeded. The
 * contract renews itself (the daily auto-renewal job).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DEMO_PROFILE_ID, DEMO_PROPERTY_ID, type FileType } from '@casona/proto';
import { addDays, dateInZone } from '@casona/proto/shared/dates';
import type { AuthContext } from '@casona/kit/auth/context';
import { decideRenewal } from '../app/contracts.ts';
import type { Deps } from '../app/deps.ts';
import { uploadFile } from '../app/files.ts';
import { propertyById } from '../app/property-store.ts';
import { standingOf } from '../domain/schedule.ts';
import { filesByType, latestValidTo, lockDemoSeed, renewalDecided } from './demo-store.ts';

export { DEMO_SEED_JOB } from '@casona/proto';

export class DemoNotReady extends Error {
  override name = 'DemoNotReady';
}

const OWNER: AuthContext = Object.freeze({ profileId: DEMO_PROFILE_ID, staffRole: null, clientIp: null });

interface DemoFile {
  type: FileType;
  file: string;
  /** Days from the seeding day; null: no date. */
  validFrom: number | null;
  validTo: number | null;
  /** How many days a copy uploaded again lasts (from its day); null: never uploaded again. */
  renewDays: number | null;
}

/** Each file and its validity around the seeding day. */
export const DEMO_FILES: readonly DemoFile[] = [
  { type: 'ELECTRICITY_BILL', file: 'recibo-luz.pdf', validFrom: -40, validTo: 20, renewDays: 60 },
  { type: 'WATER_BILL', file: 'recibo-agua.pdf', validFrom: -25, validTo: 5, renewDays: 60 },
  { type: 'PREDIAL', file: 'predial.pdf', validFrom: -300, validTo: 65, renewDays: 365 },
  { type: 'PROPERTY_DEEDS', file: 'escrituras.pdf', validFrom: -1460, validTo: 3650, renewDays: 3650 },
  // Ends within three months, and so does each copy: the one the demo shows expiring.
  { type: 'REGISTRATION_TICKET', file: 'boleta-registro.pdf', validFrom: -320, validTo: 45, renewDays: 60 },
  {
    type: 'EXCLUSIVITY_CONTRACT',
    file: 'contrato-exclusividad.pdf',
    validFrom: -183,
    validTo: 182,
    renewDays: null,
  },
];

/** The one file the demo shows expiring; every other stays valid. */
export const DEMO_EXPIRING_FILE: FileType = 'REGISTRATION_TICKET';

async function assertReady(deps: Deps): Promise<void> {
  if (!(await propertyById(deps.db, DEMO_PROPERTY_ID)))
    throw new DemoNotReady('the demo home has not arrived from listings yet');
  if (!(await deps.memberships.labelOf(DEMO_PROFILE_ID, DEMO_PROPERTY_ID)))
    throw new DemoNotReady('the demo owner has not arrived from identity yet');
}

export interface DocumentsDemoResult {
  files: number;
  renewal: boolean;
  /** Files uploaded again because they were about to end. */
  renewed: number;
}

const pdfOf = (f: DemoFile) => readFileSync(path.join(import.meta.dirname, 'files', f.file));

export async function seedDocumentsDemo(deps: Deps): Promise<DocumentsDemoResult> {
  await assertReady(deps);
  const today = dateInZone(deps.now(), 'America/Mexico_City');
  const at = (days: number | null) => (days === null ? '' : addDays(today, days));
  return deps.db.tx(async (client) => {
    // One replica at a time; the use cases below run in their own transactions.
    await lockDemoSeed(client);
    const onFile = await filesByType(deps.db, DEMO_PROPERTY_ID);
    let files = 0;
    for (const f of DEMO_FILES) {
      if (onFile.has(f.type)) continue;
      const bytes = pdfOf(f);
      const view = await uploadFile(
        deps,
        OWNER,
        { property_id: DEMO_PROPERTY_ID, type: f.type, valid_from: at(f.validFrom), valid_to: at(f.validTo) },
        { bytes, truncated: false },
      );
      onFile.set(f.type, view.id);
      files++;
    }
    const contract = onFile.get('EXCLUSIVITY_CONTRACT')!;
    let renewal = false;
    if (!(await renewalDecided(deps.db, contract))) {
      await decideRenewal(deps, OWNER, { property_file_id: contract, decision: 'accepted' });
      renewal = true;
    }
    // Living: what tomorrow would show other than it should (expired, or the ticket no longer
    // expiring) is uploaded again today, so the daily run keeps one file expiring and the rest valid.
    const tomorrow = addDays(today, 1);
    const ends = await latestValidTo(deps.db, DEMO_PROPERTY_ID);
    let renewed = 0;
    for (const f of DEMO_FILES) {
      const end = ends.get(f.type);
      if (f.renewDays === null || !end) continue;
      const wanted = f.type === DEMO_EXPIRING_FILE ? 'EXPIRING' : 'VALID';
      if (standingOf(f.type, end, tomorrow) === wanted) continue;
      await uploadFile(
        deps,
        OWNER,
        { property_id: DEMO_PROPERTY_ID, type: f.type, valid_from: today, valid_to: at(f.renewDays) },
        { bytes: pdfOf(f), truncated: false },
      );
      renewed++;
    }
    return { files, renewal, renewed };
  });
}
