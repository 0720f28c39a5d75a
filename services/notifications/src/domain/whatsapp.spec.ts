import { describe, expect, it } from 'vitest';
import {
  channelOn,
  duplicateCategories,
  outcomeOf,
  preferencesOf,
  templateMessage,
  whatsappNumber,
  whatsappParameters,
} from './whatsapp.ts';

describe('notice preferences', () => {
  it('fills the categories a person never chose with the defaults (WhatsApp is opt-in)', () => {
    const all = preferencesOf([{ category: 'STATEMENTS', email: false, whatsapp: true, in_app: false }]);
    expect(all).toHaveLength(8);
    expect(all.find((p) => p.category === 'STATEMENTS')).toEqual({
      category: 'STATEMENTS',
      email: false,
      whatsapp: true,
      in_app: false,
    });
    expect(all.find((p) => p.category === 'CHORES')).toEqual({
      category: 'CHORES',
      email: true,
      whatsapp: false,
      in_app: true,
    });
    expect(channelOn([], 'CHORES', 'whatsapp')).toBe(false);
    expect(channelOn([], 'CHORES', 'email')).toBe(true);
  });

  it('names each repeated category after its first', () => {
    expect(
      duplicateCategories([{ category: 'CHORES' }, { category: 'DAY_PLANS' }, { category: 'CHORES' }]),
    ).toEqual([2]);
  });
});

describe('WhatsApp Cloud API messages', () => {
  it('writes Mexican numbers with their country code and refuses what is not one', () => {
    expect(whatsappNumber('55 1234 5678')).toBe('525512345678');
    expect(whatsappNumber('525512345678')).toBe('525512345678');
    expect(whatsappNumber('12345')).toBeNull();
    expect(whatsappNumber(null)).toBeNull();
  });

  it('words the parameters for the person, never empty nor with line breaks', () => {
    expect(
      whatsappParameters('owner_statement', { propertyName: null, month: '2031-02', payout: 12500.5 }, 'ES'),
    ).toEqual(['tu propiedad', 'febrero de 2031', 'MX$12,500.50']);
    expect(
      whatsappParameters(
        'chore_rescheduled',
        {
          choreName: 'Limpieza\nprofunda',
          propertyName: 'Casa',
          previousDueDate: '2031-03-10',
          dueDate: '2031-03-12',
        },
        'EN',
      ),
    ).toEqual(['Limpieza profunda', 'Casa', 'March 10, 2031', 'March 12, 2031']);
  });

  it('builds a template message only (never free text)', () => {
    expect(
      templateMessage({ to: '525512345678', key: 'property_sold', locale: 'EN', parameters: ['Casa'] }),
    ).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '525512345678',
      type: 'template',
      template: {
        name: 'casona_property_sold',
        language: { code: 'en_US' },
        components: [{ type: 'body', parameters: [{ type: 'text', text: 'Casa' }] }],
      },
    });
  });

  it('retries rate limits and server errors, not bad requests', () => {
    expect(outcomeOf(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.X' }] })).toEqual({
      ok: true,
      messageId: 'wamid.X',
    });
    const limited = outcomeOf(429, { error: { message: 'Rate limit hit', code: 130429, fbtrace_id: 'T' } });
    expect(limited).toEqual({
      ok: false,
      transient: true,
      error: 'HTTP 429: Rate limit hit (code 130429, trace T)',
    });
    expect(outcomeOf(503, null)).toMatchObject({ ok: false, transient: true });
    // Meta's details say what was wrong; staff read them in the log.
    expect(
      outcomeOf(400, {
        error: {
          message: '(#131026) Message undeliverable',
          code: 131026,
          error_data: { messaging_product: 'whatsapp', details: 'The number is not on WhatsApp.' },
          fbtrace_id: 'T2',
        },
      }),
    ).toEqual({
      ok: false,
      transient: false,
      error:
        'HTTP 400: (#131026) Message undeliverable — The number is not on WhatsApp. (code 131026, trace T2)',
    });
    expect(
      outcomeOf(400, { error: { message: 'Template name does not exist', code: 132001 } }),
    ).toMatchObject({
      ok: false,
      transient: false,
    });
    expect(outcomeOf(200, {})).toMatchObject({ ok: false, transient: false });
  });
});
