import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { gifBase64, jpegBase64, largeJpegBase64, pngBase64 } from '@casona/proto/validation/test-builders';
import {
  buildSubmission,
  publish,
  registerAccount,
  staffAccount,
  startHarness,
  submitAs,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let owner: Account;
let admin: Account;
beforeAll(async () => {
  h = await startHarness();
  owner = await registerAccount(h, { locale: 'EN' });
  admin = await staffAccount(h);
});
afterAll(async () => h?.stop());

const add = (propertyId: string, base64Image: string, token = owner.accessToken) =>
  h.call('POST', '/api/v1/property/image', { token, body: { property_id: propertyId, base64Image } });

function multipart(propertyId: string, bytes: Buffer, name = 'foto.jpg'): FormData {
  const form = new FormData();
  form.append('property_id', propertyId);
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return form;
}

describe('property images', () => {
  it('adds a base64 image: stored in the public bucket under the property, served by its URL with the type its bytes say', async () => {
    const id = await submitAs(h, owner, { images: [] });
    const png = pngBase64(700);
    const res = await add(id, `data:image/jpeg;base64,${png}`.replace('image/jpeg', 'image/png'));
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(new RegExp(`/casona-public/properties/${id}/[0-9a-f-]+\\.png$`));
    const served = await fetch(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(png, 'base64'));
    const view = await h.call('GET', `/api/v1/property/${id}`, { token: owner.accessToken });
    expect(view.body.images).toEqual([res.body.url]);
    const [event] = (await h.events('listings.property.updated')).filter((e) => e.key === id);
    expect(event!.payload).toMatchObject({ changedFields: ['img_urls'] });
  });

  it('refuses the 31st image, an image over 2 MB and bytes that are not JPEG or PNG (localized)', async () => {
    const id = await submitAs(h, owner, { images: Array.from({ length: 30 }, () => jpegBase64(64)) });
    const full = await add(id, jpegBase64(64));
    expect(full.status).toBe(400);
    expect(full.body.message).toBe('You can upload up to 30 images.');

    const other = await submitAs(h, owner, { images: [] });
    const large = await add(other, largeJpegBase64());
    expect(large.status).toBe(400);
    expect(large.body.errors).toEqual([
      { path: '/base64Image', message: translate('image.tooLarge', 'en', { max: 2 }) },
    ]);
    const gif = await add(other, gifBase64());
    expect(gif.status).toBe(400);
    expect(gif.body.errors).toEqual([
      { path: '/base64Image', message: 'The image must be in JPEG or PNG format.' },
    ]);
    // A JPEG data URL around GIF bytes is still a GIF.
    const disguised = await add(other, `data:image/jpeg;base64,${gifBase64()}`);
    expect(disguised.status).toBe(400);
    const spanish = await registerAccount(h, { locale: 'ES' });
    const spanishId = await submitAs(h, spanish, { images: [] });
    const gifEs = await add(spanishId, gifBase64(), spanish.accessToken);
    expect(gifEs.body.errors).toEqual([
      { path: '/base64Image', message: 'La imagen debe estar en formato JPEG o PNG.' },
    ]);
    expect(await h.sql('SELECT img_keys FROM property WHERE id = $1', [other])).toEqual([{ img_keys: [] }]);
  });

  it('30 images at most also when an update keeps some and adds others', async () => {
    const id = await submitAs(h, owner, { images: Array.from({ length: 20 }, () => jpegBase64(64)) });
    const view = await h.call('GET', `/api/v1/property/${id}`, { token: owner.accessToken });
    const res = await h.call('PATCH', `/api/v1/property/${id}`, {
      token: owner.accessToken,
      body: { img_urls: view.body.images, new_images: Array.from({ length: 11 }, () => jpegBase64(64)) },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({
      path: '/new_images',
      message: 'You can upload up to 30 images.',
    });
    const ok = await h.call('PATCH', `/api/v1/property/${id}`, {
      token: owner.accessToken,
      body: { img_urls: view.body.images.slice(5).reverse(), new_images: [jpegBase64(64)] },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.images).toHaveLength(16);
    expect(ok.body.images.slice(0, 15)).toEqual(view.body.images.slice(5).reverse());
    // The five dropped images are gone from storage.
    expect((await fetch(view.body.images[0])).status).toBe(404);
  });

  it('multipart upload: one file field, the same limits', async () => {
    const id = await submitAs(h, owner, { images: [] });
    const jpeg = Buffer.from(jpegBase64(1500), 'base64');
    const res = await h.call('POST', '/api/v1/property/image/upload', {
      token: owner.accessToken,
      raw: multipart(id, jpeg),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.url).toMatch(/\.jpg$/);
    const big = Buffer.from(largeJpegBase64(), 'base64');
    const tooBig = await h.call('POST', '/api/v1/property/image/upload', {
      token: owner.accessToken,
      raw: multipart(id, big),
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body.message).toBe('The image must be under 2 MB.');
    const gif = await h.call('POST', '/api/v1/property/image/upload', {
      token: owner.accessToken,
      raw: multipart(id, Buffer.from(gifBase64(), 'base64'), 'foto.jpg'),
    });
    expect(gif.status).toBe(400);
    expect(gif.body.errors).toEqual([{ path: '/file', message: 'The image must be in JPEG or PNG format.' }]);
    const noFile = new FormData();
    noFile.append('property_id', id);
    const missing = await h.call('POST', '/api/v1/property/image/upload', {
      token: owner.accessToken,
      raw: noFile,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toEqual([{ path: '/file', message: 'No file provided' }]);
    const anonymous = await h.call('POST', '/api/v1/property/image/upload', { raw: multipart(id, jpeg) });
    expect(anonymous.status).toBe(401);
  });

  it('deletes images by URL (and the objects), reorders the same set only', async () => {
    const id = await submitAs(h, owner, { images: [jpegBase64(100), jpegBase64(200), jpegBase64(300)] });
    const urls: string[] = (await h.call('GET', `/api/v1/property/${id}`, { token: owner.accessToken })).body
      .images;
    const unknown = await h.call('DELETE', '/api/v1/property/image', {
      token: owner.accessToken,
      body: { property_id: id, eliminated_img_urls: ['https://elsewhere.example/a.jpg'] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toBe('Some of these images do not belong to the property.');
    const removed = await h.call('DELETE', '/api/v1/property/image', {
      token: owner.accessToken,
      body: { property_id: id, eliminated_img_urls: [urls[1]] },
    });
    expect(removed.body).toEqual({ success: true });
    expect((await fetch(urls[1]!)).status).toBe(404);

    const mismatch = await h.call('PUT', `/api/v1/property/${id}/images`, {
      token: owner.accessToken,
      body: { img_urls: [urls[0]] },
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe(translate('image.reorderMismatch', 'en'));
    const reordered = await h.call('PUT', `/api/v1/property/${id}/images`, {
      token: owner.accessToken,
      body: { img_urls: [urls[2], urls[0]] },
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.images).toEqual([urls[2], urls[0]]);
  });

  it('reads every image to its end: JPEG magic followed by HTML is refused everywhere, nothing is stored (#11)', async () => {
    const id = await submitAs(h, owner, { images: [] });
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]);
    const appended = Buffer.concat([Buffer.from(jpegBase64(64), 'base64'), html]);
    const objects = async () => (await h.listings.context.storage.list('public', `properties/${id}/`)).length;
    for (const bytes of [polyglot, appended]) {
      const base64 = await add(id, bytes.toString('base64'));
      expect(base64.status).toBe(400);
      expect(base64.body.errors).toEqual([
        { path: '/base64Image', message: 'The image must be in JPEG or PNG format.' },
      ]);
      const upload = await h.call('POST', '/api/v1/property/image/upload', {
        token: owner.accessToken,
        raw: multipart(id, bytes),
      });
      expect(upload.status).toBe(400);
      expect(upload.body.errors).toEqual([
        { path: '/file', message: 'The image must be in JPEG or PNG format.' },
      ]);
      const update = await h.call('PATCH', `/api/v1/property/${id}`, {
        token: owner.accessToken,
        body: { new_images: [bytes.toString('base64')] },
      });
      expect(update.status).toBe(400);
      expect(update.body.errors).toEqual([{ path: '/new_images', message: translate('image.format', 'en') }]);
      const submitted = await h.call('POST', '/api/v1/submit_property', {
        token: owner.accessToken,
        body: buildSubmission({ images: [bytes.toString('base64')] }),
      });
      expect(submitted.status).toBe(400);
      expect(submitted.body.errors).toEqual([{ path: '/images', message: translate('image.format', 'en') }]);
    }
    expect(await objects()).toBe(0);
  });

  it('the public bucket serves images with nosniff and a sandboxing content security policy (#11)', async () => {
    const id = await submitAs(h, owner, { images: [] });
    const res = await add(id, jpegBase64(64));
    expect(res.status).toBe(201);
    const served = await fetch(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
    await served.arrayBuffer();
  });

  it('once published only staff change images', async () => {
    const id = await submitAs(h, owner);
    await publish(h, admin, id);
    const denied = await add(id, jpegBase64(64));
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(translate('property.notEditable', 'en'));
    const staff = await add(id, jpegBase64(64), admin.accessToken);
    expect(staff.status).toBe(201);
  });
});
