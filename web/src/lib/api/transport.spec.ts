// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError, SessionExpiredError } from './errors.ts';
import { fakeApi, json, type Call } from './fake-api.ts';
import { reportClientError, resetErrorReporting, toLogPost } from './log.ts';
import { getSession, setSession } from './session.ts';
import { buildUrl, configureTransport, request } from './transport.ts';

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

beforeEach(() => {
  localStorage.clear();
  resetErrorReporting();
});
afterEach(() => setSession(null));

describe('transport', () => {
  it('sends the bearer token and the interface language, returns the parsed body', async () => {
    setSession({ accessToken: 'A1', refreshToken: 'R1' });
    const calls = fakeApi(json(200, { ok: true }));
    await expect(
      request('GET', 'market', { query: { state: 'Jalisco', page: 2, city: undefined } }),
    ).resolves.toEqual({ ok: true });
    expect(calls[0]?.url).toBe('/api/v1/market?state=Jalisco&page=2');
    expect(header(calls[0], 'authorization')).toBe('Bearer A1');
    expect(header(calls[0], 'accept-language')).toBe('en');
  });

  it('refreshes once on 401 and retries with the new token', async () => {
    setSession({ accessToken: 'old', refreshToken: 'R1' });
    const calls = fakeApi(
      json(401, { statusCode: 401, code: 'UNAUTHORIZED', message: 'You need to login' }),
      json(200, { accessToken: 'new', refreshToken: 'R2' }),
      json(200, { id: 1 }),
    );
    await expect(request('GET', 'profile')).resolves.toEqual({ id: 1 });
    expect(calls.map((c) => c.url)).toEqual(['/api/v1/profile', '/api/v1/auth/refresh', '/api/v1/profile']);
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ refreshToken: 'R1' });
    expect(header(calls[1], 'authorization')).toBeNull();
    expect(header(calls[2], 'authorization')).toBe('Bearer new');
    expect(getSession()).toEqual({ accessToken: 'new', refreshToken: 'R2' });
  });

  it('does not spend a refresh token another tab already rotated: it uses the stored pair', async () => {
    setSession({ accessToken: 'old', refreshToken: 'R1' });
    const calls: string[] = [];
    const answers = [json(401, {}), json(200, { id: 1 })];
    configureTransport({
      language: () => 'en',
      fetch: (async (url: string | URL | Request, init?: RequestInit) => {
        calls.push(`${String(url)} ${new Headers(init?.headers).get('authorization') ?? ''}`);
        // Meanwhile another tab refreshed and stored its new pair.
        if (calls.length === 1) setSession({ accessToken: 'other-tab', refreshToken: 'R2' });
        return answers.shift()!;
      }) as typeof globalThis.fetch,
    });
    await expect(request('GET', 'profile')).resolves.toEqual({ id: 1 });
    expect(calls).toEqual(['/api/v1/profile Bearer old', '/api/v1/profile Bearer other-tab']);
    expect(getSession()).toEqual({ accessToken: 'other-tab', refreshToken: 'R2' });
  });

  it('ends the session when the refresh is refused', async () => {
    setSession({ accessToken: 'old', refreshToken: 'R1' });
    fakeApi(json(401, {}), json(401, {}));
    await expect(request('GET', 'profile')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(getSession()).toBeNull();
  });

  it('does not refresh twice when the retried call is also 401', async () => {
    setSession({ accessToken: 'old', refreshToken: 'R1' });
    const calls = fakeApi(
      json(401, {}),
      json(200, { accessToken: 'new', refreshToken: 'R2' }),
      json(401, {}),
    );
    await expect(request('GET', 'profile')).rejects.toBeInstanceOf(SessionExpiredError);
    expect(calls).toHaveLength(3);
  });

  it('throws typed errors carrying the server message and field issues', async () => {
    fakeApi(
      json(404, { statusCode: 404, code: 'NOT_FOUND', message: 'The requested resource was not found.' }),
      json(400, {
        statusCode: 400,
        code: 'VALIDATION',
        message: 'Please correct the errors in the form.',
        errors: [{ path: '/email', message: 'Please enter a valid email address.' }],
      }),
    );
    const notFound = await request('POST', 'contact', { body: {} }).catch((e: unknown) => e);
    expect(notFound).toBeInstanceOf(ApiError);
    expect(notFound).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: 'The requested resource was not found.',
    });
    const invalid = await request('POST', 'contact', { body: {} }).catch((e: unknown) => e);
    expect(invalid).toMatchObject({ code: 'VALIDATION', issues: [{ path: '/email' }] });
  });

  it('turns a failed fetch into a NetworkError', async () => {
    configureTransport({
      fetch: (() => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof globalThis.fetch,
    });
    await expect(request('GET', 'market')).rejects.toBeInstanceOf(NetworkError);
  });

  it('builds URLs below /api/v1 without empty parameters', () => {
    expect(buildUrl('/email/wanna_be_manager')).toBe('/api/v1/email/wanna_be_manager');
    expect(buildUrl('market', { city: '', page: 1 })).toBe('/api/v1/market?page=1');
  });
});

describe('client error log', () => {
  it('posts descriptiveSource, message, name and stack once per distinct error', async () => {
    const calls = fakeApi(json(204, null));
    const error = new TypeError('x is undefined');
    await reportClientError(error, 'landing');
    await reportClientError(error, 'landing');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe('/api/v1/log');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      descriptiveSource: 'landing',
      message: 'x is undefined',
      name: 'TypeError',
    });
  });

  it('survives the log endpoint failing', async () => {
    fakeApi(json(404, { message: 'not found' }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(reportClientError(new Error('boom'), 'x')).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('describes non-Error values', () => {
    expect(toLogPost('plain text', 'src')).toMatchObject({
      name: 'Error',
      message: 'plain text',
      stack: expect.any(String),
    });
  });
});
