/**
 * The events maintenance announces about a chore (proto's catalogue): who it is assigned to, when
 * it is due, the reservation it follows — what notifications needs to tell the right person.
 */
import type { EventPayload } from '@casona/proto/events/catalogue';
import type { ChoreType } from '@casona/proto/enums';
import type { ChoreRow } from './chore-store.ts';
import type { Deps } from './deps.ts';

type ChoreEventType =
  | 'maintenance.chore.assigned'
  | 'maintenance.chore.rescheduled'
  | 'maintenance.chore.canceled'
  | 'maintenance.chore.solved'
  | 'maintenance.report.created';

type Common = keyof EventPayload<'maintenance.chore.assigned'>;

export function choreEvent<T extends ChoreEventType>(
  deps: Pick<Deps, 'event'>,
  type: T,
  row: ChoreRow,
  extra: Omit<EventPayload<T>, Common>,
  propertyName: string | null = null,
) {
  const payload = {
    choreId: row.id,
    propertyId: row.property_id,
    propertyName,
    kind: row.kind,
    name: row.name,
    type: row.type as ChoreType,
    dueDate: row.due_date,
    assignedTo: row.assigned_to,
    reservationId: row.reservation_id,
    sameDayTurnover: row.same_day_turnover,
    ...extra,
  } as EventPayload<T>;
  return deps.event(type, payload);
}
