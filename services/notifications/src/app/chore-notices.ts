/**
 * Maintenance's chore events as emails: the assignee hears of a chore assigned to them and of one
 * moved or canceled with its reservation; the property's managers hear of a new report. In the
 * consumer's dedup transaction, like every other event notifications handles.
 */
import type pg from 'pg';
import type { CasonaEnvelope, EventType } from '@casona/proto/events/catalogue';
import type { ChoreNoticeData } from '../domain/chore-notices.ts';
import { intent, uniqueRecipients, type EmailIntent } from '../domain/recipients.ts';
import type { Deps } from './deps.ts';
import { queueEmails } from './emails.ts';
import { findProfile, managersOf, propertyName } from './projections-store.ts';

export const CHORE_NOTICE_EVENTS = [
  'maintenance.chore.assigned',
  'maintenance.chore.rescheduled',
  'maintenance.chore.canceled',
  'maintenance.report.created',
] as const satisfies readonly EventType[];
export type ChoreNoticeEvent = (typeof CHORE_NOTICE_EVENTS)[number];

async function plan(event: CasonaEnvelope<ChoreNoticeEvent>, client: pg.ClientBase): Promise<EmailIntent[]> {
  const p = event.payload;
  const data = (name: string | null): ChoreNoticeData => ({
    name,
    propertyId: p.propertyId,
    propertyName: p.propertyName,
    choreName: p.name,
    choreType: p.type,
    dueDate: p.dueDate,
    previousDueDate: event.type === 'maintenance.chore.rescheduled' ? event.payload.previousDueDate : null,
    sameDayTurnover: p.sameDayTurnover,
    reporterName: null,
  });
  const named = { ...data(null), propertyName: p.propertyName ?? (await propertyName(client, p.propertyId)) };

  if (event.type === 'maintenance.report.created') {
    const reporter = await findProfile(client, event.payload.reportedBy);
    const managers = uniqueRecipients(await managersOf(client, p.propertyId)).filter(
      (m) => m.profileId !== event.payload.reportedBy,
    );
    return managers.map((m) =>
      intent(
        'report_created',
        m,
        { ...named, name: m.name, reporterName: reporter?.name ?? null },
        p.propertyId,
      ),
    );
  }
  if (!p.assignedTo) return [];
  const assignee = await findProfile(client, p.assignedTo);
  if (!assignee) return [];
  const template =
    event.type === 'maintenance.chore.assigned'
      ? 'chore_assigned'
      : event.type === 'maintenance.chore.rescheduled'
        ? 'chore_rescheduled'
        : 'chore_canceled';
  return [
    intent(
      template,
      { email: assignee.email, locale: assignee.locale, profileId: assignee.id },
      { ...named, name: assignee.name },
      p.propertyId,
    ),
  ];
}

export async function handleChoreNotice(
  event: CasonaEnvelope<ChoreNoticeEvent>,
  client: pg.ClientBase,
  deps: Deps,
): Promise<void> {
  const intents = await plan(event, client);
  if (intents.length > 0) await queueEmails(client, deps, event.id, intents);
}
