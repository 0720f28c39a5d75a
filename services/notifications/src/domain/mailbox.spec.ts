import { describe, expect, it } from 'vitest';
import { isMessageId, mailMatches, messageIds, summaryOf } from './mailbox.ts';

const ID = '2026-03-01T12-00-00.000Z-0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';
const LATER = '2026-03-02T08-30-00.000Z-1b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';

describe('mailbox rules', () => {
  it('takes only the outbox JSON files as messages, newest first', () => {
    expect(messageIds([`${ID}.json`, `${ID}.eml`, `${LATER}.json`, '../etc.json', 'x.json'])).toEqual([
      LATER,
      ID,
    ]);
    expect(isMessageId('../../secret')).toBe(false);
  });

  it('summarizes a message with its template and language headers, whatever their case', () => {
    const message = {
      id: ID,
      to: ['a@b.mx'],
      from: 'casona@casona.mx',
      subject: 'Hola',
      sentAt: '2026-03-01T12:00:00.000Z',
      html: '<p>Hola</p>',
      text: 'Hola',
      headers: { 'x-casona-template': 'password_reset', 'X-Casona-Locale': 'ES' },
    };
    expect(summaryOf(message as never)).toEqual({
      id: ID,
      to: ['a@b.mx'],
      from: 'casona@casona.mx',
      subject: 'Hola',
      date: '2026-03-01T12:00:00.000Z',
      template: 'password_reset',
      locale: 'ES',
    });
  });
});

describe('mailbox search', () => {
  const mail = {
    id: ID,
    to: ['Ana.Lopez@correo.mx', 'equipo@casona.mx'],
    from: 'casona@casona.mx',
    subject: 'Tu reservación en Mérida',
    date: '2026-03-01T12:00:00.000Z',
    template: 'password_reset',
  };

  it('finds the subject, a recipient or the template, whatever the case and accents', () => {
    expect(mailMatches(mail, 'MERIDA')).toBe(true);
    expect(mailMatches(mail, 'reservacion')).toBe(true);
    expect(mailMatches(mail, 'ana.lópez')).toBe(true);
    expect(mailMatches(mail, 'equipo@')).toBe(true);
    expect(mailMatches(mail, 'password reset')).toBe(true);
    expect(mailMatches(mail, 'password_reset')).toBe(true);
  });

  it('leaves out a message that does not hold it, and keeps every message for a blank search', () => {
    expect(mailMatches(mail, 'cancún')).toBe(false);
    expect(mailMatches({ ...mail, template: undefined } as never, 'reset')).toBe(false);
    expect(mailMatches(mail, '   ')).toBe(true);
    expect(mailMatches(mail, undefined)).toBe(true);
  });
});
