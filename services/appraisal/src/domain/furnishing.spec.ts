import { describe, expect, it } from 'vitest';
import { furnishingEstimate, roomsOf, type BaseItem } from './furnishing.ts';

const item = (over: Partial<BaseItem>): BaseItem => ({
  item_id: crypto.randomUUID(),
  condition_type: 'ALWAYS',
  base_quantity: 1,
  es_name: 'Sofá',
  en_name: 'Sofa',
  type: 'FURNITURE',
  price: 1000,
  ...over,
});

describe('roomsOf', () => {
  it('counts the rooms each §9 condition furnishes', () => {
    const rooms = { bedrooms: 4, bathrooms: 2 };
    expect(roomsOf('ALWAYS', rooms)).toBe(1);
    expect(roomsOf('BATHROOM', rooms)).toBe(2);
    expect(roomsOf('BEDROOM', rooms)).toBe(4);
    expect(roomsOf('BEDROOM_KING', rooms)).toBe(1);
    expect(roomsOf('BEDROOM_QUEEN', rooms)).toBe(1);
    expect(roomsOf('BEDROOM_DOUBLE', rooms)).toBe(2);
    expect(roomsOf('BEDROOM_SINGLE', rooms)).toBe(0);
    expect(roomsOf('BEDROOM_KING', { bedrooms: 0, bathrooms: 1 })).toBe(0);
  });
});

describe('furnishingEstimate', () => {
  it('prices base quantity × rooms, drops lines with nothing to buy, most expensive first', () => {
    const { lines, total } = furnishingEstimate(
      [
        item({ en_name: 'Towel', condition_type: 'BATHROOM', base_quantity: 4, price: 150 }),
        item({ en_name: 'Sofa', condition_type: 'ALWAYS', base_quantity: 1, price: 12_000 }),
        item({ en_name: 'Single bed', condition_type: 'BEDROOM_SINGLE', base_quantity: 1, price: 3000 }),
      ],
      { bedrooms: 2, bathrooms: 2 },
    );
    expect(lines.map((l) => [l.en_name, l.quantity, l.total])).toEqual([
      ['Sofa', 1, 12_000],
      ['Towel', 8, 1200],
    ]);
    expect(total).toBe(13_200);
  });
});
