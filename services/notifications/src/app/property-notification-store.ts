/**
 * SQL of in-app property notices (tables `property_notification`, `property_notification_read`,
 * and the kit's `membership` projection for who may read them): rows in, rows out.
 */
import type { RoleLabel } from '@casona/proto';
import { foldedContainsPattern, foldedSql } from '@casona/kit/db/folded-contains';
import type { Queryable } from '@casona/kit/db/queryable';
import { SYSTEM_AUTHOR } from '../domain/property-notifications.ts';
import { paged, type Page } from './page-store.ts';

/** A notice with its property's name and whether the reader has read it. */
export interface PropertyNotificationRow {
  id: string;
  property_id: string;
  property_name: string | null;
  en_markdown: string;
  es_markdown: string;
  created_at: Date;
  read: boolean;
}

const SELECT = `SELECT n.id, n.property_id, p.name AS property_name, n.en_markdown, n.es_markdown, n.created_at,
                       (r.profile_id IS NOT NULL) AS read
                  FROM property_notification n
                  LEFT JOIN property p ON p.id = n.property_id
                  LEFT JOIN property_notification_read r ON r.notification_id = n.id AND r.profile_id = $1`;
/**
 * `$2`: the property ids to look in; null = every property. Casona's own expiry warnings are left
 * out for a reader (`$1`) who turned in-app notices of expiring documents off (issue 19).
 */
const VISIBLE = `($2::uuid[] IS NULL OR n.property_id = ANY($2::uuid[]))
  AND NOT (n.created_by = '${SYSTEM_AUTHOR}' AND EXISTS (
    SELECT 1 FROM notification_preference np
     WHERE np.profile_id = $1 AND np.category = 'DOCUMENTS_EXPIRING' AND NOT np.in_app))`;

export async function membershipsOf(
  q: Queryable,
  profileId: string,
): Promise<{ property_id: string; label: RoleLabel }[]> {
  const { rows } = await q.query<{ property_id: string; label: RoleLabel }>(
    'SELECT property_id, label FROM membership WHERE profile_id = $1',
    [profileId],
  );
  return rows;
}

/** `$3`: a folded LIKE pattern (kit's foldedContainsPattern) over the notice in both languages and its property's name. */
const MATCHES = `($3::text IS NULL OR ${foldedSql('n.es_markdown')} ILIKE $3 OR ${foldedSql('n.en_markdown')} ILIKE $3
  OR EXISTS (SELECT 1 FROM property sp WHERE sp.id = n.property_id AND ${foldedSql('sp.name')} ILIKE $3))`;

/**
 * Newest first, read marks of `readerId`, in `propertyIds` (null: every property); `text` keeps the
 * notices whose words or property's name hold it, whatever the case and accents.
 */
export function pageOfNotifications(
  q: Queryable,
  page: number,
  readerId: string,
  propertyIds: readonly string[] | null,
  text?: string,
): Promise<Page<PropertyNotificationRow>> {
  return paged<PropertyNotificationRow>(q, page, {
    rows: `${SELECT} WHERE ${VISIBLE} AND ${MATCHES} ORDER BY n.created_at DESC, n.id`,
    count: `SELECT count(*)::int AS n FROM property_notification n
             WHERE $1::uuid IS NOT NULL AND ${VISIBLE} AND ${MATCHES}`,
    values: [readerId, propertyIds, foldedContainsPattern(text)],
  });
}

export async function countUnread(
  q: Queryable,
  readerId: string,
  propertyIds: readonly string[] | null,
): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM property_notification n
      WHERE ${VISIBLE}
        AND NOT EXISTS (SELECT 1 FROM property_notification_read r
                         WHERE r.notification_id = n.id AND r.profile_id = $1)`,
    [readerId, propertyIds],
  );
  return rows[0]!.n;
}

export async function notificationById(
  q: Queryable,
  readerId: string,
  id: string,
): Promise<PropertyNotificationRow | null> {
  const { rows } = await q.query<PropertyNotificationRow>(`${SELECT} WHERE n.id = $2`, [readerId, id]);
  return rows[0] ?? null;
}

/** The property a notice is on; null when there is no such notice. */
export async function propertyOfNotification(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ property_id: string }>(
    'SELECT property_id FROM property_notification WHERE id = $1',
    [id],
  );
  return rows[0]?.property_id ?? null;
}

export async function insertReadMark(
  q: Queryable,
  mark: { notificationId: string; profileId: string; at: Date },
): Promise<void> {
  await q.query(
    `INSERT INTO property_notification_read (notification_id, profile_id, read_at) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING`,
    [mark.notificationId, mark.profileId, mark.at],
  );
}

export async function insertNotification(
  q: Queryable,
  row: {
    id: string;
    property_id: string;
    en_markdown: string;
    es_markdown: string;
    created_by: string;
    created_at: Date;
  },
): Promise<void> {
  await q.query(
    `INSERT INTO property_notification (id, property_id, en_markdown, es_markdown, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [row.id, row.property_id, row.en_markdown, row.es_markdown, row.created_by, row.created_at],
  );
}

export async function deleteNotification(q: Queryable, id: string): Promise<void> {
  await q.query('DELETE FROM property_notification WHERE id = $1', [id]);
}
