/**
 * The furnishing estimate, pure: each base-furnishing item (§3 appraisal_item: base_quantity per
 * condition) times how many rooms of that condition the home has, at the catalogue's price.
 * Conditions (§9): ALWAYS once per home; BATHROOM per bathroom; BEDROOM per bedroom; the bed sizes
 * furnish the bedrooms as the company does — the main bedroom KING, a second QUEEN, the rest DOUBLE;
 * SINGLE beds are not part of the base furnishing (0).
 */
import type { ItemCondition, ItemType } from '@casona/proto';

export interface Rooms {
  bedrooms: number;
  bathrooms: number;
}

export function roomsOf(condition: ItemCondition, rooms: Rooms): number {
  const bedrooms = Math.max(0, Math.floor(rooms.bedrooms));
  switch (condition) {
    case 'ALWAYS':
      return 1;
    case 'BATHROOM':
      return Math.max(0, Math.floor(rooms.bathrooms));
    case 'BEDROOM':
      return bedrooms;
    case 'BEDROOM_KING':
      return bedrooms >= 1 ? 1 : 0;
    case 'BEDROOM_QUEEN':
      return bedrooms >= 2 ? 1 : 0;
    case 'BEDROOM_DOUBLE':
      return Math.max(0, bedrooms - 2);
    case 'BEDROOM_SINGLE':
      return 0;
  }
}

export interface BaseItem {
  item_id: string;
  condition_type: ItemCondition;
  base_quantity: number;
  es_name: string;
  en_name: string;
  type: ItemType;
  price: number;
}

export interface Line {
  item_id: string;
  es_name: string;
  en_name: string;
  type: ItemType;
  condition_type: ItemCondition;
  quantity: number;
  unit_price: number;
  total: number;
}

/** The priced list (lines with nothing to buy left out) and its total, most expensive first. */
export function furnishingEstimate(
  items: readonly BaseItem[],
  rooms: Rooms,
): { lines: Line[]; total: number } {
  const lines = items
    .map((item) => {
      const quantity = item.base_quantity * roomsOf(item.condition_type, rooms);
      return {
        item_id: item.item_id,
        es_name: item.es_name,
        en_name: item.en_name,
        type: item.type,
        condition_type: item.condition_type,
        quantity,
        unit_price: item.price,
        total: Math.round(quantity * item.price * 100) / 100,
      };
    })
    .filter((line) => line.quantity > 0)
    .sort((a, b) => b.total - a.total || a.en_name.localeCompare(b.en_name));
  const total = Math.round(lines.reduce((sum, l) => sum + l.total, 0) * 100) / 100;
  return { lines, total };
}
