import { describe, expect, it } from 'vitest';
import { isBot, phoneOrNull } from './forms.ts';
import { retentionCutoff, userAgentForLog } from './logs.ts';

describe('form and log rules', () => {
  it('a filled honeypot is a bot; an empty or blank one is a person', () => {
    expect(isBot('https://spam.example')).toBe(true);
    expect(isBot('   ')).toBe(false);
    expect(isBot(undefined)).toBe(false);
    expect(phoneOrNull('')).toBeNull();
    expect(phoneOrNull('5512345678')).toBe('5512345678');
  });

  it('client logs are kept for their retention and user agents to 500 characters', () => {
    expect(retentionCutoff(new Date('2026-03-31T00:00:00Z'), 30)).toEqual(new Date('2026-03-01T00:00:00Z'));
    expect(userAgentForLog('a'.repeat(600))).toHaveLength(500);
    expect(userAgentForLog(null)).toBeNull();
  });
});
