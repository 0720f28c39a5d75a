import { describe, expect, it } from 'vitest';
import { afterFailure, describeError, isTransient } from './delivery.ts';
import { BRAND_COLOR } from '@casona/proto/brand';
import { escapeHtml, renderEmail } from './layout.ts';
import { propertyEmails, type Recipient } from './recipients.ts';
import { TEMPLATE_KEYS, TEMPLATES, type Lang, type TemplateData, type TemplateKey } from './templates.ts';

const PROPERTY = '5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d';

/** A realistic value of every template's data (test data builder). */
const SAMPLES: { [K in TemplateKey]: TemplateData[K] } = {
  password_reset: {
    name: 'Begoña',
    resetUrl: 'https://casona.mx/dashboard/profile/change_password#reset_token=abc',
    expiresAt: '2025-03-05T20:30:00.000Z',
  },
  account_created: { name: 'Íñigo', needsPassword: false },
  invitation_received: {
    inviterName: 'Luisa Pérez',
    propertyName: 'Casa Colibrí',
    label: 'MANAGER',
    hasAccount: false,
  },
  invitation_accepted: {
    name: 'Luisa Pérez',
    inviteeName: 'Mario Ruiz',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    label: 'WORKER',
  },
  tour_request_team: {
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    name: 'Beto Ramírez',
    email: 'beto@example.mx',
    phoneNumber: '3312345678',
    tourTime: '2025-04-12T16:00:00.000Z',
    buyerProfile: 'INVESTOR',
    budget: '5-7.5',
    creditOption: 'INFONAVIT',
    timeToBuy: '1-3',
  },
  tour_request_confirmation: {
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    name: 'Beto Ramírez',
    tourTime: '2025-04-12T16:00:00.000Z',
  },
  manager_application_team: {
    name: 'Luis Pérez',
    email: 'luis@example.mx',
    phoneNumber: '8112345678',
    airbnbProfileUrl: 'https://www.airbnb.mx/users/show/123456',
    message: 'Administro tres departamentos en la Roma.',
    propertyId: null,
    propertyName: null,
  },
  manager_application_confirmation: { name: 'Luis Pérez' },
  contact_team: { name: 'Carla', email: 'carla@example.mx', phoneNumber: null, text: '¿Operan en Mérida?' },
  contact_confirmation: { name: 'Carla', text: '¿Operan en Mérida?' },
  property_published: { name: 'Ana', propertyId: PROPERTY, propertyName: 'Casa Colibrí' },
  property_sold: { name: 'Ana', propertyId: PROPERTY, propertyName: 'Casa Colibrí' },
  property_sold_team: { propertyId: PROPERTY, propertyName: 'Casa Colibrí' },
  airbnb_listing_submitted: {
    name: 'Ana',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    listingName: 'Loft con terraza',
    listingUrl: 'https://www.airbnb.mx/rooms/53627481',
  },
  airbnb_listing_submitted_team: {
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    listingName: 'Loft con terraza',
    listingUrl: 'https://www.airbnb.mx/rooms/53627481',
  },
  contract_uploaded: { name: 'Ana', propertyId: PROPERTY, propertyName: 'Casa Colibrí', uploaderName: 'Ana' },
  contract_uploaded_team: { propertyId: PROPERTY, propertyName: 'Casa Colibrí', uploaderName: 'Ana' },
  miscellaneous_file_submitted: {
    name: 'Ana',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    uploaderName: null,
  },
  miscellaneous_file_submitted_team: { propertyId: PROPERTY, propertyName: null, uploaderName: null },
  airbnb_feed_stale: {
    name: 'Ana',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    listingName: 'Loft con terraza',
    listingUrl: 'https://www.airbnb.mx/rooms/53627481',
    lastSuccessAt: '2026-11-20T15:00:00.000Z',
    lastError: 'HTTP 403',
  },
  file_expiring: {
    name: 'Ana',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    fileType: 'PROPERTY_DEEDS',
    validTo: '2026-06-15',
    warning: 'THREE_MONTHS',
  },
  payment_receipt: {
    name: 'Ana',
    paymentId: '5b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a11',
    type: 'APPRAISAL_FURNISHING_QUERY',
    method: 'OXXO',
    amount: 1_850_000,
    at: '2026-11-25T18:30:00.000Z',
  },
  appraisal_ready: {
    name: 'Ana',
    appraisalId: '6b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a20',
    address: 'Francisco Sosa 200, Coyoacán',
    price: 3_000_000,
    minPrice: 2_550_000,
    maxPrice: 3_450_000,
    capRate: 0.067,
    averageDailyRate: 1000,
  },
  appraisal_team: {
    name: null,
    appraisalId: '6b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a21',
    address: 'Francisco Sosa 200, Coyoacán',
    price: 3_000_000,
    minPrice: 2_550_000,
    maxPrice: 3_450_000,
    capRate: null,
    averageDailyRate: null,
  },
  appraisal_feedback_team: {
    appraisalId: '6b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a22',
    address: 'Francisco Sosa 200, Coyoacán',
    feedback: 'TOO_LOW',
    message: 'Mi vecino vendió en 4 millones',
    price: 3_000_000,
    correctedPrice: 4_000_000,
    modelError: -0.25,
  },
  listing_submitted: {
    name: 'Ana',
    roomId: '12345678',
    listingUrl: 'https://www.airbnb.mx/rooms/12345678',
    expectedPrice: 3_200_000,
    appraisalId: '6b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a23',
  },
  listing_submitted_team: {
    name: null,
    roomId: '12345678',
    listingUrl: 'https://www.airbnb.mx/rooms/12345678',
    expectedPrice: 3_200_000,
    appraisalId: null,
  },
  owner_statement: {
    name: 'Ana',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    month: '2026-10',
    payout: 10_600,
  },
  saved_search_match: {
    name: 'Ana',
    searchName: 'Casas en Puebla',
    propertyId: PROPERTY,
    propertyName: 'Casa Villa Olímpica',
    slug: 'casa-villa-olimpica-puebla',
    price: 2_450_000,
    priceUsd: 133_152,
    city: 'Puebla',
    state: 'Puebla',
    imageUrl: 'https://cdn.casona.mx/properties/casa.jpg',
    priceLine: 'MX$2,450,000 (aprox. US$133,152)',
    url: 'https://casona.mx/property/casa-villa-olimpica-puebla',
  },
  payment_pending: {
    name: 'Ana',
    paymentId: '5b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a13',
    type: 'APPRAISAL_FURNISHING_QUERY',
    method: 'OXXO',
    amount: 1_850_000,
    instructions: {
      kind: 'OXXO',
      number: '12345678901234',
      expires_at: '2026-11-28T05:59:59.000Z',
      hosted_voucher_url: 'https://payments.stripe.com/oxxo/voucher/test_YWNjdF8x',
    },
  },
  day_plan_tomorrow: {
    name: 'Wendy',
    date: '2026-12-02',
    stops: [
      { propertyName: 'Depa Roma', listingName: 'Loft Roma', arrival: 9, departure: 11 },
      { propertyName: 'Casa Coyoacán', listingName: 'Casa Coyoacán', arrival: 11.42, departure: 14.42 },
    ],
    totalKm: 8.1,
    endTime: '14:25',
    stopsLine: '1. Depa Roma — Loft Roma ~09:00 · 2. Casa Coyoacán ~11:25',
  },
  payment_failed: {
    name: null,
    paymentId: '5b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a12',
    type: 'FIRST_MONTH_IN_ADVANCE',
    method: 'SPEI',
    amount: 1_425_050,
    at: '2026-11-25T18:30:00.000Z',
  },
  chore_assigned: {
    name: 'Rosa',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    choreName: 'Limpieza de salida',
    choreType: 'GENERAL',
    dueDate: '2026-03-10',
    previousDueDate: null,
    sameDayTurnover: true,
    reporterName: null,
  },
  chore_rescheduled: {
    name: 'Rosa',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    choreName: 'Limpieza de salida',
    choreType: 'GENERAL',
    dueDate: '2026-03-12',
    previousDueDate: '2026-03-10',
    sameDayTurnover: false,
    reporterName: null,
  },
  chore_canceled: {
    name: null,
    propertyId: PROPERTY,
    propertyName: null,
    choreName: 'Limpieza de salida',
    choreType: 'LINEN',
    dueDate: '2026-03-10',
    previousDueDate: null,
    sameDayTurnover: false,
    reporterName: null,
  },
  report_created: {
    name: 'Luisa Pérez',
    propertyId: PROPERTY,
    propertyName: 'Casa Colibrí',
    choreName: 'Fuga en el baño',
    choreType: 'PLUMBING',
    dueDate: null,
    previousDueDate: null,
    sameDayTurnover: false,
    reporterName: 'Rosa',
  },
};

const render = (template: TemplateKey, lang: Lang, data: TemplateData[TemplateKey] = SAMPLES[template]) =>
  renderEmail({
    template,
    data,
    lang,
    recipient: 'ana@example.mx',
    unsubscribeUrl: TEMPLATES[template].transactional ? null : 'https://casona.mx/unsubscribe?token=t0k3n',
    publicUrl: 'https://casona.mx/',
  });

describe('payment emails (issue 14)', () => {
  it('the receipt names the item, MX$ amount, method and reference in each language', () => {
    const es = render('payment_receipt', 'es');
    expect(es.subject).toBe('Recibo de pago: Paquete de amueblado');
    expect(es.text).toContain('MX$18,500.00');
    expect(es.text).toContain('Ficha de pago en OXXO');
    expect(es.text).toContain(SAMPLES.payment_receipt.paymentId);
    expect(es.text).toContain('https://casona.mx/dashboard/purchases');
    const en = render('payment_receipt', 'en');
    expect(en.subject).toBe('Payment receipt: Furnishing package');
    expect(en.text).toContain('MX$18,500.00');
  });

  it('the voucher email gives the OXXO number, its expiry and the voucher page, or the SPEI CLABE and reference', () => {
    const es = render('payment_pending', 'es');
    expect(es.subject).toBe('Completa tu pago: Paquete de amueblado');
    expect(es.text).toContain('12345678901234');
    expect(es.text).toContain('MX$18,500.00');
    expect(es.text).toContain('27 de noviembre de 2026');
    expect(es.html).toContain('href="https://payments.stripe.com/oxxo/voucher/test_YWNjdF8x"');
    const spei = render('payment_pending', 'en', {
      ...SAMPLES.payment_pending,
      method: 'SPEI',
      instructions: {
        kind: 'SPEI',
        clabe: '646180157000000004',
        bank_name: 'STP',
        reference: '7GQ4XJ',
        amount_remaining: 1_850_000,
        hosted_instructions_url: null,
      },
    });
    expect(spei.subject).toBe('Complete your payment: Furnishing package');
    expect(spei.text).toContain('646180157000000004');
    expect(spei.text).toContain('7GQ4XJ');
    expect(spei.text).toContain('https://casona.mx/dashboard/purchases');
  });

  it('a failed SPEI transfer says it expired and nothing was charged', () => {
    const es = render('payment_failed', 'es');
    expect(es.text).toContain('MX$14,250.50');
    expect(es.text).toContain('venció');
    expect(render('payment_failed', 'en').text).toContain('Nothing was charged');
  });
});

describe('the owner statement email', () => {
  it('names the month, the property and the payout, and links to the statement page', () => {
    const es = render('owner_statement', 'es');
    expect(es.subject).toBe('Estado de cuenta de octubre de 2026: Casa Colibrí');
    expect(es.text).toContain('MX$10,600.00');
    expect(es.html).toContain(
      `https://casona.mx/dashboard/performance/rent?property=${PROPERTY}&amp;month=2026-10`,
    );
    const en = render('owner_statement', 'en');
    expect(en.subject).toBe('October 2026 owner statement: Casa Colibrí');
    expect(en.text).toContain('no longer changes');
  });
});

describe('templates', () => {
  describe.each(TEMPLATE_KEYS)('%s', (template) => {
    it('renders in Spanish and English: subject, HTML, text and a working link, nothing left unfilled', () => {
      const es = render(template, 'es');
      const en = render(template, 'en');
      expect(es.subject).not.toBe(en.subject);
      for (const email of [es, en]) {
        expect(email.subject.length).toBeGreaterThan(5);
        for (const body of [email.html, email.text, email.subject]) {
          expect(body).not.toMatch(/undefined|\bnull\b|NaN|\[object Object\]|\{\w+\}/);
        }
        expect(email.html).toMatch(/^<!doctype html><html lang="(es|en)">/);
        expect(email.text).toContain('ana@example.mx');
        // Links are absolute and never doubled slashes after the host.
        for (const [, href] of email.html.matchAll(/href="([^"]+)"/g)) {
          expect(href).toMatch(/^(https:\/\/|mailto:|tel:\+52)/);
          expect(href).not.toMatch(/casona\.mx\/\//);
        }
      }
      expect(es.html).toContain('lang="es"');
      expect(en.html).toContain('lang="en"');
      // One palette with the site: terracotta, not the green emails used to carry (#16).
      expect(es.html).toContain(BRAND_COLOR);
      expect(es.html).not.toMatch(/#1f5f4a|#f2f6f4/i);
    });

    it(`${TEMPLATES[template].transactional ? 'is transactional: no' : 'is not transactional: an'} unsubscribe link`, () => {
      const email = render(template, 'es');
      expect(email.transactional).toBe(TEMPLATES[template].transactional);
      if (email.transactional) {
        expect(email.text).not.toContain('/unsubscribe');
        expect(email.html).not.toContain('/unsubscribe');
      } else {
        expect(email.text).toContain('Date de baja: https://casona.mx/unsubscribe?token=t0k3n');
        expect(email.html).toContain('href="https://casona.mx/unsubscribe?token=t0k3n"');
      }
    });
  });

  it('links only to dashboard screens the SPA has (no /dashboard/performance)', () => {
    // The SPA's dashboard routes (web/src/features/*/routes.ts), with the reset link's fragment page.
    const screens = [
      /^\/dashboard$/,
      /^\/dashboard\/property\/[0-9a-f-]{36}$/,
      /^\/dashboard\/ally$/,
      /^\/dashboard\/lead$/,
      /^\/dashboard\/profile(\/change_password)?$/,
      /^\/dashboard\/admin\/property\/[0-9a-f-]{36}$/,
      /^\/dashboard\/purchases$/,
      /^\/dashboard\/status$/,
      /^\/dashboard\/performance\/rent$/,
      /^\/dashboard\/admin\/appraisal$/,
      /^\/dashboard\/worker$/,
      /^\/dashboard\/saved_searches$/,
    ];
    for (const template of TEMPLATE_KEYS)
      for (const lang of ['es', 'en'] as const)
        for (const [, href] of render(template, lang).html.matchAll(
          /href="https:\/\/casona\.mx(\/dashboard[^"?#]*)/g,
        ))
          expect(
            screens.some((screen) => screen.test(href!)),
            `${template} (${lang}) links to ${href}`,
          ).toBe(true);
  });

  it('escapes what people wrote, keeps their line breaks, and never links a script URL', () => {
    const email = render('contact_team', 'es', {
      name: '<b>Carla</b>',
      email: 'carla@example.mx',
      phoneNumber: null,
      text: 'Hola <script>alert(1)</script>\n"comillas" & más',
    });
    expect(email.html).not.toContain('<script>');
    expect(email.html).toContain(
      'Hola &lt;script&gt;alert(1)&lt;/script&gt;<br>&quot;comillas&quot; &amp; más',
    );
    expect(email.html).toContain('&lt;b&gt;Carla&lt;/b&gt;');
    expect(email.text).toContain('> Hola <script>alert(1)</script>\n> "comillas" & más');
    expect(email.replyTo).toBe('carla@example.mx');

    const hostile = render('manager_application_team', 'en', {
      ...SAMPLES.manager_application_team,
      airbnbProfileUrl: 'javascript:alert(1)',
    });
    expect(hostile.html).not.toContain('href="javascript:');
  });

  it('says what each email is for, in the reader language', () => {
    expect(render('password_reset', 'es').text).toContain(SAMPLES.password_reset.resetUrl);
    expect(render('password_reset', 'es').subject).toBe('Restablece tu contraseña de Casona');
    expect(render('password_reset', 'en').subject).toBe('Reset your Casona password');
    expect(render('tour_request_team', 'es').text).toContain('Presupuesto: 5 - 7.5 millones');
    expect(render('tour_request_team', 'en').text).toContain('Time to buy: 1 - 3 months');
    expect(render('tour_request_confirmation', 'es').text).toContain('(hora del centro de México)');
    expect(render('manager_application_confirmation', 'en').text).toContain('up to 66% of the rent');
    expect(render('invitation_received', 'es').text).toContain('con el rol de administrador');
    expect(render('invitation_received', 'es').text).toContain('https://casona.mx/register');
    expect(render('account_created', 'es', { name: 'Íñigo', needsPassword: true }).text).toContain(
      'Elegir mi contraseña: https://casona.mx/recover_password',
    );
    expect(render('miscellaneous_file_submitted_team', 'en').subject).toBe('Document to review: a property');
  });

  it('escapeHtml covers the five characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('propertyEmails', () => {
  const owner = (n: number, locale: 'ES' | 'EN' = 'ES'): Recipient => ({
    profileId: `00000000-0000-4000-8000-00000000000${n}`,
    email: `Owner${n}@Example.mx `,
    name: `Dueño ${n}`,
    locale,
  });
  const team = { email: 'equipo@casona.mx', locale: 'ES' as const };

  it('every owner in their language, and the team when someone at Casona must act', () => {
    const intents = propertyEmails('CONTRACT_UPLOADED', {
      propertyId: PROPERTY,
      propertyName: 'Casa Colibrí',
      owners: [owner(1), owner(2, 'EN'), owner(1)],
      team,
      uploaderName: 'Dueño 1',
    });
    expect(intents.map((i) => [i.template, i.to, i.locale])).toEqual([
      ['contract_uploaded', 'owner1@example.mx', 'ES'],
      ['contract_uploaded', 'owner2@example.mx', 'EN'],
      ['contract_uploaded_team', 'equipo@casona.mx', 'ES'],
    ]);
    expect(intents[0]!.data).toEqual({
      propertyId: PROPERTY,
      propertyName: 'Casa Colibrí',
      uploaderName: 'Dueño 1',
      name: 'Dueño 1',
    });
    expect(intents.every((i) => i.propertyId === PROPERTY)).toBe(true);
  });

  it('PROPERTY_PUBLISHED goes to the owners only; a listing email carries the listing', () => {
    const published = propertyEmails('PROPERTY_PUBLISHED', {
      propertyId: PROPERTY,
      propertyName: null,
      owners: [owner(1)],
      team,
    });
    expect(published.map((i) => i.template)).toEqual(['property_published']);
    const listing = propertyEmails('AIRBNB_LISTING_SUBMITTED', {
      propertyId: PROPERTY,
      propertyName: 'Casa Colibrí',
      owners: [],
      team,
      listing: { name: 'Loft', url: 'https://www.airbnb.mx/rooms/1' },
    });
    expect(listing).toHaveLength(1);
    expect(listing[0]).toMatchObject({
      template: 'airbnb_listing_submitted_team',
      data: { listingName: 'Loft', listingUrl: 'https://www.airbnb.mx/rooms/1' },
    });
  });
});

describe('after a failed send', () => {
  it('retries transient failures while tries remain, then fails for good', () => {
    expect(afterFailure({ attempts: 1, maxAttempts: 3, transient: true })).toEqual({
      status: 'QUEUED',
      willRetry: true,
    });
    expect(afterFailure({ attempts: 3, maxAttempts: 3, transient: true })).toEqual({
      status: 'FAILED',
      willRetry: false,
    });
    expect(afterFailure({ attempts: 1, maxAttempts: 3, transient: false })).toEqual({
      status: 'FAILED',
      willRetry: false,
    });
  });

  it('reads transience from the mailer error, unknown errors count as transient', () => {
    expect(isTransient(Object.assign(new Error('550'), { transient: false }))).toBe(false);
    expect(isTransient(Object.assign(new Error('451'), { transient: true }))).toBe(true);
    expect(isTransient(new Error('EACCES'))).toBe(true);
    expect(describeError(new TypeError('x'.repeat(2000)))).toHaveLength(1000);
  });
});

describe('chore emails', () => {
  it('tell the worker the chore, its property, type label and date in their language', () => {
    const es = render('chore_assigned', 'es');
    expect(es.subject).toBe('Nueva tarea: Limpieza de salida');
    expect(es.text).toContain('10 de marzo 2026');
    expect(es.text).toContain('Salen y llegan el mismo día');
    expect(es.text).not.toContain('GENERAL');
    expect(render('chore_assigned', 'en').text).toContain('March 10, 2026');
    expect(render('chore_rescheduled', 'es').text).toContain('del 10 de marzo 2026 al 12 de marzo 2026');
    expect(render('chore_canceled', 'en').text).toContain('Linen');
    expect(render('report_created', 'es').subject).toBe('Nuevo reporte en Casa Colibrí: Fuga en el baño');
    expect(render('report_created', 'en').text).toContain('Rosa reported');
  });
});

describe('the appraisal emails (issue 18)', () => {
  it("tell the owner the price, the range and the earnings, linking to the page's feedback", () => {
    const es = render('appraisal_ready', 'es');
    expect(es.subject).toBe('Tu avalúo: MX$3,000,000');
    expect(es.text).toContain('MX$2,550,000 – MX$3,450,000');
    expect(es.text).toContain('6.7');
    expect(es.html).toContain('/appraisal/6b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a20?fqs=true');
    const en = render('appraisal_ready', 'en', {
      ...SAMPLES.appraisal_ready,
      capRate: null,
      averageDailyRate: null,
    });
    expect(en.text).toContain('We do not yet have enough short-term rentals nearby');
  });

  it("tell staff of an appraisal and of an opinion with the model's error, in words", () => {
    const team = render('appraisal_team', 'es');
    expect(team.text).toContain('Visitante sin cuenta');
    expect(team.text).toContain('Sin comparables');
    const feedback = render('appraisal_feedback_team', 'en');
    expect(feedback.subject).toBe('Opinion on an appraisal: too low');
    expect(feedback.text).toContain('-25%');
    expect(feedback.text).toContain('Mi vecino vendió en 4 millones');
    expect(feedback.text).not.toContain('TOO_LOW');
  });

  it('confirm a submission from a listing to its owner and tell staff, with the link and the price', () => {
    const owner = render('listing_submitted', 'es');
    expect(owner.subject).toBe('Recibimos tu propiedad desde Airbnb');
    expect(owner.text).toContain('MX$3,200,000');
    expect(owner.html).toContain('/appraisal/6b0c1b7e-3f43-4a9e-9d59-0f1f0c7d2a23');
    const team = render('listing_submitted_team', 'en');
    expect(team.subject).toBe('Property from Airbnb: listing 12345678');
    expect(team.text).toContain('https://www.airbnb.mx/rooms/12345678');
    expect(team.text).toContain('Visitor, no account');
  });
});

describe("tomorrow's route email", () => {
  it('gives the worker each stop in order with its times, the km and the end, in their language', () => {
    const es = render('day_plan_tomorrow', 'es');
    expect(es.subject).toBe('Tu ruta de mañana: 2 paradas');
    expect(es.text).toContain('2 de diciembre 2026');
    expect(es.text).toContain('1. Depa Roma — Loft Roma');
    expect(es.text).toContain('llega ~09:00, sale ~11:00');
    expect(es.text).toContain('2. Casa Coyoacán');
    expect(es.text).not.toContain('Casa Coyoacán — Casa Coyoacán');
    expect(es.text).toContain('8.1 km');
    expect(es.text).toContain('14:25');
    expect(es.text).toContain('/dashboard/worker');
    const en = render('day_plan_tomorrow', 'en', { ...SAMPLES.day_plan_tomorrow, endTime: null });
    expect(en.subject).toBe("Tomorrow's route: 2 stops");
    expect(en.text).toContain('arrive ~09:00, leave ~11:00');
    expect(en.text).toContain('we cannot estimate when you finish');
  });
});
