/**
 * Chores and reports: post, report, update, solve, delete, set a trigger or a recurrence, read and
 * list (§4, §5, §6, §7). Every call checks the caller's label on the property through `can()`
 * (chore insert/select/update/delete), and a worker only reaches what is assigned to them.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { RoleLabel } from '@casona/proto/enums';
import type { PermissionAction } from '@casona/proto/permissions';
import type { Locale } from '@casona/proto/i18n/translate';
import type { ChoreListQuery, ChorePage, ChoreView } from '@casona/proto/maintenance/chores';
import type {
  ChorePost,
  ChoreRecurrence,
  ChoreSolve,
  ChoreTrigger,
  ChoreUpdate,
  ReportPost,
} from '@casona/proto/maintenance/requests';
import { parseRichText, RICH_TEXT_PROBLEM_MESSAGES } from '@casona/proto/maintenance/rich-text';
import { PAGE_SIZE } from '@casona/proto/constants';
import { dateInZone } from '@casona/proto/shared/dates';
import { audit } from '@casona/kit/audit/audit';
import { isStaff, requireProfile, type AuthContext } from '@casona/kit/auth/context';
import { forbidden, notFound, validationFailed } from '@casona/kit/errors/errors';
import { assertSubmission } from '@casona/kit/errors/submission';
import { removeQuietly } from '@casona/kit/storage/files';
import { checkRule, mayBeAssigned, seesChore } from '../domain/chores.ts';
import { advance, recurrenceOf } from '../domain/recurrence.ts';
import { proseMirrorAccepts } from '../domain/rich-text.ts';
import { storeImages, withFreshLinks } from './chore-images.ts';
import { choreEvent } from './chore-events.ts';
import { createOccurrence } from './chore-recurrence.ts';
import {
  deleteChore,
  deletePendingCopies,
  findChore,
  insertChore,
  keysInUse,
  listChores,
  updateChore,
  type ChoreChange,
  type ChoreRow,
} from './chore-store.ts';
import { copyForKnownStays, timeZoneOf } from './chore-triggers.ts';
import { viewOf, viewsOf } from './chore-views.ts';
import type { Deps } from './deps.ts';

type Kind = ChoreRow['kind'];

/** §6's denial messages: viewing chores or reports, adding reports; anything else the generic one. */
function deniedKey(kind: Kind, action: PermissionAction): string | undefined {
  if (action === 'select') return kind === 'REPORT' ? 'permission.viewReports' : 'permission.viewChores';
  if (action === 'insert' && kind === 'REPORT') return 'permission.addReports';
  return undefined;
}

/** Checks the caller's right on the property; answers their label (null for staff). */
async function access(
  deps: Pick<Deps, 'memberships'>,
  auth: AuthContext,
  propertyId: string,
  kind: Kind,
  action: PermissionAction,
): Promise<{ me: string; label: RoleLabel | null }> {
  const me = requireProfile(auth);
  await deps.memberships.assert(auth, propertyId, 'chore', action, deniedKey(kind, action));
  return { me, label: isStaff(auth) ? null : await deps.memberships.labelOf(me, propertyId) };
}

/** A chore the caller may act on: 404 when there is none, 403 when a worker reaches for another's. */
async function reachable(
  deps: Pick<Deps, 'memberships' | 'db'>,
  auth: AuthContext,
  id: string,
  action: PermissionAction,
  q: pg.ClientBase | Deps['db'] = deps.db,
): Promise<ChoreRow> {
  const row = await findChore(q, id, q !== deps.db);
  if (!row) throw notFound({ messageKey: 'chore.notFound' });
  const { me, label } = await access(deps, auth, row.property_id, row.kind, action);
  if (label !== null && !seesChore(label, me, row.assigned_to)) {
    throw forbidden({ messageKey: deniedKey(row.kind, 'select') ?? 'http.forbidden' });
  }
  return row;
}

function checkedDoc(doc: unknown): unknown {
  if (doc === undefined || doc === null) return null;
  const parsed = parseRichText(doc);
  if (!parsed.ok) {
    throw validationFailed([
      { path: `/description_doc${parsed.path}`, key: RICH_TEXT_PROBLEM_MESSAGES[parsed.problem] },
    ]);
  }
  if (!proseMirrorAccepts(parsed.doc)) {
    throw validationFailed([{ path: '/description_doc', key: 'validation.richText' }]);
  }
  return parsed.doc;
}

async function assertAssignable(
  deps: Pick<Deps, 'memberships'>,
  propertyId: string,
  profileId: string | null | undefined,
) {
  if (!profileId) return;
  if (!mayBeAssigned(await deps.memberships.labelOf(profileId, propertyId))) {
    throw validationFailed([{ path: '/assigned_to', key: 'chore.assignee' }]);
  }
}

function checkedRule(fields: Parameters<typeof checkRule>[0]) {
  const rule = checkRule(fields);
  if (!rule.ok) throw validationFailed([{ path: rule.path, key: rule.key }]);
  return rule;
}

/** After the row's transaction: the rule's first copies, then the view with fresh links. */
async function answer(deps: Deps, row: ChoreRow, language: Locale): Promise<ChoreView> {
  return viewOf(deps.db, await withFreshLinks(deps, row), language);
}

/** Staff's writes to chores go to the audit log (issue 19); the property's own people's do not. */
async function auditChore(
  deps: Deps,
  tx: pg.ClientBase,
  auth: AuthContext,
  action: 'CHORE_CREATED' | 'CHORE_UPDATED' | 'CHORE_DELETED',
  before: ChoreRow | null,
  after: ChoreRow | null,
): Promise<void> {
  if (!isStaff(auth)) return;
  const row = (after ?? before)!;
  const fields = (c: ChoreRow) => ({
    name: c.name,
    type: c.type,
    status: c.status,
    due_date: c.due_date,
    assigned_to: c.assigned_to,
    completion_notes: c.completion_notes,
    recurrence_rule: c.recurrence_rule,
    trigger_event: c.trigger_event,
  });
  await audit(deps, tx, auth, {
    action,
    entity: 'chore',
    entityId: row.id,
    entityLabel: row.name,
    propertyId: row.property_id,
    before: before && fields(before),
    after: after && fields(after),
  });
}

export async function postChore(
  deps: Deps,
  auth: AuthContext,
  body: ChorePost,
  language: Locale,
): Promise<ChoreView> {
  assertSubmission('chorePost', body);
  const { me } = await access(deps, auth, body.property_id, 'CHORE', 'insert');
  const rule = checkedRule(body);
  const doc = checkedDoc(body.description_doc);
  await assertAssignable(deps, body.property_id, body.assigned_to);
  const id = randomUUID();
  const target = { propertyId: body.property_id, choreId: id };
  const problem = await storeImages(
    deps,
    { ...target, slot: 'problem', path: '/problem_images' },
    body.problem_images,
  );
  const resolution = await storeImages(
    deps,
    { ...target, slot: 'resolution', path: '/resolution_images' },
    body.resolution_images ?? [],
  );
  const now = deps.now();
  try {
    const row = await deps.db.tx(async (tx) => {
      let row = await insertChore(tx, {
        id,
        property_id: body.property_id,
        kind: 'CHORE',
        name: body.name,
        type: body.type,
        status: body.status,
        description_doc: doc,
        due_date: rule.trigger || rule.recurrence ? null : (body.due_date ?? null),
        assigned_to: body.assigned_to ?? null,
        created_by: me,
        completion_notes: body.completion_notes ?? null,
        next_occurrence: null,
        problem_img_urls: problem,
        resolution_img_urls: resolution,
        trigger_event: rule.trigger?.event ?? null,
        trigger_event_due_date_offset: rule.trigger?.offset ?? null,
        trigger_event_night_range: rule.trigger?.range ?? null,
        recurrence_rule: rule.recurrence,
        rule_id: null,
        reservation_id: null,
        occurrence_date: null,
        same_day_turnover: false,
        created_at: now,
        updated_at: now,
      });
      row = await startRule(tx, deps, row);
      await auditChore(deps, tx, auth, 'CHORE_CREATED', null, row);
      if (!rule.trigger && !rule.recurrence && row.assigned_to) {
        await deps.emit(tx, [choreEvent(deps, 'maintenance.chore.assigned', row, {})]);
      }
      return row;
    });
    return await answer(deps, row, language);
  } catch (err) {
    await removeQuietly(deps, 'private', [...problem, ...resolution]);
    throw err;
  }
}

/** A rule's first copies: the stays already known, or the next occurrence. */
async function startRule(tx: pg.PoolClient, deps: Deps, row: ChoreRow): Promise<ChoreRow> {
  if (row.trigger_event) await copyForKnownStays(tx, deps, row);
  if (!row.recurrence_rule) return row;
  const today = dateInZone(deps.now(), await timeZoneOf(tx, row.property_id));
  const recurrence = recurrenceOf(
    row.recurrence_rule,
    dateInZone(row.created_at, await timeZoneOf(tx, row.property_id)),
  );
  if (!recurrence) throw validationFailed([{ path: '/recurrence_rule', key: 'validation.rrule' }]);
  const step = advance(recurrence, null, today);
  if (!step) return row;
  await createOccurrence(tx, deps, row, step.instanceDue);
  return updateChore(tx, row.id, { next_occurrence: step.nextOccurrence, updated_at: deps.now() });
}

export async function postReport(
  deps: Deps,
  auth: AuthContext,
  body: ReportPost,
  language: Locale,
): Promise<ChoreView> {
  assertSubmission('reportPost', body);
  const { me } = await access(deps, auth, body.property_id, 'REPORT', 'insert');
  const doc = checkedDoc(body.description_doc);
  const id = randomUUID();
  const problem = await storeImages(
    deps,
    { propertyId: body.property_id, choreId: id, slot: 'problem', path: '/problem_images' },
    body.problem_images,
  );
  const now = deps.now();
  try {
    const row = await deps.db.tx(async (tx) => {
      const row = await insertChore(tx, {
        id,
        property_id: body.property_id,
        kind: 'REPORT',
        name: body.name,
        type: body.type,
        status: 'PENDING',
        description_doc: doc,
        due_date: null,
        assigned_to: null,
        created_by: me,
        completion_notes: null,
        next_occurrence: null,
        problem_img_urls: problem,
        resolution_img_urls: [],
        trigger_event: null,
        trigger_event_due_date_offset: null,
        trigger_event_night_range: null,
        recurrence_rule: null,
        rule_id: null,
        reservation_id: null,
        occurrence_date: null,
        same_day_turnover: false,
        created_at: now,
        updated_at: now,
      });
      await auditChore(deps, tx, auth, 'CHORE_CREATED', null, row);
      await deps.emit(tx, [choreEvent(deps, 'maintenance.report.created', row, { reportedBy: me })]);
      return row;
    });
    return await answer(deps, row, language);
  } catch (err) {
    await removeQuietly(deps, 'private', problem);
    throw err;
  }
}

export async function updateChoreFields(
  deps: Deps,
  auth: AuthContext,
  body: ChoreUpdate,
  language: Locale,
): Promise<ChoreView> {
  assertSubmission('choreUpdate', body);
  const before = await reachable(deps, auth, body.chore_id, 'update');
  const { trigger_event, trigger_event_due_date_offset, trigger_event_night_range, recurrence_rule } = body;
  const rule = checkedRule({
    trigger_event:
      trigger_event === undefined ? (before.trigger_event as ChoreTrigger['trigger_event']) : trigger_event,
    trigger_event_due_date_offset:
      trigger_event_due_date_offset === undefined
        ? before.trigger_event_due_date_offset
        : trigger_event_due_date_offset,
    trigger_event_night_range:
      trigger_event_night_range === undefined
        ? (before.trigger_event_night_range as ChoreTrigger['trigger_event_night_range'])
        : trigger_event_night_range,
    recurrence_rule: recurrence_rule === undefined ? before.recurrence_rule : recurrence_rule,
  });
  const doc = body.description_doc === undefined ? undefined : checkedDoc(body.description_doc);
  if (body.assigned_to !== undefined) await assertAssignable(deps, before.property_id, body.assigned_to);
  const keep = (kept: readonly string[] | undefined, current: string[], path: string) => {
    if (kept === undefined) return current;
    if (kept.some((k) => !current.includes(k))) throw validationFailed([{ path, key: 'chore.unknownImage' }]);
    return [...kept];
  };
  const keptProblem = keep(body.problem_img_urls, before.problem_img_urls, '/problem_img_urls');
  const keptResolution = keep(body.resolution_img_urls, before.resolution_img_urls, '/resolution_img_urls');
  const target = { propertyId: before.property_id, choreId: before.id };
  const newProblem = await storeImages(
    deps,
    { ...target, slot: 'problem', path: '/new_problem_images' },
    body.new_problem_images ?? [],
  );
  const newResolution = await storeImages(
    deps,
    { ...target, slot: 'resolution', path: '/new_resolution_images' },
    body.new_resolution_images ?? [],
  );
  const status = body.status ?? before.status;
  if (status === 'SOLVED' && keptResolution.length + newResolution.length < 1) {
    await removeQuietly(deps, 'private', [...newProblem, ...newResolution]);
    throw validationFailed([{ path: '/new_resolution_images', key: 'image.resolutionRequired' }]);
  }
  const me = requireProfile(auth);
  const now = deps.now();
  const change: ChoreChange = {
    name: body.name,
    type: body.type,
    status,
    description_doc: doc,
    due_date: body.due_date,
    assigned_to: body.assigned_to,
    completion_notes: body.completion_notes,
    trigger_event: rule.trigger?.event ?? null,
    trigger_event_due_date_offset: rule.trigger?.offset ?? null,
    trigger_event_night_range: rule.trigger?.range ?? null,
    recurrence_rule: rule.recurrence,
    problem_img_urls: [...keptProblem, ...newProblem],
    resolution_img_urls: [...keptResolution, ...newResolution],
    ...(status === 'SOLVED' && before.status !== 'SOLVED' ? { solved_at: now, solved_by: me } : {}),
    ...(status === 'PENDING' ? { solved_at: null, solved_by: null } : {}),
    public_urls_generated_at: null,
    updated_at: now,
  };
  const dropped = [...before.problem_img_urls, ...before.resolution_img_urls].filter(
    (k) => !change.problem_img_urls!.includes(k) && !change.resolution_img_urls!.includes(k),
  );
  const row = await deps.db.tx(async (tx) => {
    await findChore(tx, before.id, true);
    let row = await updateChore(tx, before.id, change);
    const ruleChanged =
      row.trigger_event !== before.trigger_event ||
      row.trigger_event_due_date_offset !== before.trigger_event_due_date_offset ||
      row.trigger_event_night_range !== before.trigger_event_night_range ||
      row.recurrence_rule !== before.recurrence_rule;
    if (ruleChanged) row = await restartRule(tx, deps, row);
    const events = [];
    if (
      row.assigned_to &&
      row.assigned_to !== before.assigned_to &&
      !row.trigger_event &&
      !row.recurrence_rule
    ) {
      events.push(choreEvent(deps, 'maintenance.chore.assigned', row, {}));
    }
    if (row.status === 'SOLVED' && before.status !== 'SOLVED') {
      events.push(choreEvent(deps, 'maintenance.chore.solved', row, { solvedBy: me }));
    }
    if (events.length > 0) await deps.emit(tx, events);
    await auditChore(deps, tx, auth, 'CHORE_UPDATED', before, row);
    return row;
  });
  const stillUsed = await keysInUse(deps.db, dropped, []);
  await removeQuietly(
    deps,
    'private',
    dropped.filter((k) => !stillUsed.has(k)),
  );
  return answer(deps, row, language);
}

/** A rule whose trigger or recurrence changed: its pending copies go, new ones follow the new rule. */
async function restartRule(tx: pg.PoolClient, deps: Deps, row: ChoreRow): Promise<ChoreRow> {
  await deletePendingCopies(tx, row.id);
  const reset = await updateChore(tx, row.id, {
    next_occurrence: null,
    due_date: row.trigger_event || row.recurrence_rule ? null : row.due_date,
  });
  return startRule(tx, deps, reset);
}

export async function solveChore(
  deps: Deps,
  auth: AuthContext,
  body: ChoreSolve,
  language: Locale,
): Promise<ChoreView> {
  assertSubmission('choreSolve', body);
  const before = await reachable(deps, auth, body.chore_id, 'update');
  const me = requireProfile(auth);
  const stored = await storeImages(
    deps,
    { propertyId: before.property_id, choreId: before.id, slot: 'resolution', path: '/resolution_images' },
    body.resolution_images,
  );
  const now = deps.now();
  try {
    const row = await deps.db.tx(async (tx) => {
      const locked = (await findChore(tx, before.id, true))!;
      const row = await updateChore(tx, before.id, {
        status: 'SOLVED',
        completion_notes:
          body.completion_notes === undefined ? locked.completion_notes : body.completion_notes,
        resolution_img_urls: [...locked.resolution_img_urls, ...stored],
        public_urls_generated_at: null,
        solved_at: now,
        solved_by: me,
        updated_at: now,
      });
      await auditChore(deps, tx, auth, 'CHORE_UPDATED', locked, row);
      await deps.emit(tx, [choreEvent(deps, 'maintenance.chore.solved', row, { solvedBy: me })]);
      return row;
    });
    return await answer(deps, row, language);
  } catch (err) {
    await removeQuietly(deps, 'private', stored);
    throw err;
  }
}

export async function removeChore(deps: Deps, auth: AuthContext, id: string): Promise<void> {
  const before = await reachable(deps, auth, id, 'delete');
  const gone = await deps.db.tx(async (tx) => {
    const copies = await deletePendingCopies(tx, before.id);
    await deleteChore(tx, before.id);
    await auditChore(deps, tx, auth, 'CHORE_DELETED', before, null);
    return [before, ...copies];
  });
  const keys = [...new Set(gone.flatMap((r) => [...r.problem_img_urls, ...r.resolution_img_urls]))];
  const stillUsed = await keysInUse(
    deps.db,
    keys,
    gone.map((r) => r.id),
  );
  await removeQuietly(
    deps,
    'private',
    keys.filter((k) => !stillUsed.has(k)),
  );
}

export async function setTrigger(deps: Deps, auth: AuthContext, body: ChoreTrigger, language: Locale) {
  return updateChoreFields(
    deps,
    auth,
    {
      chore_id: body.chore_id,
      trigger_event: body.trigger_event,
      trigger_event_due_date_offset:
        body.trigger_event === null ? null : (body.trigger_event_due_date_offset ?? 0),
      trigger_event_night_range:
        body.trigger_event === null ? null : (body.trigger_event_night_range ?? null),
    },
    language,
  );
}

export async function setRecurrence(deps: Deps, auth: AuthContext, body: ChoreRecurrence, language: Locale) {
  return updateChoreFields(
    deps,
    auth,
    { chore_id: body.chore_id, recurrence_rule: body.recurrence_rule },
    language,
  );
}

export async function getChore(
  deps: Deps,
  auth: AuthContext,
  id: string,
  language: Locale,
): Promise<ChoreView> {
  return answer(deps, await reachable(deps, auth, id, 'select'), language);
}

export async function listChoresFor(
  deps: Deps,
  auth: AuthContext,
  query: ChoreListQuery,
  language: Locale,
): Promise<ChorePage> {
  const me = requireProfile(auth);
  const kind: Kind = query.kind === 'REPORT' ? 'REPORT' : 'CHORE';
  const page = query.page ?? 1;
  let scope;
  if (isStaff(auth)) scope = { all: true, fullProperties: [], ownProperties: [], me };
  else if (query.property_id) {
    const { label } = await access(deps, auth, query.property_id, kind, 'select');
    const own = label !== null && !seesChore(label, me, null);
    scope = {
      all: false,
      fullProperties: own ? [] : [query.property_id],
      ownProperties: own ? [query.property_id] : [],
      me,
    };
  } else {
    const full: string[] = [];
    const own: string[] = [];
    for (const propertyId of await deps.memberships.propertiesOf(me)) {
      if (!(await deps.memberships.allows(auth, propertyId, 'chore', 'select'))) continue;
      const label = await deps.memberships.labelOf(me, propertyId);
      (label !== null && !seesChore(label, me, null) ? own : full).push(propertyId);
    }
    scope = { all: false, fullProperties: full, ownProperties: own, me };
  }
  const { rows, total } = await listChores(deps.db, scope, query, {
    limit: PAGE_SIZE,
    offset: (page - 1) * PAGE_SIZE,
  });
  const fresh = [];
  for (const row of rows) fresh.push(await withFreshLinks(deps, row));
  return { items: await viewsOf(deps.db, fresh, language), total, page, pageSize: PAGE_SIZE };
}
