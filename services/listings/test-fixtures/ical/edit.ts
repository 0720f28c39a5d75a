import { propertyName, unfoldLines } from '../../src/domain/calendar/ics-text.ts';

/** Mutations of a real feed for tests: moved dates, regenerated UIDs, dropped or added events. */

/** Rewrites the events of a feed (`null` drops one), keeping everything else. */
export function editEvents(text: string, edit: (lines: string[]) => string[] | null): string {
  const out: string[] = [];
  let event: string[] | null = null;
  for (const line of unfoldLines(text)) {
    if (line === 'BEGIN:VEVENT') event = [];
    else if (line === 'END:VEVENT' && event) {
      const edited = edit(event);
      if (edited) out.push('BEGIN:VEVENT', ...edited, 'END:VEVENT');
      event = null;
    } else (event ?? out).push(line);
  }
  return `${out.join('\r\n')}\r\n`;
}

/** Edits the one event whose lines mention `needle` (a confirmation code or a UID). */
export function editEvent(text: string, needle: string, edit: (lines: string[]) => string[] | null): string {
  return editEvents(text, (lines) => (lines.some((l) => l.includes(needle)) ? edit(lines) : lines));
}

export const set = (name: string, value: string) => (lines: string[]) =>
  lines.map((l) => (propertyName(l) === name ? `${l.slice(0, l.indexOf(':'))}:${value}` : l));
export const drop = (name: string) => (lines: string[]) => lines.filter((l) => propertyName(l) !== name);
export const newUid = set('UID', '1418fb94e984-00000000000000000000000000000000@airbnb.com');

export function withEvent(text: string, ...lines: string[]): string {
  return text.replace('END:VCALENDAR', ['BEGIN:VEVENT', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\n'));
}
