// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { propertyFiles } from '@casona/proto/documents/routes';

import { api } from './client.ts';
import { ApiError } from './errors.ts';
import { fakeApi, json } from './fake-api.ts';
import { setSession } from './session.ts';

afterEach(() => setSession(null));

describe('api() with files', () => {
  it('sends a FormData body as is, without a JSON content type (the browser sets the multipart boundary)', async () => {
    setSession({ accessToken: 'tok', refreshToken: 'R1' });
    const calls = fakeApi(json(201, { id: 'f1' }));
    const form = new FormData();
    form.set('property_id', '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f');
    form.set('file', new Blob(['%PDF-1.7'], { type: 'application/pdf' }), 'escrituras.pdf');
    await expect(api(propertyFiles.upload, { form })).resolves.toEqual({ id: 'f1' });
    const init = calls[0]!.init;
    expect(calls[0]!.url).toBe('/api/v1/property_file');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(form);
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers['authorization']).toBe('Bearer tok');
  });

  it('keeps the typed error of a refused upload', async () => {
    fakeApi(json(400, { statusCode: 400, message: 'The file must be a PDF under 4 MB.' }));
    const form = new FormData();
    const error = await api(propertyFiles.upload, { form }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).message).toBe('The file must be a PDF under 4 MB.');
  });

  it('resolves a download with its bytes when asked for a blob', async () => {
    fakeApi(new Response('%PDF-1.7 bytes', { status: 200, headers: { 'content-type': 'application/pdf' } }));
    const answer = (await api(propertyFiles.download, {
      params: { id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f' },
      blob: true,
    })) as unknown as Blob;
    expect(answer).toBeInstanceOf(Blob);
    expect(await answer.text()).toBe('%PDF-1.7 bytes');
  });
});
