/**
 * Chore emails (issue 13): a worker hears of a chore assigned to them and of one moved or canceled
 * with its reservation; a property's managers hear of a new report. Words in the recipient's
 * language, the chore type by its label, dates as §9 writes them (never an enum code or an id).
 * The button opens the property's page, whose chores and reports tab lists it.
 */
import type { ChoreType } from '@casona/proto/enums';
import { CHORE_TYPE_LABELS } from '@casona/proto/maintenance/chores';
import { formatCalendarDate } from '@casona/proto/shared/dates';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface ChoreNoticeData {
  name: string | null;
  propertyId: string;
  propertyName: string | null;
  choreName: string;
  choreType: ChoreType;
  dueDate: string | null;
  previousDueDate: string | null;
  /** Another stay checks out / in the same day. */
  sameDayTurnover: boolean;
  /** Who reported (reports only). */
  reporterName: string | null;
}

const base = (ctx: RenderContext) => ctx.publicUrl.replace(/\/+$/, '');
const greet = (lang: Lang, name: string | null) =>
  lang === 'es' ? (name ? `Hola, ${name}:` : 'Hola:') : name ? `Hi ${name},` : 'Hello,';
const where = (lang: Lang, name: string | null) => name ?? (lang === 'es' ? 'una propiedad' : 'a property');
const typeOf = (d: ChoreNoticeData, lang: Lang) => CHORE_TYPE_LABELS[d.choreType][lang];
const due = (date: string | null, lang: Lang) =>
  date ? formatCalendarDate(date, lang) : lang === 'es' ? 'Sin fecha' : 'No date';

function details(d: ChoreNoticeData, lang: Lang) {
  const es = lang === 'es';
  return [
    { label: es ? 'Propiedad' : 'Property', value: where(lang, d.propertyName) },
    { label: es ? 'Tipo' : 'Type', value: typeOf(d, lang) },
    { label: es ? 'Fecha' : 'Due', value: due(d.dueDate, lang) },
    ...(d.sameDayTurnover
      ? [
          {
            label: es ? 'Cambio de huéspedes' : 'Turnover',
            value: es ? 'Salen y llegan el mismo día' : 'Guests leave and arrive the same day',
          },
        ]
      : []),
  ];
}

export function choreAssigned(d: ChoreNoticeData, lang: Lang, ctx: RenderContext): EmailContent {
  const url = `${base(ctx)}/dashboard/property/${d.propertyId}`;
  const es = lang === 'es';
  return {
    subject: es ? `Nueva tarea: ${d.choreName}` : `New chore: ${d.choreName}`,
    preheader: es
      ? `En ${where(lang, d.propertyName)}, ${due(d.dueDate, lang)}.`
      : `At ${where(lang, d.propertyName)}, ${due(d.dueDate, lang)}.`,
    greeting: greet(lang, d.name),
    paragraphs: [
      es
        ? `Se te asignó la tarea «${d.choreName}» en ${where(lang, d.propertyName)}.`
        : `The chore “${d.choreName}” at ${where(lang, d.propertyName)} was assigned to you.`,
    ],
    details: details(d, lang),
    action: { label: es ? 'Ver la tarea' : 'See the chore', url },
  };
}

export function choreRescheduled(d: ChoreNoticeData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  return {
    subject: es ? `Tarea movida: ${d.choreName}` : `Chore moved: ${d.choreName}`,
    preheader: es ? `Ahora es el ${due(d.dueDate, lang)}.` : `Now due ${due(d.dueDate, lang)}.`,
    greeting: greet(lang, d.name),
    paragraphs: [
      es
        ? `La reservación cambió de fechas, así que la tarea «${d.choreName}» en ${where(lang, d.propertyName)} pasó del ${due(d.previousDueDate, lang)} al ${due(d.dueDate, lang)}.`
        : `The reservation's dates changed, so the chore “${d.choreName}” at ${where(lang, d.propertyName)} moved from ${due(d.previousDueDate, lang)} to ${due(d.dueDate, lang)}.`,
    ],
    details: details(d, lang),
    action: {
      label: es ? 'Ver la tarea' : 'See the chore',
      url: `${base(ctx)}/dashboard/property/${d.propertyId}`,
    },
  };
}

export function choreCanceled(d: ChoreNoticeData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  return {
    subject: es ? `Tarea cancelada: ${d.choreName}` : `Chore canceled: ${d.choreName}`,
    preheader: es ? 'La reservación ya no la necesita.' : 'The reservation no longer needs it.',
    greeting: greet(lang, d.name),
    paragraphs: [
      es
        ? `La tarea «${d.choreName}» en ${where(lang, d.propertyName)} del ${due(d.dueDate, lang)} se canceló junto con su reservación. Ya no tienes que hacerla.`
        : `The chore “${d.choreName}” at ${where(lang, d.propertyName)} due ${due(d.dueDate, lang)} was canceled with its reservation. You no longer need to do it.`,
    ],
    details: details(d, lang),
    action: {
      label: es ? 'Ver la tarea' : 'See the chore',
      url: `${base(ctx)}/dashboard/property/${d.propertyId}`,
    },
  };
}

export function reportCreated(d: ChoreNoticeData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  const who = d.reporterName ?? (es ? 'Alguien' : 'Someone');
  return {
    subject: es
      ? `Nuevo reporte en ${where(lang, d.propertyName)}: ${d.choreName}`
      : `New report at ${where(lang, d.propertyName)}: ${d.choreName}`,
    preheader: es ? `${who} reportó un problema con fotos.` : `${who} reported a problem with photos.`,
    greeting: greet(lang, d.name),
    paragraphs: [
      es
        ? `${who} reportó «${d.choreName}» en ${where(lang, d.propertyName)}. Revisa las fotos y asigna a quien lo resuelva.`
        : `${who} reported “${d.choreName}” at ${where(lang, d.propertyName)}. Look at the photos and assign someone to solve it.`,
    ],
    details: details({ ...d, dueDate: d.dueDate }, lang).slice(0, 2),
    action: {
      label: es ? 'Ver el reporte' : 'See the report',
      url: `${base(ctx)}/dashboard/property/${d.propertyId}`,
    },
  };
}
