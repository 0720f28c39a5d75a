/**
 * A property's file checklist (/dashboard/status) as a pure function of its files and today: each
 * required file (§9) valid, expiring, expired or missing; its contracts with their renewal; which
 * types count as on file for the funnel stage (§4) — the same answer the documents.file.* events
 * give listings.
 */
import {
  CONTRACT_FILE_TYPES,
  REQUIRED_FILE_TYPES,
  funnelStage,
  type ContractRenewalDecision,
  type FileStanding,
  type FileType,
  type FunnelStage,
  type PropertyStatus,
} from '@casona/proto';
import { daysBetween, standingOf } from './schedule.ts';

export interface FileFacts {
  id: string;
  type: FileType;
  validFrom: string | null;
  validTo: string | null;
  createdAt: Date;
}

export interface ContractFacts {
  autoRenewal: boolean;
  renewal: ContractRenewalDecision | null;
  stateSetAt: Date | null;
}

type RequiredType = (typeof REQUIRED_FILE_TYPES)[number];
type ContractType = (typeof CONTRACT_FILE_TYPES)[number];

export interface RequiredLine {
  type: RequiredType;
  standing: FileStanding;
  fileId: string | null;
  validTo: string | null;
  daysLeft: number | null;
}

export interface ContractLine {
  fileId: string;
  type: ContractType;
  validFrom: string | null;
  validTo: string | null;
  standing: FileStanding;
  autoRenewal: boolean;
  renewal: ContractRenewalDecision | null;
  stateSetAt: Date | null;
}

const RANK: Record<FileStanding, number> = { VALID: 0, EXPIRING: 1, EXPIRED: 2, MISSING: 3 };

/** Counts as on file: not expired (an expiring file still counts until its last day). */
const counts = (standing: FileStanding) => standing === 'VALID' || standing === 'EXPIRING';

/**
 * The file that speaks for a type: the best standing, then the one valid longest, then the newest.
 * An old expired deed does not hide a new valid one, nor the reverse.
 */
export function best(files: readonly FileFacts[], today: string): FileFacts | undefined {
  return [...files].sort((a, b) => {
    const byStanding =
      RANK[standingOf(a.type, a.validTo, today)] - RANK[standingOf(b.type, b.validTo, today)];
    if (byStanding !== 0) return byStanding;
    const byEnd = (b.validTo ?? '9999-12-31').localeCompare(a.validTo ?? '9999-12-31');
    if (byEnd !== 0) return byEnd;
    return b.createdAt.getTime() - a.createdAt.getTime();
  })[0];
}

/** The types of the property's files on file and valid today, each once, in FILE_TYPES order. */
export function validTypes(files: readonly FileFacts[], today: string): FileType[] {
  const types = new Set(files.filter((f) => counts(standingOf(f.type, f.validTo, today))).map((f) => f.type));
  return [...types].sort();
}

export function requiredLines(files: readonly FileFacts[], today: string): RequiredLine[] {
  return REQUIRED_FILE_TYPES.map((type) => {
    const file = best(
      files.filter((f) => f.type === type),
      today,
    );
    if (!file) return { type, standing: 'MISSING', fileId: null, validTo: null, daysLeft: null };
    return {
      type,
      standing: standingOf(file.type, file.validTo, today),
      fileId: file.id,
      validTo: file.validTo,
      daysLeft: file.validTo === null ? null : daysBetween(today, file.validTo),
    };
  });
}

export function contractLines(
  files: readonly FileFacts[],
  states: ReadonlyMap<string, ContractFacts>,
  today: string,
): ContractLine[] {
  return files
    .filter((f): f is FileFacts & { type: ContractType } =>
      (CONTRACT_FILE_TYPES as readonly FileType[]).includes(f.type),
    )
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
    .map((f) => {
      const state = states.get(f.id);
      return {
        fileId: f.id,
        type: f.type,
        validFrom: f.validFrom,
        validTo: f.validTo,
        standing: standingOf(f.type, f.validTo, today),
        autoRenewal: state?.autoRenewal ?? false,
        renewal: state?.renewal ?? null,
        stateSetAt: state?.stateSetAt ?? null,
      };
    });
}

export function stageOf(status: PropertyStatus, files: readonly FileFacts[], today: string): FunnelStage {
  return funnelStage({ status, fileTypes: validTypes(files, today) });
}
