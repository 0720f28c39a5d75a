// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from '../../../lib/api/errors.ts';
import { fakeApi, json } from '../../../lib/api/fake-api.ts';
import { setSession } from '../../../lib/api/session.ts';
import { downloadPropertyFile } from './documents.ts';

afterEach(() => setSession(null));

const ID = '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f';

describe('downloading a property file', () => {
  it('asks for the signed link as JSON and navigates to it (never fetches the storage)', async () => {
    setSession({ accessToken: 'tok', refreshToken: 'R1' });
    const signed = 'http://127.0.0.1:9000/private/p/escrituras.pdf?X-Amz-Signature=abc';
    const calls = fakeApi(json(200, { url: signed, expires_at: '2026-11-25T18:00:00.000Z' }));
    const opened: string[] = [];
    await downloadPropertyFile(ID, (url) => opened.push(url));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe(`/api/v1/property_file/${ID}/download?as=json`);
    expect(opened).toEqual([signed]);
  });

  it('keeps the refusal as a typed error and opens nothing', async () => {
    fakeApi(json(403, { statusCode: 403, message: 'No tienes permiso para realizar esta acción.' }));
    const opened: string[] = [];
    const error = await downloadPropertyFile(ID, (url) => opened.push(url)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(403);
    expect(opened).toEqual([]);
  });
});
