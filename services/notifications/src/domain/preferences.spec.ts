/**
 * Issue 19: proto's CATEGORY_CHANNELS says, per kind of notice, which channels carry something — the
 * page draws a switch only for those and the service refuses the others. Checked here against what
 * this service really sends: its optional emails (EMAIL_CATEGORY), its WhatsApp templates, and its
 * one in-app notice written by Casona (the expiring-document warning).
 */
import {
  CATEGORY_CHANNELS,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_CHANNELS,
  WHATSAPP_TEMPLATES,
  type NotificationPreference,
} from '@casona/proto';
import { describe, expect, it } from 'vitest';
import { deliverable, unavailableChannels } from './preferences.ts';
import { EMAIL_CATEGORY } from './whatsapp.ts';

const delivering = (channel: 'email' | 'whatsapp' | 'in_app') =>
  NOTIFICATION_CATEGORIES.filter((c) => (CATEGORY_CHANNELS[c] as readonly string[]).includes(channel));

describe('CATEGORY_CHANNELS: the channels that deliver something', () => {
  it('email: exactly the categories with an optional email', () => {
    const sent = new Set(Object.values(EMAIL_CATEGORY));
    expect(delivering('email')).toEqual(NOTIFICATION_CATEGORIES.filter((c) => sent.has(c)));
  });

  it('WhatsApp: exactly the categories with a template', () => {
    const templated = new Set<string>(Object.values(WHATSAPP_TEMPLATES).map((t) => t.category));
    expect(delivering('whatsapp')).toEqual(NOTIFICATION_CATEGORIES.filter((c) => templated.has(c)));
  });

  it('in-app: only the expiring-document warnings (property-notification-store filters those)', () => {
    expect(delivering('in_app')).toEqual(['DOCUMENTS_EXPIRING']);
  });

  it('leaves out the cells that carry nothing (10 of the 11 the reviewer found; expiring documents now go to WhatsApp), and tours and leads with none', () => {
    const cells = NOTIFICATION_CATEGORIES.flatMap((c) => CATEGORY_CHANNELS[c].map((ch) => `${c}/${ch}`));
    expect(cells).toHaveLength(14);
    expect(cells).toContain('DOCUMENTS_EXPIRING/whatsapp');
    for (const dead of [
      'TOURS_LEADS/email',
      'TOURS_LEADS/whatsapp',
      'TOURS_LEADS/in_app',
      'RESERVATIONS/email',
      'CHORES/in_app',
      'DAY_PLANS/in_app',
      'RESERVATIONS/in_app',
      'PUBLICATION/in_app',
      'STATEMENTS/in_app',
      'SAVED_SEARCH_ALERTS/in_app',
    ])
      expect(cells).not.toContain(dead);
  });
});

const allOn = NOTIFICATION_CATEGORIES.map((category): NotificationPreference => ({
  category,
  email: true,
  whatsapp: true,
  in_app: true,
}));

describe('preference rows against the map', () => {
  it('shows a channel that carries nothing as off and keeps the others as chosen', () => {
    expect(allOn.map(deliverable)).toEqual(
      NOTIFICATION_CATEGORIES.map((category) => ({
        category,
        ...Object.fromEntries(
          NOTIFICATION_CHANNELS.map((ch) => [
            ch,
            (CATEGORY_CHANNELS[category] as readonly string[]).includes(ch),
          ]),
        ),
      })),
    );
    const off = { category: 'CHORES', email: false, whatsapp: false, in_app: false } as const;
    expect(deliverable(off)).toEqual(off);
  });

  it('names every channel a write turns on that carries nothing, by row; turning one off is fine', () => {
    expect(unavailableChannels(allOn)).toHaveLength(24 - 14);
    expect(
      unavailableChannels([
        { category: 'RESERVATIONS', email: true, whatsapp: true, in_app: false },
        { category: 'DOCUMENTS_EXPIRING', email: true, whatsapp: false, in_app: true },
        { category: 'TOURS_LEADS', email: false, whatsapp: false, in_app: true },
      ]),
    ).toEqual([
      { index: 0, channel: 'email' },
      { index: 2, channel: 'in_app' },
    ]);
    expect(
      unavailableChannels([{ category: 'TOURS_LEADS', email: false, whatsapp: false, in_app: false }]),
    ).toEqual([]);
  });
});
