import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  TEAM_EMAIL,
  createProperty,
  emailReached,
  emailsTo,
  makeStaff,
  registerAccount,
  startHarness,
  type Account,
  type Harness,
} from './testing/harness.ts';

let h: Harness;
let admin: Account;
let owner: Account;
let propertyId: string;
beforeAll(async () => {
  h = await startHarness();
  admin = await makeStaff(h, await registerAccount(h, { name: 'Admin' }), 'ADMIN');
  owner = await registerAccount(h, { name: 'Dueña' });
  propertyId = await createProperty(h, owner, 'Casa Azul');
});
afterAll(async () => h?.stop());

type Pair = readonly [en: string, es: string];
const REQUIRED: Pair = ['This field is required.', 'Este campo es obligatorio.'];
const EMAIL: Pair = [
  'Please enter a valid email address.',
  'Por favor, ingresa un correo electrónico válido.',
];
const PHONE: Pair = ['The phone number must be 10 digits.', 'El número de teléfono debe tener 10 dígitos.'];
const LOCALE: Pair = ['The language must be EN or ES.', 'El idioma debe ser EN o ES.'];
const UUID: Pair = ['Must be a valid identifier (UUID v4).', 'Debe ser un identificador válido (UUID v4).'];
const BOOLEAN: Pair = ['This value must be yes or no.', 'Este valor debe ser sí o no.'];
const PROFILE_URL: Pair = [
  'Please enter a valid Airbnb profile URL, e.g. https://www.airbnb.mx/users/show/12345.',
  'Por favor, ingresa una URL válida de un perfil de Airbnb, p. ej., https://www.airbnb.mx/users/show/12345.',
];
const maxChars = (n: number): Pair => [
  `Must be at most ${n} characters long.`,
  `Debe tener como máximo ${n} caracteres.`,
];
/** A wrong choice names no codes (#16): the form shows the choices in words. */
const oneOf = (_values: string): Pair => ['Choose an option.', 'Elige una opción.'];
const FORM: Pair = [
  'Please correct the errors in the form.',
  'Por favor, corrige los errores del formulario.',
];

const contact = (o: Record<string, unknown> = {}) => ({
  name: 'Carla Contreras',
  email: 'carla@example.mx',
  phone_number: '5512345678',
  text: '¿Operan en Mérida? Tengo una casa en el centro.',
  locale: 'ES',
  ...o,
});
const joke = (o: Record<string, unknown> = {}) => ({
  text: '¿Qué le dijo una casa a otra? ¡Qué bien te ves con ese techo!',
  locale: 'ES',
  ...o,
});
const application = (o: Record<string, unknown> = {}) => ({
  airbnb_profile_url: 'https://www.airbnb.mx/users/show/123456',
  locale: 'ES',
  message: 'Administro tres departamentos en la Roma con calificación de 4.9.',
  name: 'Luis Pérez',
  phone_number: '',
  ...o,
});

interface BadInput {
  form: string;
  method: string;
  url: string;
  /** Signed in as the owner of the property, or the administrator. */
  as?: 'owner' | 'admin';
  body: () => unknown;
  path: string;
  message: Pair;
}

const BAD_INPUTS: BadInput[] = [
  {
    form: 'contact',
    method: 'POST',
    url: '/contact',
    body: () => contact({ name: '' }),
    path: '/name',
    message: REQUIRED,
  },
  {
    form: 'contact',
    method: 'POST',
    url: '/contact',
    body: () => contact({ email: 'carla@' }),
    path: '/email',
    message: EMAIL,
  },
  {
    form: 'contact',
    method: 'POST',
    url: '/contact',
    body: () => contact({ phone_number: '55123' }),
    path: '/phone_number',
    message: PHONE,
  },
  {
    form: 'contact',
    method: 'POST',
    url: '/contact',
    body: () => contact({ text: '' }),
    path: '/text',
    message: REQUIRED,
  },
  {
    form: 'contact',
    method: 'POST',
    url: '/contact',
    body: () => contact({ text: 'x'.repeat(1501) }),
    path: '/text',
    message: maxChars(1500),
  },
  {
    form: 'contact',
    method: 'POST',
    url: '/contact',
    body: () => contact({ locale: 'FR' }),
    path: '/locale',
    message: LOCALE,
  },
  {
    form: 'joke',
    method: 'POST',
    url: '/joke',
    body: () => joke({ text: '' }),
    path: '/text',
    message: REQUIRED,
  },
  {
    form: 'joke',
    method: 'POST',
    url: '/joke',
    body: () => joke({ text: 'j'.repeat(1501) }),
    path: '/text',
    message: maxChars(1500),
  },
  {
    form: 'joke',
    method: 'POST',
    url: '/joke',
    body: () => ({ text: 'Un chiste' }),
    path: '/locale',
    message: REQUIRED,
  },
  {
    form: 'manager application',
    method: 'POST',
    url: '/email/wanna_be_manager',
    body: () => application({ airbnb_profile_url: 'http://www.airbnb.mx/users/show/123' }),
    path: '/airbnb_profile_url',
    message: PROFILE_URL,
  },
  {
    form: 'manager application',
    method: 'POST',
    url: '/email/wanna_be_manager',
    body: () => application({ message: '' }),
    path: '/message',
    message: REQUIRED,
  },
  {
    form: 'manager application',
    method: 'POST',
    url: '/email/wanna_be_manager',
    body: () => application({ name: 'n'.repeat(1501) }),
    path: '/name',
    message: maxChars(1500),
  },
  {
    form: 'manager application',
    method: 'POST',
    url: '/email/wanna_be_manager',
    body: () => application({ phone_number: '123' }),
    path: '/phone_number',
    message: PHONE,
  },
  {
    form: 'manager application',
    method: 'POST',
    url: '/email/wanna_be_manager',
    body: () => application({ locale: undefined }),
    path: '/locale',
    message: REQUIRED,
  },
  {
    form: 'email notification',
    method: 'POST',
    url: '/email_notification',
    as: 'owner',
    body: () => ({ property_id: propertyId, type: 'PROPERTY_SOLD', locale: 'ES' }),
    path: '/type',
    message: oneOf('CONTRACT_UPLOADED, MISCELLANEOUS_FILE_SUBMITTED'),
  },
  {
    form: 'email notification',
    method: 'POST',
    url: '/email_notification',
    as: 'owner',
    body: () => ({ property_id: 'casa-azul', type: 'CONTRACT_UPLOADED', locale: 'ES' }),
    path: '/property_id',
    message: UUID,
  },
  {
    form: 'client log',
    method: 'POST',
    url: '/log',
    body: () => ({ descriptiveSource: 'ChoreForm.submit', name: 'Error', stack: null }),
    path: '/message',
    message: REQUIRED,
  },
  {
    form: 'client log',
    method: 'POST',
    url: '/log',
    body: () => ({
      descriptiveSource: 'ChoreForm.submit',
      name: 'E'.repeat(201),
      message: 'Failed to upload image',
    }),
    path: '/name',
    message: maxChars(200),
  },
  {
    form: 'property notification',
    method: 'POST',
    url: '/property_notification',
    as: 'owner',
    body: () => ({ property_id: propertyId, en_markdown: '**Water** cut on Monday', es_markdown: '' }),
    path: '/es_markdown',
    message: REQUIRED,
  },
  {
    form: 'joke approval',
    method: 'PATCH',
    url: `/admin/joke/${crypto.randomUUID()}`,
    as: 'admin',
    body: () => ({ approved: 'sí' }),
    path: '/approved',
    message: BOOLEAN,
  },
  {
    form: 'unsubscribe',
    method: 'POST',
    url: '/email/unsubscribe',
    body: () => ({}),
    path: '/token',
    message: REQUIRED,
  },
];

describe('every form answers bad input with the §5/§8 message in the caller language', () => {
  for (const bad of BAD_INPUTS) {
    for (const [i, lang] of (['en', 'es'] as const).entries()) {
      it(`${bad.form} ${bad.path} (${lang})`, async () => {
        // Signed-in callers are answered in their profile's language: keep it in step with the test.
        const token = bad.as ? await tokenIn(bad.as, lang) : undefined;
        const res = await h.call(bad.method, `/api/v1${bad.url}`, { body: bad.body(), lang, token });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(FORM[i]);
        expect(res.body.errors).toContainEqual({ path: bad.path, message: bad.message[i] });
      });
    }
  }
});

const tokens = new Map<string, string>();
/** The owner's or the administrator's token, with the profile's language set to `lang`. */
async function tokenIn(who: 'owner' | 'admin', lang: 'en' | 'es'): Promise<string> {
  const key = `${who}:${lang}`;
  if (!tokens.has(key)) {
    const account = who === 'owner' ? owner : admin;
    await h.identitySql('UPDATE profile SET locale = $2 WHERE id = $1', [account.id, lang.toUpperCase()]);
    const login = await h.call('POST', '/api/v1/auth/login', {
      body: { email: account.email, password: account.password },
    });
    tokens.set(key, login.body.accessToken);
  }
  return tokens.get(key)!;
}

describe('contact form', () => {
  it('stores the message, emails the team (reply to the sender) and the sender, answers in their language', async () => {
    const email = `Carla.${Date.now()}@Example.mx`;
    const en = await h.call('POST', '/api/v1/contact', {
      body: contact({ email, locale: 'EN' }),
      lang: 'en',
    });
    expect(en.status).toBe(201);
    expect(en.body).toEqual({
      id: expect.any(String),
      message: 'We have received your message. Our team will get back to you soon.',
    });
    const es = await h.call('POST', '/api/v1/contact', { body: contact({ phone_number: '' }), lang: 'es' });
    expect(es.body.message).toBe('Recibimos tu mensaje. Nuestro equipo te responderá muy pronto.');

    const confirmation = await emailReached(h, email.toLowerCase(), 'contact_confirmation');
    expect(confirmation.locale).toBe('EN');
    await emailReached(h, TEAM_EMAIL, 'contact_team');
    const received = await h.events('notifications.contact.received');
    // Stamped by the kit's ctx.event: the service's producer name, whatever its schema is called here.
    expect(new Set(received.map((e) => e.producer))).toEqual(new Set(['notifications']));
    expect(received.map((e) => e.payload)).toContainEqual({
      contactId: en.body.id,
      name: 'Carla Contreras',
      email: email.toLowerCase(),
      phoneNumber: '5512345678',
      message: contact().text,
      locale: 'EN',
    });

    const list = await h.call('GET', '/api/v1/admin/contact', { token: admin.accessToken });
    expect(list.status).toBe(200);
    expect(list.body.items[0]).toEqual({
      id: es.body.id,
      name: 'Carla Contreras',
      email: 'carla@example.mx',
      phone_number: null,
      text: contact().text,
      locale: 'ES',
      created_at: expect.any(String),
      answered_at: null,
    });
    expect(list.body).toMatchObject({ total: 2, page: 1, pageSize: 20 });
  });

  it('a filled honeypot is answered like a person and leaves no trace', async () => {
    const before = await h.sql('SELECT count(*)::int AS n FROM contact_message');
    const bot = `bot.${Date.now()}@example.mx`;
    const res = await h.call('POST', '/api/v1/contact', {
      body: contact({ email: bot, website: 'https://spam.example' }),
      lang: 'es',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(String),
      message: 'Recibimos tu mensaje. Nuestro equipo te responderá muy pronto.',
    });
    expect(await h.sql('SELECT count(*)::int AS n FROM contact_message')).toEqual(before);
    expect(await emailsTo(h, bot)).toEqual([]);
    for (const [url, body] of [
      ['/api/v1/joke', joke({ website: 'x' })],
      ['/api/v1/email/wanna_be_manager', application({ website: 'x', email: bot })],
    ] as const) {
      expect((await h.call('POST', url, { body })).status).toBe(201);
    }
    expect(await h.sql('SELECT 1 FROM joke WHERE text = $1', [joke().text])).toEqual([]);
    expect(await emailsTo(h, bot)).toEqual([]);
  });
});

describe('joke box', () => {
  it('a joke shows on the landing only once an administrator approves it', async () => {
    const sent = await h.call('POST', '/api/v1/joke', {
      body: joke({ text: 'Chiste uno', locale: 'ES' }),
      lang: 'es',
    });
    expect(sent.status).toBe(201);
    expect(sent.body.message).toBe('¡Gracias por el chiste! Nos alegraste el día.');
    const en = await h.call('POST', '/api/v1/joke', {
      body: joke({ text: 'Joke two', locale: 'EN' }),
      lang: 'en',
    });
    expect(en.body.message).toBe('Thanks for the joke! It made our day.');

    expect((await h.call('GET', '/api/v1/joke')).body).toEqual({
      items: [],
      total: 0,
      page: 1,
      pageSize: 20,
    });
    const pending = await h.call('GET', '/api/v1/admin/joke?approved=false', { token: admin.accessToken });
    expect(pending.body.items.map((j: { text: string }) => j.text)).toEqual(['Joke two', 'Chiste uno']);

    const approve = await h.call('PATCH', `/api/v1/admin/joke/${sent.body.id}`, {
      token: admin.accessToken,
      body: { approved: true },
    });
    expect(approve.body).toEqual({
      joke_id: sent.body.id,
      text: 'Chiste uno',
      locale: 'ES',
      approved: true,
      created_at: expect.any(String),
    });
    await h.call('PATCH', `/api/v1/admin/joke/${en.body.id}`, {
      token: admin.accessToken,
      body: { approved: true },
    });
    const landing = await h.call('GET', '/api/v1/joke');
    expect(landing.body.items.map((j: { text: string }) => j.text)).toEqual(['Joke two', 'Chiste uno']);
    const spanish = await h.call('GET', '/api/v1/joke?locale=ES');
    expect(spanish.body.items.map((j: { text: string }) => j.text)).toEqual(['Chiste uno']);

    expect(
      (await h.call('DELETE', `/api/v1/admin/joke/${en.body.id}`, { token: admin.accessToken })).status,
    ).toBe(204);
    expect((await h.call('GET', '/api/v1/joke')).body.total).toBe(1);
    const gone = await h.call('DELETE', `/api/v1/admin/joke/${en.body.id}`, { token: admin.accessToken });
    expect(gone.status).toBe(404);
    expect((await h.call('GET', '/api/v1/joke?locale=FR', { lang: 'en' })).body.errors).toContainEqual({
      path: '/querystring/locale',
      message: LOCALE[0],
    });
  });
});

describe('manager applications', () => {
  it('stored for staff, emailed to the team and (with an email) to the applicant', async () => {
    const email = `luis.${Date.now()}@example.mx`;
    const res = await h.call('POST', '/api/v1/email/wanna_be_manager', {
      body: application({ email, property_id: propertyId, phone_number: '8112345678' }),
      lang: 'es',
    });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(
      'Enviamos tu solicitud para administrar propiedades. Nos pondremos en contacto contigo muy pronto.',
    );
    await emailReached(h, email, 'manager_application_confirmation');
    await emailReached(h, TEAM_EMAIL, 'manager_application_team');
    const team = (await h.outbox()).find((m) => m.subject === 'Solicitud para administrar: Luis Pérez');
    expect(team?.text).toContain('Desde la propiedad: Casa Azul');
    expect(team?.replyTo).toBe(email);

    const list = await h.call('GET', '/api/v1/admin/manager_application', { token: admin.accessToken });
    expect(list.body.items[0]).toEqual({
      id: res.body.id,
      name: 'Luis Pérez',
      email,
      phone_number: '8112345678',
      airbnb_profile_url: 'https://www.airbnb.mx/users/show/123456',
      message: application().message,
      locale: 'ES',
      property_id: propertyId,
      created_at: expect.any(String),
    });
    const events = await h.events('notifications.manager_application.received');
    expect(events.at(-1)?.payload).toMatchObject({ applicationId: res.body.id, phoneNumber: '8112345678' });
  });
});

describe('client logs', () => {
  it('stores the report with who and from where, answers 202', async () => {
    const res = await h.call('POST', '/api/v1/log', {
      token: owner.accessToken,
      headers: { 'x-forwarded-for': '198.51.100.7', 'user-agent': 'Mozilla/5.0 (Casona test)' },
      body: {
        descriptiveSource: 'ChoreForm.submit',
        message: 'Failed to upload image',
        name: 'Error',
        stack: 'Error: Failed to upload image\n    at submit (chore-form.tsx:42)',
      },
    });
    expect(res.status).toBe(202);
    const [row] = await h.sql('SELECT * FROM client_log ORDER BY id DESC LIMIT 1');
    expect(row).toMatchObject({
      descriptive_source: 'ChoreForm.submit',
      message: 'Failed to upload image',
      name: 'Error',
      profile_id: owner.id,
      client_ip: '198.51.100.7',
      user_agent: 'Mozilla/5.0 (Casona test)',
    });
    const anonymous = await h.call('POST', '/api/v1/log', {
      body: { descriptiveSource: 'Landing', message: 'ResizeObserver loop', name: 'Error' },
    });
    expect(anonymous.status).toBe(202);
  });
});

describe('staff screens need a staff session', () => {
  const ADMIN_PATHS = [
    '/admin/joke',
    '/admin/contact',
    '/admin/manager_application',
    '/admin/email_notification',
    '/admin/mail',
  ];
  it('401 anonymous, 403 for a member, 200 for an administrator', async () => {
    for (const path of ADMIN_PATHS) {
      const anonymous = await h.call('GET', `/api/v1${path}`, { lang: 'en' });
      expect(anonymous.status, path).toBe(401);
      expect(anonymous.body.message).toBe('Unauthorized usage of API endpoint');
      expect((await h.call('GET', `/api/v1${path}`, { token: owner.accessToken })).status, path).toBe(403);
      expect((await h.call('GET', `/api/v1${path}`, { token: admin.accessToken })).status, path).toBe(200);
    }
  });

  it('the service checks staff again when reached around the gateway', async () => {
    const direct = await fetch(`${h.notifications.url}/api/v1/admin/contact`, {
      headers: { 'x-casona-profile-id': admin.id, 'x-casona-staff-role': 'ADMIN' },
    });
    expect(direct.status).toBe(401);
  });
});
