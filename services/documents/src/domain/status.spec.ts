import { describe, expect, it } from 'vitest';
import { contractLines, requiredLines, stageOf, validTypes, type FileFacts } from './status.ts';

let n = 0;
const file = (type: FileFacts['type'], validTo: string | null, createdAt = '2026-01-01'): FileFacts => ({
  id: `f${++n}`,
  type,
  validFrom: null,
  validTo,
  createdAt: new Date(`${createdAt}T12:00:00Z`),
});

const today = '2026-06-01';

describe('the checklist of required files', () => {
  it('says missing, valid, expiring and expired, with the days left', () => {
    const lines = requiredLines(
      [
        file('PROPERTY_DEEDS', '2026-07-01'),
        file('WATER_BILL', '2026-05-31'),
        file('PREDIAL', null),
        file('ELECTRICITY_BILL', '2026-06-01'),
      ],
      today,
    );
    expect(lines.map((l) => [l.type, l.standing, l.daysLeft])).toEqual([
      ['ELECTRICITY_BILL', 'VALID', 0],
      ['PREDIAL', 'VALID', null],
      ['PROPERTY_DEEDS', 'EXPIRING', 30],
      ['REGISTRATION_TICKET', 'MISSING', null],
      ['WATER_BILL', 'EXPIRED', -1],
    ]);
  });

  it('lets a new valid file speak for its type over an old expired one, whatever the upload order', () => {
    const old = file('WATER_BILL', '2026-01-31', '2026-01-01');
    const fresh = file('WATER_BILL', '2026-07-31', '2025-12-01');
    expect(requiredLines([old, fresh], today).find((l) => l.type === 'WATER_BILL')).toMatchObject({
      fileId: fresh.id,
      standing: 'VALID',
    });
  });
});

describe('the funnel stage from the files on file and valid', () => {
  const required = [
    file('ELECTRICITY_BILL', null),
    file('PREDIAL', null),
    file('PROPERTY_DEEDS', '2030-01-01'),
    file('REGISTRATION_TICKET', '2030-01-01'),
    file('WATER_BILL', '2026-12-31'),
  ];

  it('revision until every required file is valid, signing until a contract, then setup', () => {
    expect(stageOf('REVISION', required.slice(1), today)).toBe('revision');
    expect(stageOf('REVISION', required, today)).toBe('signing');
    expect(stageOf('ACCEPTED', [...required, file('LEASE_CONTRACT', '2027-01-01')], today)).toBe('setup');
    expect(stageOf('PUBLISHED', [], today)).toBe('live');
  });

  it('goes back to revision when a required file expires, and to signing when the contract does', () => {
    const lapsed = [...required.slice(0, 4), file('WATER_BILL', '2026-05-31')];
    expect(stageOf('REVISION', lapsed, today)).toBe('revision');
    expect(stageOf('ACCEPTED', [...required, file('EXCLUSIVITY_CONTRACT', '2026-05-31')], today)).toBe(
      'signing',
    );
    expect(validTypes([...required, file('EXCLUSIVITY_CONTRACT', '2026-05-31')], today)).not.toContain(
      'EXCLUSIVITY_CONTRACT',
    );
  });
});

describe('the contracts of the checklist', () => {
  it('lists exclusivity and lease contracts, newest first, with the owner’s renewal answer', () => {
    const lease = file('LEASE_CONTRACT', '2027-01-01', '2026-02-01');
    const exclusivity = file('EXCLUSIVITY_CONTRACT', '2026-05-01', '2026-01-01');
    const at = new Date('2026-03-01T00:00:00Z');
    const lines = contractLines(
      [exclusivity, lease, file('PREDIAL', null)],
      new Map([[lease.id, { autoRenewal: true, renewal: 'accepted' as const, stateSetAt: at }]]),
      today,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        fileId: lease.id,
        standing: 'VALID',
        autoRenewal: true,
        renewal: 'accepted',
      }),
      expect.objectContaining({
        fileId: exclusivity.id,
        standing: 'EXPIRED',
        autoRenewal: false,
        renewal: null,
      }),
    ]);
  });
});
