/**
 * An audit entry's before → after in words: each changed field by its name on the forms, each value
 * as people read it (statuses and roles by their labels, yes/no, dates, money-free numbers), and
 * never a code or an id: an id reads "a record", a list of ids "3 items".
 */
import {
  CHORE_STATUS_LABELS,
  EXTERNAL_LISTING_TYPE_LABELS,
  FILE_TYPE_LABELS,
  INVITATION_STATUS_LABELS,
  PROPERTY_STATUS_LABELS,
  ROLE_LABEL_LABELS,
  type LocalizedLabel,
} from '@casona/proto/enums';
import {
  COMMISSION_COMPANY_ROLE_LABELS,
  COMMISSION_FURNISHER_LABELS,
  COMMISSION_VALUE_TYPE_LABELS,
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_EXPENSE_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
} from '@casona/proto/finance/labels';
import { CHORE_TYPE_LABELS } from '@casona/proto/maintenance/chores';
import type { TFunction } from 'i18next';

import { formatDate, formatNumber, type Language } from '../../../lib/format.ts';

type Fields = Record<string, unknown> | null;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A stored object's key names its record's id (a property's photos: `properties/<id>/<id>.jpg`). */
const NAMES_ID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const LONG = 140;

const LABELLED: readonly Readonly<Record<string, LocalizedLabel>>[] = [
  EXTERNAL_LISTING_TYPE_LABELS,
  CHORE_STATUS_LABELS,
  CHORE_TYPE_LABELS,
  FILE_TYPE_LABELS,
  PROPERTY_STATUS_LABELS,
  ROLE_LABEL_LABELS,
  INVITATION_STATUS_LABELS,
  TRANSACTION_CATEGORY_LABELS,
  TRANSACTION_EXPENSE_LABELS,
  TRANSACTION_METHOD_LABELS,
  TRANSACTION_TYPE_LABELS,
  COMMISSION_COMPANY_ROLE_LABELS,
  COMMISSION_FURNISHER_LABELS,
  COMMISSION_VALUE_TYPE_LABELS,
];

/** One stored value in words. */
export function valueInWords(value: unknown, t: TFunction, language: Language): string {
  if (value === null || value === undefined || value === '') return t('adminAudit.nothing');
  if (typeof value === 'boolean') return value ? t('adminAudit.yes') : t('adminAudit.no');
  if (typeof value === 'number') return formatNumber(value, language);
  if (Array.isArray(value)) {
    if (value.every((v) => typeof v === 'string' && NAMES_ID.test(v)))
      return t('adminAudit.items', { count: value.length });
    if (value.every((v) => v !== null && typeof v === 'object'))
      return t('adminAudit.rows', { count: value.length });
    return value.map((v) => valueInWords(v, t, language)).join(', ');
  }
  if (typeof value === 'object') return t('adminAudit.rows', { count: Object.keys(value).length });
  const text = String(value);
  if (UUID.test(text)) return t('adminAudit.aRecord');
  // A stored object's key (a receipt's `properties/<id>/receipts/<id>.pdf`) is a file, not words.
  if (text.includes('/') && NAMES_ID.test(text) && !/^https?:/.test(text)) return t('adminAudit.aFile');
  if (DAY.test(text) || INSTANT.test(text)) return formatDate(text, language);
  for (const labels of LABELLED) {
    const label = labels[text];
    if (label) return label[language];
  }
  const word = t(`adminAudit.values.${text}`, { defaultValue: '' });
  if (word) return word;
  return text.length > LONG ? `${text.slice(0, LONG)}…` : text;
}

/**
 * A field's name as the forms say it: the log's own words, else a checklist check as the checklist
 * screen names it (one set of words for both); a field without words reads as its name with spaces.
 */
export function fieldInWords(field: string, t: TFunction): string {
  const check = t(`items.checklist.checks.${field}`, { defaultValue: '' });
  return t(`adminAudit.fields.${field}`, { defaultValue: check || field.replace(/_/g, ' ') });
}

export interface ChangeLine {
  field: string;
  before: string | null;
  after: string | null;
}

/**
 * The lines of a change: one per field, before and after in words; a created record has no before
 * (null), a removed one no after.
 */
export function changeLines(before: Fields, after: Fields, t: TFunction, language: Language): ChangeLine[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => ({
    field: fieldInWords(key, t),
    before: before === null ? null : valueInWords(before[key], t, language),
    after: after === null ? null : valueInWords(after[key], t, language),
  }));
}
