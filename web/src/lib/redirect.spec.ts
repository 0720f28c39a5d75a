// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';

import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('follows paths of this site with their query and hash', () => {
    expect(safeRedirect('/dashboard/status?property_id=1#files')).toBe(
      '/dashboard/status?property_id=1#files',
    );
    expect(safeRedirect(`${location.origin}/market?state=Jalisco`)).toBe('/market?state=Jalisco');
  });
  it('refuses other origins and tricks that browsers read as hosts', () => {
    for (const target of [
      'https://evil.example/x',
      '//evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      'dashboard',
      '/\u0000x',
    ]) {
      expect(safeRedirect(target), target).toBe('/');
    }
  });
  it('falls back when absent', () => {
    expect(safeRedirect(undefined, '/dashboard')).toBe('/dashboard');
    expect(safeRedirect('', '/dashboard')).toBe('/dashboard');
  });
});
