import { describe, expect, it } from 'vitest';
import { filesNeedingAttention } from './attention.ts';
import type { FileFacts } from './status.ts';

const TODAY = '2026-06-15';
const file = (id: string, type: FileFacts['type'], validTo: string | null): FileFacts => ({
  id,
  type,
  validFrom: null,
  validTo,
  createdAt: new Date(`2026-01-0${id.length}T00:00:00Z`),
});

describe('filesNeedingAttention', () => {
  it('names deeds within three months and any file past its end, soonest first', () => {
    expect(
      filesNeedingAttention(
        [
          file('a', 'PROPERTY_DEEDS', '2026-09-01'),
          file('bb', 'LEASE_CONTRACT', '2026-06-01'),
          file('ccc', 'REGISTRATION_TICKET', '2027-06-01'),
          file('dddd', 'WATER_BILL', null),
        ],
        TODAY,
      ),
    ).toEqual([
      { fileId: 'bb', type: 'LEASE_CONTRACT', validTo: '2026-06-01', standing: 'EXPIRED', daysLeft: -14 },
      { fileId: 'a', type: 'PROPERTY_DEEDS', validTo: '2026-09-01', standing: 'EXPIRING', daysLeft: 78 },
    ]);
  });

  it('does not name a lease that ends in a month (only deeds and tickets warn ahead)', () => {
    expect(filesNeedingAttention([file('a', 'LEASE_CONTRACT', '2026-07-15')], TODAY)).toEqual([]);
  });

  it('lets a newer valid file of the type speak for it: the expired one is no longer named', () => {
    expect(
      filesNeedingAttention(
        [file('a', 'PROPERTY_DEEDS', '2026-06-01'), file('bb', 'PROPERTY_DEEDS', '2028-06-01')],
        TODAY,
      ),
    ).toEqual([]);
  });
});
