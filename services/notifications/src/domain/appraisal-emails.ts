/**
 * The appraisal's emails (issue 18): the owner who appraised while signed in gets their price, its
 * range and the earnings with a link to the appraisal page; staff hear of every appraisal and of
 * every opinion on a price, with the model's error against the price the owner proposed.
 */
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface AppraisalEmailData {
  name: string | null;
  appraisalId: string;
  address: string;
  price: number;
  minPrice: number;
  maxPrice: number;
  /** Null when no short-term rentals are near enough to estimate earnings. */
  capRate: number | null;
  averageDailyRate: number | null;
}

export interface AppraisalFeedbackEmailData {
  appraisalId: string;
  address: string;
  feedback: 'ADEQUATE' | 'TOO_LOW' | 'TOO_HIGH';
  message: string | null;
  price: number;
  correctedPrice: number | null;
  modelError: number | null;
}

const pesos = (n: number, lang: Lang) =>
  `MX$${new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', { maximumFractionDigits: 0 }).format(n)}`;
const pct = (n: number, lang: Lang, signed = false) =>
  new Intl.NumberFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    style: 'percent',
    maximumFractionDigits: 1,
    ...(signed ? { signDisplay: 'exceptZero' as const } : {}),
  }).format(n);
const base = (ctx: RenderContext) => ctx.publicUrl.replace(/\/+$/, '');
const appraisalUrl = (id: string, ctx: RenderContext, feedback = false) =>
  `${base(ctx)}/appraisal/${id}${feedback ? '?fqs=true' : ''}`;

export function appraisalReady(d: AppraisalEmailData, lang: Lang, ctx: RenderContext): EmailContent {
  const range = `${pesos(d.minPrice, lang)} – ${pesos(d.maxPrice, lang)}`;
  if (lang === 'es')
    return {
      subject: `Tu avalúo: ${pesos(d.price, lang)}`,
      preheader: `Rango probable ${range}.`,
      greeting: d.name ? `Hola, ${d.name}:` : 'Hola:',
      paragraphs: [
        `Estimamos que ${d.address} vale ${pesos(d.price, lang)}. Ocho de cada diez propiedades como la tuya se venden entre ${range}.`,
        d.capRate !== null && d.averageDailyRate !== null
          ? `Rentándola por noches, una tarifa de alrededor de ${pesos(d.averageDailyRate, lang)} daría un rendimiento anual de ${pct(d.capRate, lang)} antes de gastos.`
          : 'Todavía no tenemos suficientes anuncios de renta corta cerca para estimar sus ingresos.',
        '¿Te parece bien el precio? Cuéntanos en la misma página: nos ayuda a afinar el modelo.',
      ],
      action: { label: 'Ver mi avalúo', url: appraisalUrl(d.appraisalId, ctx, true) },
    };
  return {
    subject: `Your appraisal: ${pesos(d.price, lang)}`,
    preheader: `Likely range ${range}.`,
    greeting: d.name ? `Hi ${d.name},` : 'Hi,',
    paragraphs: [
      `We estimate ${d.address} is worth ${pesos(d.price, lang)}. Eight in ten homes like yours sell within ${range}.`,
      d.capRate !== null && d.averageDailyRate !== null
        ? `Rented by the night, a rate around ${pesos(d.averageDailyRate, lang)} would give a yearly return of ${pct(d.capRate, lang)} before costs.`
        : 'We do not yet have enough short-term rentals nearby to estimate its earnings.',
      'Does the price seem right? Tell us on the same page: it helps us tune the model.',
    ],
    action: { label: 'See my appraisal', url: appraisalUrl(d.appraisalId, ctx, true) },
  };
}

export function appraisalTeam(d: AppraisalEmailData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  return {
    subject: es ? `Nuevo avalúo: ${d.address}` : `New appraisal: ${d.address}`,
    preheader: `${pesos(d.price, lang)} (${pesos(d.minPrice, lang)} – ${pesos(d.maxPrice, lang)})`,
    greeting: es ? 'Hola, equipo:' : 'Hi team,',
    paragraphs: [es ? 'Alguien valuó una propiedad.' : 'Someone appraised a property.'],
    details: [
      { label: es ? 'Dirección' : 'Address', value: d.address },
      { label: es ? 'Precio' : 'Price', value: pesos(d.price, lang) },
      {
        label: es ? 'Rango' : 'Range',
        value: `${pesos(d.minPrice, lang)} – ${pesos(d.maxPrice, lang)}`,
      },
      {
        label: 'Cap rate',
        value: d.capRate !== null ? pct(d.capRate, lang) : es ? 'Sin comparables' : 'No comparables',
      },
      {
        label: es ? 'Cliente' : 'Client',
        value: d.name ?? (es ? 'Visitante sin cuenta' : 'Visitor, no account'),
      },
    ],
    action: { label: es ? 'Ver el avalúo' : 'See the appraisal', url: appraisalUrl(d.appraisalId, ctx) },
  };
}

const OPINION = {
  es: { ADEQUATE: 'adecuado', TOO_LOW: 'bajo', TOO_HIGH: 'alto' },
  en: { ADEQUATE: 'right', TOO_LOW: 'too low', TOO_HIGH: 'too high' },
} as const;

export function appraisalFeedbackTeam(
  d: AppraisalFeedbackEmailData,
  lang: Lang,
  ctx: RenderContext,
): EmailContent {
  const es = lang === 'es';
  const opinion = OPINION[lang][d.feedback];
  return {
    subject: es ? `Opinión sobre un avalúo: ${opinion}` : `Opinion on an appraisal: ${opinion}`,
    preheader: d.address,
    greeting: es ? 'Hola, equipo:' : 'Hi team,',
    paragraphs: [
      es
        ? `El dueño de ${d.address} opina que el precio es ${opinion}.`
        : `The owner of ${d.address} thinks the price is ${opinion}.`,
    ],
    details: [
      { label: es ? 'Precio del modelo' : "Model's price", value: pesos(d.price, lang) },
      {
        label: es ? 'Precio propuesto' : 'Proposed price',
        value: d.correctedPrice !== null ? pesos(d.correctedPrice, lang) : '—',
      },
      {
        label: es ? 'Error del modelo' : "Model's error",
        value: d.modelError !== null ? pct(d.modelError, lang, true) : '—',
      },
    ],
    ...(d.message ? { quote: d.message } : {}),
    action: {
      label: es ? 'Ver avalúos y opiniones' : 'See appraisals and opinions',
      url: `${base(ctx)}/dashboard/admin/appraisal`,
    },
  };
}

export interface ListingSubmittedEmailData {
  name: string | null;
  roomId: string;
  listingUrl: string;
  expectedPrice: number;
  appraisalId: string | null;
}

/** The owner who submitted from their Airbnb listing while signed in: what we received and what follows. */
export function listingSubmitted(d: ListingSubmittedEmailData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  return {
    subject: es ? 'Recibimos tu propiedad desde Airbnb' : 'We received your property from Airbnb',
    preheader: es ? 'La revisaremos y te contactaremos pronto.' : 'We will review it and contact you soon.',
    greeting: es ? (d.name ? `Hola, ${d.name}:` : 'Hola:') : d.name ? `Hi ${d.name},` : 'Hi,',
    paragraphs: [
      es
        ? `Recibimos tu propiedad del anuncio ${d.listingUrl} con un precio esperado de ${pesos(d.expectedPrice, lang)}.`
        : `We received your property from the listing ${d.listingUrl} with an expected price of ${pesos(d.expectedPrice, lang)}.`,
      es
        ? 'La revisaremos y te contactaremos pronto. Mientras tanto puedes ver su estado en tu panel.'
        : 'We will review it and contact you soon. Meanwhile you can follow it on your dashboard.',
    ],
    action: d.appraisalId
      ? { label: es ? 'Ver mi avalúo' : 'See my appraisal', url: appraisalUrl(d.appraisalId, ctx) }
      : { label: es ? 'Ir a mi panel' : 'Go to my dashboard', url: `${base(ctx)}/dashboard` },
  };
}

/** Staff hear of every submission from a listing, with the link and the price expected. */
export function listingSubmittedTeam(
  d: ListingSubmittedEmailData,
  lang: Lang,
  ctx: RenderContext,
): EmailContent {
  const es = lang === 'es';
  return {
    subject: es ? `Propiedad desde Airbnb: anuncio ${d.roomId}` : `Property from Airbnb: listing ${d.roomId}`,
    preheader: pesos(d.expectedPrice, lang),
    greeting: es ? 'Hola, equipo:' : 'Hi team,',
    paragraphs: [
      es
        ? 'Un dueño envió su propiedad desde su anuncio de Airbnb.'
        : 'An owner submitted their property from their Airbnb listing.',
    ],
    details: [
      { label: es ? 'Anuncio' : 'Listing', value: d.listingUrl, href: d.listingUrl },
      { label: es ? 'Precio esperado' : 'Expected price', value: pesos(d.expectedPrice, lang) },
      {
        label: es ? 'Dueño' : 'Owner',
        value: d.name ?? (es ? 'Visitante sin cuenta' : 'Visitor, no account'),
      },
    ],
    ...(d.appraisalId
      ? {
          action: {
            label: es ? 'Ver el avalúo' : 'See the appraisal',
            url: appraisalUrl(d.appraisalId, ctx),
          },
        }
      : {}),
  };
}
