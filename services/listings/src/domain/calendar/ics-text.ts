/**
 * The iCalendar text itself, before any parser sees it: CRLF, LF or CR endings, a byte-order mark
 * and folded lines (RFC 5545 §3.1: a line break followed by a space or a tab continues the line)
 * become one list of content lines, and each VEVENT's lines are kept apart. The parser uses it to
 * give events a stable UID; the feed hash uses it to compare events without their DTSTAMP.
 */
export interface IcsText {
  /** every unfolded content line, blank lines dropped */
  lines: string[];
  /** a `BEGIN:VCALENDAR` line was seen (an HTML error page or a captcha has none) */
  isCalendar: boolean;
  /**
   * the text ends with `END:VCALENDAR` and no event is left open: a body cut by a size cap or a
   * dropped connection is not, and must not count as a poll (its missing events are not gone)
   */
  complete: boolean;
  /** each VEVENT's lines between its BEGIN and END (nested VALARMs included), in feed order */
  events: string[][];
}

export function unfoldLines(text: string): string[] {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n[ \t]/g, '')
    .split('\n')
    .filter((line) => line.trim() !== '');
}

/** The property name of a content line: `DTSTART;VALUE=DATE:20220916` → `DTSTART`. */
export function propertyName(line: string): string {
  const end = line.search(/[;:]/);
  return (end === -1 ? line : line.slice(0, end)).toUpperCase();
}

/** The value of a content line: what follows the first colon outside a quoted parameter. */
export function propertyValue(line: string): string {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === '"') quoted = !quoted;
    else if (c === ':' && !quoted) return line.slice(i + 1);
  }
  return '';
}

export function readIcs(text: string): IcsText {
  const lines = unfoldLines(text);
  const events: string[][] = [];
  let isCalendar = false;
  let ended = false;
  let current: string[] | null = null;
  let depth = 0;
  for (const line of lines) {
    const name = propertyName(line);
    const value = propertyValue(line).trim().toUpperCase();
    if (name === 'BEGIN' && value === 'VCALENDAR') isCalendar = true;
    if (name === 'END' && value === 'VCALENDAR' && current === null) ended = true;
    if (current === null) {
      if (name === 'BEGIN' && value === 'VEVENT') {
        current = [];
        depth = 0;
      }
      continue;
    }
    if (name === 'END' && value === 'VEVENT' && depth === 0) {
      events.push(current);
      current = null;
      continue;
    }
    if (name === 'BEGIN') depth += 1;
    if (name === 'END') depth = Math.max(0, depth - 1);
    current.push(line);
  }
  return { lines, isCalendar, complete: isCalendar && ended && current === null, events };
}
