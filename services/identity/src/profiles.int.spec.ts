import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@casona/proto';
import { jpegBase64 } from '@casona/proto/validation/test-builders';
import { makeStaff, registerAccount, startHarness, type Harness } from './testing/harness.ts';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => h?.stop());

// The smallest real files: a 1×1 PNG, a whole 2×2 JPEG and a PDF, as base64.
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const JPEG = jpegBase64(0);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
).toString('base64');
const TEXT = Buffer.from('just some text, not an image').toString('base64');

describe('profile', () => {
  it('reads and updates name, phone and language, announcing the change', async () => {
    const a = await registerAccount(h);
    const res = await h.call('PATCH', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, name: 'Ana Núñez', phone_number: '', locale: 'EN' },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: a.id, name: 'Ana Núñez', phone_number: null, locale: 'EN' });
    const updated = (await h.events('identity.profile.updated')).at(-1)!;
    expect(updated.payload).toMatchObject({
      profileId: a.id,
      name: 'Ana Núñez',
      locale: 'EN',
      phoneNumber: null,
      imgUrl: null,
    });

    const bad = await h.call('PATCH', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, phone_number: '123' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toContainEqual({
      path: '/phone_number',
      message: 'El número de teléfono debe tener 10 dígitos.',
    });
  });

  it('keeps one profile picture in the public bucket; a new one replaces and deletes the old', async () => {
    const a = await registerAccount(h);
    const first = await h.call('PATCH', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, img_url_obj: { base64Image: `data:image/png;base64,${PNG}` } },
    });
    expect(first.status).toBe(200);
    const firstUrl: string = first.body.img_url;
    expect(firstUrl).toMatch(/\/profiles\/.+\/picture-.+\.png$/);
    const download = await fetch(firstUrl);
    expect(download.status).toBe(200);
    expect(Buffer.from(await download.arrayBuffer()).equals(Buffer.from(PNG, 'base64'))).toBe(true);

    const second = await h.call('PATCH', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, img_url_obj: { base64Image: JPEG } },
    });
    expect(second.body.img_url).toMatch(/\.jpg$/);
    const stored = await h.infra.storage.list('public', `profiles/${a.id}/`);
    expect(stored.map((o) => o.key)).toEqual([
      new URL(second.body.img_url).pathname.split('/').slice(2).join('/'),
    ]);

    const notImage = await h.call('PATCH', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, img_url_obj: { base64Image: TEXT } },
    });
    expect(notImage.status).toBe(400);
    expect(notImage.body.errors[0].path).toBe('/img_url_obj/base64Image');

    const removed = await h.call('PATCH', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, img_url_obj: null },
    });
    expect(removed.body.img_url).toBeNull();
    expect(await h.infra.storage.list('public', `profiles/${a.id}/`)).toEqual([]);
  });

  it("another person's profile: 403 for a member of the public, readable by staff", async () => {
    const a = await registerAccount(h);
    const b = await registerAccount(h);
    expect((await h.call('GET', `/api/v1/profile?profile_id=${b.id}`, { token: a.accessToken })).status).toBe(
      403,
    );
    expect(
      (
        await h.call('PATCH', '/api/v1/profile', {
          token: a.accessToken,
          body: { profile_id: b.id, name: 'X' },
        })
      ).status,
    ).toBe(403);
    const staff = await makeStaff(h, await registerAccount(h), 'STAFF');
    const read = await h.call('GET', `/api/v1/profile?profile_id=${b.id}`, { token: staff.accessToken });
    expect(read.status).toBe(200);
    expect(read.body.email).toBe(b.email);
    const missing = await h.call('GET', `/api/v1/profile?profile_id=${crypto.randomUUID()}`, {
      token: staff.accessToken,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No se encontró el perfil');
    expect(
      (await h.call('GET', '/api/v1/profile?profile_id=nope', { token: staff.accessToken })).status,
    ).toBe(400);
  });

  it('deletes a profile after type-to-confirm, ends its memberships and sessions', async () => {
    const a = await registerAccount(h);
    const propertyId = crypto.randomUUID();
    await h.sql(
      `INSERT INTO property_customer (profile_id, property_id, label, can_flags, created_at, updated_at)
       VALUES ($1, $2, 'WORKER', '{}', now(), now())`,
      [a.id, propertyId],
    );
    const wrong = await h.call('DELETE', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, confirmation: 'otra cosa' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].message).toBe(`El texto no coincide. Escribe "${a.email}" para confirmar.`);
    const ok = await h.call('DELETE', '/api/v1/profile', {
      token: a.accessToken,
      body: { profile_id: a.id, confirmation: a.email.toUpperCase() },
    });
    expect(ok.status).toBe(204);
    const removed = (await h.events('identity.membership.removed')).at(-1)!;
    expect(removed.payload).toEqual({ profileId: a.id, propertyId, label: 'WORKER' });
    expect((await h.events('identity.profile.deleted')).at(-1)!.payload).toEqual({ profileId: a.id });
    expect(
      (await h.call('POST', '/api/v1/auth/refresh', { body: { refreshToken: a.refreshToken } })).status,
    ).toBe(401);
    expect(
      (await h.call('POST', '/api/v1/auth/login', { body: { email: a.email, password: a.password } })).status,
    ).toBe(401);
  });
});

describe('private info', () => {
  it('only its owner and staff read it', async () => {
    const a = await registerAccount(h);
    const b = await registerAccount(h);
    const own = await h.call('GET', '/api/v1/profile_private_info', { token: a.accessToken });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({
      profile_id: a.id,
      home_address_string: null,
      id_url: null,
      stripe_customer_id: null,
    });
    expect(
      (await h.call('GET', `/api/v1/profile_private_info?profile_id=${a.id}`, { token: b.accessToken }))
        .status,
    ).toBe(403);
    expect((await h.call('GET', '/api/v1/profile_private_info')).status).toBe(401);
    const staff = await makeStaff(h, await registerAccount(h), 'STAFF');
    expect(
      (await h.call('GET', `/api/v1/profile_private_info?profile_id=${a.id}`, { token: staff.accessToken }))
        .status,
    ).toBe(200);
  });

  it('stores the home address with its coordinates, within bounds', async () => {
    const a = await registerAccount(h);
    const address = {
      profile_id: a.id,
      home_address_string: 'Av. Reforma 222, Juárez, Ciudad de México',
      home_latitude: 19.4326,
      home_longitude: -99.1332,
      home_place_id: 'ChIJB3UJ2yYAzoURQeheJnYQBlQ',
    };
    const res = await h.call('PATCH', '/api/v1/profile_private_info', {
      token: a.accessToken,
      body: address,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ home_latitude: 19.4326, home_longitude: -99.1332 });
    const out = await h.call('PATCH', '/api/v1/profile_private_info', {
      token: a.accessToken,
      body: { ...address, home_latitude: 91 },
    });
    expect(out.status).toBe(400);
    expect(out.body.errors).toContainEqual({
      path: '/home_latitude',
      message: 'Debe ser menor o igual a 90.',
    });
  });

  it("ID document: 'No file provided', magic bytes, private bucket, presigned link, replace deletes the old", async () => {
    const a = await registerAccount(h);
    const none = await h.call('GET', '/api/v1/profile_private_info/id_file', {
      token: a.accessToken,
      lang: 'en',
    });
    expect(none.status).toBe(404);
    // The profile's language (ES) wins over the browser's once signed in.
    expect(none.body.message).toBe('No se encontró el archivo de identificación del perfil');

    const missing = await h.call('PUT', '/api/v1/profile_private_info/id_file', {
      token: a.accessToken,
      body: { profile_id: a.id },
    });
    expect(missing.status).toBe(400);
    expect(missing.body.errors).toContainEqual({
      path: '/new_id_file',
      message: 'No se proporcionó ningún archivo',
    });

    const text = await h.call('PUT', '/api/v1/profile_private_info/id_file', {
      token: a.accessToken,
      body: { profile_id: a.id, new_id_file: TEXT },
    });
    expect(text.status).toBe(400);

    const pdf = await h.call('PUT', '/api/v1/profile_private_info/id_file', {
      token: a.accessToken,
      body: { profile_id: a.id, new_id_file: `data:application/pdf;base64,${PDF}` },
    });
    expect(pdf.status).toBe(200);
    expect(pdf.body.id_url).toContain('X-Amz-Signature');
    const link = await h.call('GET', '/api/v1/profile_private_info/id_file', { token: a.accessToken });
    expect(link.body).toMatchObject({ content_type: 'application/pdf', expires_in: 900 });
    const fetched = await fetch(link.body.url);
    expect(Buffer.from(await fetched.arrayBuffer()).equals(Buffer.from(PDF, 'base64'))).toBe(true);
    // Not readable without the signature: the bucket is private.
    const unsigned = new URL(link.body.url);
    unsigned.search = '';
    expect((await fetch(unsigned)).status).toBe(403);

    const png = await h.call('PUT', '/api/v1/profile_private_info/id_file', {
      token: a.accessToken,
      body: { profile_id: a.id, new_id_file: PNG },
    });
    expect(png.status).toBe(200);
    const keys = (await h.infra.storage.list('private', `profiles/${a.id}/`)).map((o) => o.key);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/\.png$/);

    const other = await registerAccount(h);
    expect(
      (
        await h.call('GET', `/api/v1/profile_private_info/id_file?profile_id=${a.id}`, {
          token: other.accessToken,
        })
      ).status,
    ).toBe(403);
    expect(
      (await h.call('DELETE', '/api/v1/profile_private_info/id_file', { token: a.accessToken })).status,
    ).toBe(204);
    expect(await h.infra.storage.list('private', `profiles/${a.id}/`)).toEqual([]);
  });
  it('reads pictures and ID images to their end: JPEG magic followed by HTML is refused, nothing is stored (#11)', async () => {
    const a = await registerAccount(h);
    const html = Buffer.from('<html><script>alert(document.cookie)</script></html>');
    const polyglot = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), html]).toString('base64');
    const appended = Buffer.concat([Buffer.from(JPEG, 'base64'), html]).toString('base64');
    for (const bytes of [polyglot, appended]) {
      const picture = await h.call('PATCH', '/api/v1/profile', {
        token: a.accessToken,
        body: { profile_id: a.id, img_url_obj: { base64Image: bytes } },
      });
      expect(picture.status).toBe(400);
      expect(picture.body.errors).toEqual([
        { path: '/img_url_obj/base64Image', message: translate('image.format', 'es') },
      ]);
      const id = await h.call('PUT', '/api/v1/profile_private_info/id_file', {
        token: a.accessToken,
        body: { profile_id: a.id, new_id_file: bytes },
      });
      expect(id.status).toBe(400);
      expect(id.body.errors).toEqual([{ path: '/new_id_file', message: translate('image.format', 'es') }]);
    }
    expect(await h.infra.storage.list('public', `profiles/${a.id}/`)).toEqual([]);
    expect(await h.infra.storage.list('private', `profiles/${a.id}/`)).toEqual([]);
    const [row] = await h.sql('SELECT img_url FROM profile WHERE id = $1', [a.id]);
    expect(row.img_url).toBeNull();
  });
});
