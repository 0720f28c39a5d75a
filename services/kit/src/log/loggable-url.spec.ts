import { describe, expect, it } from 'vitest';
import { loggableUrl } from './loggable-url.ts';

describe('loggableUrl', () => {
  it("hides a calendar feed's secret address, whatever follows it", () => {
    expect(loggableUrl('/api/v1/property_file/calendar/Zq8xT3kPl0Wm9vB2cR5yN7aD')).toBe(
      '/api/v1/property_file/calendar/[redacted]',
    );
    expect(loggableUrl('/api/v1/property_file/calendar/abc123abc123abc123?x=1')).toBe(
      '/api/v1/property_file/calendar/[redacted]?x=1',
    );
  });

  it('hides token-like query values and keeps the rest', () => {
    expect(loggableUrl('/api/v1/email/unsubscribe?token=s3cr3t&lang=en')).toBe(
      '/api/v1/email/unsubscribe?token=[redacted]&lang=en',
    );
    expect(loggableUrl('/x?access_token=a&Signature=b&page=2')).toBe(
      '/x?access_token=[redacted]&Signature=[redacted]&page=2',
    );
    expect(loggableUrl('/x?t%6Fken=a')).toBe('/x?t%6Fken=[redacted]');
  });

  it('leaves other addresses as they are', () => {
    for (const url of [
      '/api/v1/property_file/calendar_feed?property_id=0d8e7f1a-0000-4000-8000-000000000000',
      '/api/v1/property?page=1',
      '/',
      '/x?%E0%A4%A=1&flag',
    ])
      expect(loggableUrl(url)).toBe(url);
  });
});
