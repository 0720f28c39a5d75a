/**
 * The staff home's documents card (issue 19) as a pure function of a property's files and today:
 * for each type the property has, the file that speaks for it (as /dashboard/status picks it) when
 * it expires within three months or has expired. An old expired file does not count once a valid one
 * of its type is on file.
 */
import type { FileType } from '@casona/proto';
import { daysBetween, standingOf } from './schedule.ts';
import { best, type FileFacts } from './status.ts';

export interface AttentionFile {
  fileId: string;
  type: FileType;
  validTo: string;
  standing: 'EXPIRING' | 'EXPIRED';
  daysLeft: number;
}

export function filesNeedingAttention(files: readonly FileFacts[], today: string): AttentionFile[] {
  const out: AttentionFile[] = [];
  for (const type of new Set(files.map((f) => f.type))) {
    const file = best(
      files.filter((f) => f.type === type),
      today,
    );
    if (!file || file.validTo === null) continue;
    const standing = standingOf(file.type, file.validTo, today);
    if (standing !== 'EXPIRING' && standing !== 'EXPIRED') continue;
    out.push({
      fileId: file.id,
      type,
      validTo: file.validTo,
      standing,
      daysLeft: daysBetween(today, file.validTo),
    });
  }
  return out.sort((a, b) => a.daysLeft - b.daysLeft || a.type.localeCompare(b.type));
}
