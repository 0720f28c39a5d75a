import { describe, expect, it } from 'vitest';

import { forgetResetToken, resetTokenOf, takeResetToken } from './reset-token.ts';

function fakeWindow(href: string) {
  const url = new URL(href);
  const calls: string[] = [];
  const win = {
    location: {
      get hash() {
        return url.hash;
      },
      get pathname() {
        return url.pathname;
      },
      get search() {
        return url.search;
      },
    },
    history: {
      state: { key: 'k' },
      replaceState: (_state: unknown, _unused: string, next: string) => {
        calls.push(next);
        const moved = new URL(next, url.origin);
        url.hash = moved.hash;
        url.pathname = moved.pathname;
        url.search = moved.search;
      },
    },
  } as unknown as Pick<Window, 'location' | 'history'>;
  return { win, calls, url };
}

describe('reset link token', () => {
  it('reads the token from the fragment', () => {
    expect(resetTokenOf('#reset_token=abc.DEF-123')).toBe('abc.DEF-123');
    expect(resetTokenOf('reset_token=a%2Bb')).toBe('a+b');
    expect(resetTokenOf('#other=1&reset_token=xyz')).toBe('xyz');
    expect(resetTokenOf('#reset_token=')).toBeNull();
    expect(resetTokenOf('')).toBeNull();
  });

  it('takes the token once and removes it from the address, keeping it for re-renders', () => {
    const { win, calls, url } = fakeWindow('https://casona.mx/reset_password?x=1#reset_token=tok-1');
    expect(takeResetToken(win)).toBe('tok-1');
    expect(calls).toEqual(['/reset_password?x=1']);
    expect(url.hash).toBe('');
    expect(takeResetToken(win)).toBe('tok-1');
    expect(calls).toHaveLength(1);
    forgetResetToken();
    expect(takeResetToken(win)).toBeNull();
  });
});
