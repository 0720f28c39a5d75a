/**
 * Tomorrow's route (issue 19): the evening before a day plan, each worker gets their stops in order
 * with the estimated arrival and departure, the kilometres and when the day ends, in their language
 * (email, and the `day_plan_tomorrow` WhatsApp template for those who opted in). Times are clocks of
 * the plan's own day; places by name, never an id.
 */
import { clockOfHours, formatCalendarDate } from '@casona/proto/shared/dates';
import type { EmailContent, Lang, RenderContext } from './templates.ts';

export interface DayPlanStopData {
  propertyName: string;
  listingName: string | null;
  arrival: number | null;
  departure: number | null;
}

export interface DayPlanNoticeData {
  name: string | null;
  /** The plan's day (YYYY-MM-DD). */
  date: string;
  stops: DayPlanStopData[];
  totalKm: number;
  /** "14:25", or null when no stop has a location to estimate from. */
  endTime: string | null;
  /** The stops on one line, for the WhatsApp template: "1. Depa Roma ~09:00 · 2. Casa azul ~11:25". */
  stopsLine: string;
}

const place = (s: DayPlanStopData) =>
  s.listingName && s.listingName !== s.propertyName ? `${s.propertyName} — ${s.listingName}` : s.propertyName;

/** The one-line summary the WhatsApp template carries (its parameters may hold no new lines). */
export function stopsLine(stops: readonly DayPlanStopData[]): string {
  return stops
    .map((s, i) => `${i + 1}. ${place(s)}${s.arrival === null ? '' : ` ~${clockOfHours(s.arrival)}`}`)
    .join(' · ');
}

function stopDetail(s: DayPlanStopData, lang: Lang): string {
  const es = lang === 'es';
  if (s.arrival === null || s.departure === null)
    return es
      ? 'sin ubicación en el mapa: calcula tu traslado'
      : 'no location on the map: plan your own travel';
  return es
    ? `llega ~${clockOfHours(s.arrival)}, sale ~${clockOfHours(s.departure)}`
    : `arrive ~${clockOfHours(s.arrival)}, leave ~${clockOfHours(s.departure)}`;
}

export function dayPlanTomorrow(d: DayPlanNoticeData, lang: Lang, ctx: RenderContext): EmailContent {
  const es = lang === 'es';
  const day = formatCalendarDate(d.date, lang);
  const n = d.stops.length;
  const stopsWord = es ? (n === 1 ? 'parada' : 'paradas') : n === 1 ? 'stop' : 'stops';
  const km = d.totalKm.toLocaleString(es ? 'es-MX' : 'en-US', { maximumFractionDigits: 1 });
  return {
    subject: es ? `Tu ruta de mañana: ${n} ${stopsWord}` : `Tomorrow's route: ${n} ${stopsWord}`,
    preheader: es
      ? `${day}. Empiezas en ${place(d.stops[0]!)}.`
      : `${day}. You start at ${place(d.stops[0]!)}.`,
    greeting: es ? (d.name ? `Hola, ${d.name}:` : 'Hola:') : d.name ? `Hi ${d.name},` : 'Hello,',
    paragraphs: [
      es
        ? `Este es tu plan para el ${day}, en el orden de la ruta más corta.`
        : `This is your plan for ${day}, in the order of the shortest route.`,
      d.endTime
        ? es
          ? `Son ${km} km de traslado y terminas cerca de las ${d.endTime}.`
          : `That is ${km} km of travel, and you finish around ${d.endTime}.`
        : es
          ? 'Algunas paradas no tienen ubicación, así que no podemos estimar a qué hora terminas.'
          : 'Some stops have no location, so we cannot estimate when you finish.',
    ],
    details: d.stops.map((s, i) => ({ label: `${i + 1}. ${place(s)}`, value: stopDetail(s, lang) })),
    action: {
      label: es ? 'Ver mis tareas' : 'See my chores',
      url: `${ctx.publicUrl.replace(/\/+$/, '')}/dashboard/worker`,
    },
  };
}
