/**
 * Where emails, the QR code and Google's return address point (#16 item 2): the port in use unless
 * PUBLIC_URL says otherwise — never a fixed :8080 on a platform started elsewhere.
 */
import { describe, expect, it } from 'vitest';
import { defaultPublicUrl, loadPlatformConfig } from './platform-config.ts';

describe('the public URL', () => {
  it('follows PORT when PUBLIC_URL is unset', () => {
    expect(loadPlatformConfig({ PORT: '9123' }).PUBLIC_URL).toBe('http://localhost:9123');
    expect(defaultPublicUrl({ PORT: '3000' })).toBe('http://localhost:3000');
  });
  it('is 8080 without a usable PORT', () => {
    expect(loadPlatformConfig({}).PUBLIC_URL).toBe('http://localhost:8080');
    expect(defaultPublicUrl({ PORT: 'abc' })).toBe('http://localhost:8080');
    expect(defaultPublicUrl({ PORT: '70000' })).toBe('http://localhost:8080');
  });
  it('is PUBLIC_URL when set, whatever the port', () => {
    expect(loadPlatformConfig({ PORT: '9123', PUBLIC_URL: 'https://casona.mx' }).PUBLIC_URL).toBe(
      'https://casona.mx',
    );
  });
});
