import { describe, expect, it } from 'vitest';
import { loadPlatformConfig } from '@casona/kit/runtime/platform-config';
import { googleFailureUrl, googleRedirectUri } from './google.ts';

/** #11 item 13: Google must send people back where the platform actually runs. */
describe('Google sign-in redirects', () => {
  const platformOf = (env: NodeJS.ProcessEnv) => ({ platform: loadPlatformConfig(env) });

  it('follow PUBLIC_URL when it is set', () => {
    const deps = platformOf({ PUBLIC_URL: 'https://casona.mx/', PORT: '9090' });
    expect(googleRedirectUri(deps)).toBe('https://casona.mx/api/v1/auth/google/callback');
    expect(googleFailureUrl(deps)).toBe('https://casona.mx/login?error=google');
  });

  it('default to this machine on the port in use, not to the default port', () => {
    const deps = platformOf({ PORT: '9090' });
    expect(googleRedirectUri(deps)).toBe('http://localhost:9090/api/v1/auth/google/callback');
    expect(googleFailureUrl(deps)).toBe('http://localhost:9090/login?error=google');
    expect(googleRedirectUri(platformOf({}))).toBe('http://localhost:8080/api/v1/auth/google/callback');
    expect(googleRedirectUri(platformOf({ PORT: 'nonsense' }))).toBe(
      'http://localhost:8080/api/v1/auth/google/callback',
    );
  });
});
