/**
 * The worker's list by when: overdue, today, upcoming (by due date, then name) and without a date.
 * "Today" is the phone's calendar day; due dates are the property's calendar dates (`yyyy-mm-dd`).
 */
export type Dated = { due_date: string | null; name: string };
export type Groups<T> = { overdue: T[]; today: T[]; upcoming: T[]; noDate: T[] };

export function groupByDay<T extends Dated>(items: readonly T[], today: string): Groups<T> {
  const groups: Groups<T> = { overdue: [], today: [], upcoming: [], noDate: [] };
  const sorted = [...items].sort(
    (a, b) => (a.due_date ?? '9999').localeCompare(b.due_date ?? '9999') || a.name.localeCompare(b.name),
  );
  for (const item of sorted) {
    if (item.due_date === null) groups.noDate.push(item);
    else if (item.due_date < today) groups.overdue.push(item);
    else if (item.due_date === today) groups.today.push(item);
    else groups.upcoming.push(item);
  }
  return groups;
}
