// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';

import { fakeApi, json } from '../../../lib/api/fake-api.ts';
import { reportClientError, resetErrorReporting } from '../../../lib/api/log.ts';
import { setSession } from '../../../lib/api/session.ts';
import { getApprovedJokes } from './get-jokes.ts';
import { postContact } from './post-contact.ts';
import { postJoke } from './post-joke.ts';
import { postManagerApplication } from './post-manager-application.ts';

afterEach(() => {
  setSession(null);
  resetErrorReporting();
});

describe("the visitor forms, through proto's route declarations", () => {
  it('call the same paths and methods as before the typed client', async () => {
    const calls = fakeApi(
      json(200, { items: [], total: 0, page: 1, pageSize: 20 }),
      json(201, { id: 'c1', message: 'Thanks' }),
      json(201, { id: 'j1', message: 'Thanks' }),
      json(201, { id: 'm1', message: 'Thanks' }),
      json(202, null),
    );
    await getApprovedJokes('EN');
    await postContact({
      name: 'Ana',
      email: 'ana@example.com',
      text: 'Hola, quisiera informes',
      locale: 'ES',
    });
    await postJoke({ text: 'Un chiste corto y bueno', locale: 'ES' });
    await postManagerApplication({
      name: 'Ana López',
      airbnb_profile_url: 'https://www.airbnb.mx/users/show/123',
      message: 'Administro tres casas en Mérida',
      locale: 'ES',
    });
    await reportClientError(new Error('boom'), 'spec');
    expect(calls.map((c) => `${String(c.init.method)} ${c.url}`)).toEqual([
      'GET /api/v1/joke?locale=EN',
      'POST /api/v1/contact',
      'POST /api/v1/joke',
      'POST /api/v1/email/wanna_be_manager',
      'POST /api/v1/log',
    ]);
  });

  it('ask for approved jokes without a bearer token even when signed in', async () => {
    setSession({ accessToken: 'a', refreshToken: 'r' });
    const calls = fakeApi(json(200, { items: [], total: 0, page: 1, pageSize: 20 }));
    await getApprovedJokes('ES');
    expect(new Headers(calls[0]?.init.headers).get('authorization')).toBeNull();
  });
});
