// @vitest-environment happy-dom
/**
 * The back office's chores and day plans pages rendered against a stubbed API: each asks its
 * endpoint with the page's search, shows names and words (never a code or an id), links a row to
 * the property's own screen, searches as staff type, filters from a row and pages.
 */
import type { AdminChorePage, AdminDayPlanPage } from '@casona/proto/maintenance/admin';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from '../../components/admin-list/search-box.tsx';
import {
  answerByPath,
  lastAsked as lastAskedOf,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
  withSearch,
} from '../../testing/screen.ts';
import { choreHref, dayPlanHref } from './links.ts';
import { AdminChoreList } from './routes/admin-chore-page.tsx';
import { AdminDayPlanList } from './routes/admin-day-plan-page.tsx';
import type { AdminChoreSearch, AdminDayPlanSearch } from './routes.ts';

const ROMA = '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01';
const WENDY = '1b0f5d7a-3c2e-4a9b-8d61-2e4f6a8c0b12';
const PLAN = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';

const chore = (i: number, over: Partial<AdminChorePage['items'][number]> = {}) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  property_id: ROMA,
  property_name: 'Casa Roma Norte',
  kind: 'CHORE' as const,
  name: `Revisar foco ${i}`,
  type: 'ELECTRICITY' as const,
  status: 'PENDING' as const,
  origin: 'ONE_OFF' as const,
  is_rule: false,
  due_date: '2026-03-05',
  assigned_to: null,
  canceled_at: null,
  cancel_reason: null,
  created_at: '2026-03-01T10:00:00.000Z',
  ...over,
});

const plan = (over: Partial<AdminDayPlanPage['items'][number]> = {}) => ({
  id: PLAN,
  schedule_date: '2026-05-02',
  timezone: 'America/Mexico_City' as const,
  created_by: { profile_id: WENDY, name: 'Olga Dueña' },
  properties: [{ property_id: ROMA, name: 'Casa Roma Norte' }],
  workers: [{ profile_id: WENDY, name: 'Wendy Limpieza' }],
  stop_count: 2,
  created_at: '2026-05-01T10:00:00.000Z',
  ...over,
});

let answers: Record<string, unknown>;
let asked: URL[];

beforeAll(setUpScreens);
beforeEach(() => {
  asked = stubApi((url) => answerByPath(answers, url));
});
afterEach(resetScreens);

/** The lists with their search kept in state, as the routes keep it in the address bar. */
const chores = (initial: AdminChoreSearch = {}) => withSearch(AdminChoreList, initial);
const plans = (initial: AdminDayPlanSearch = {}) => withSearch(AdminDayPlanList, initial);

const lastAsked = (path: string) => lastAskedOf(asked, path);

describe('/dashboard/admin/chore', () => {
  it('renders the chores with names and words, each linked to its property’s own screen', async () => {
    answers = {
      '/api/v1/admin/chore': {
        items: [
          chore(1, { assigned_to: { profile_id: WENDY, name: 'Wendy Limpieza' } }),
          chore(2, {
            name: 'Regar el jardín',
            origin: 'RECURRING',
            is_rule: true,
            due_date: null,
            type: 'GENERAL',
            status: 'SOLVED',
          }),
          chore(3, { kind: 'REPORT', name: 'Fuga en el baño', type: 'PLUMBING', property_name: null }),
        ],
        total: 3,
        page: 1,
        pageSize: 20,
      },
    };
    renderScreen(chores());
    const rows = await screen.findAllByTestId('admin-chore-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Revisar foco 1ChoreElectricityCasa Roma NortePendingOne-offMarch 5, 2026Wendy Limpieza',
      'Regar el jardínChoreGeneralCasa Roma NorteSolvedRecurringRuleNo dateUnassigned',
      'Fuga en el bañoReportPlumbingProperty not named yetPendingOne-offMarch 5, 2026Unassigned',
    ]);
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      choreHref(chore(1)),
      choreHref({ ...chore(2), origin: 'RECURRING', is_rule: true, name: 'Regar el jardín' }),
      choreHref({ ...chore(3), kind: 'REPORT', name: 'Fuga en el baño' }),
    ]);
    expect(links[1]).toBe(`/dashboard/maintenance/chore_schedule?property_id=${ROMA}&rules=recurrence`);
    expect(links[2]).toBe(`/dashboard/maintenance/report?property_id=${ROMA}&name=Fuga+en+el+ba%C3%B1o`);
    expect(document.body.textContent).not.toContain(ROMA);
    expect(document.body.textContent).not.toContain('ELECTRICITY');
    expect(screen.getByTestId('admin-total').textContent).toBe('3 results');
  });

  it('asks the server with what staff type, and back on page 1', async () => {
    answers = {
      '/api/v1/admin/chore': { items: [chore(1)], total: 45, page: 2, pageSize: 20 },
    };
    renderScreen(chores({ page: 2 }));
    await screen.findAllByTestId('admin-chore-row');
    expect(lastAsked('/api/v1/admin/chore').searchParams.get('page')).toBe('2');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByTestId('admin-chore-search'), { target: { value: 'roma ' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(lastAsked('/api/v1/admin/chore').searchParams.get('q')).toBe('roma'));
    expect(lastAsked('/api/v1/admin/chore').searchParams.get('page')).toBe('1');
  });

  it('filters by a select, by a row’s property or assignee, and pages', async () => {
    answers = {
      '/api/v1/admin/chore': {
        items: [chore(1, { assigned_to: { profile_id: WENDY, name: 'Wendy Limpieza' } })],
        total: 45,
        page: 1,
        pageSize: 20,
      },
    };
    renderScreen(chores());
    await screen.findAllByTestId('admin-chore-row');
    fireEvent.change(screen.getByTestId('admin-chore-origin'), { target: { value: 'TRIGGERED' } });
    await waitFor(() =>
      expect(lastAsked('/api/v1/admin/chore').searchParams.get('origin')).toBe('TRIGGERED'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show only those of Casa Roma Norte' }));
    await waitFor(() => expect(lastAsked('/api/v1/admin/chore').searchParams.get('property_id')).toBe(ROMA));
    expect((await screen.findByTestId('admin-chore-property-filter')).textContent).toContain(
      'Only those of Casa Roma Norte',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Show only those of Wendy Limpieza' }));
    await waitFor(() => expect(lastAsked('/api/v1/admin/chore').searchParams.get('assigned_to')).toBe(WENDY));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked('/api/v1/admin/chore').searchParams.get('page')).toBe('2'));
    expect(lastAsked('/api/v1/admin/chore').searchParams.get('origin')).toBe('TRIGGERED');
  });

  it('holds the list while the due dates contradict each other, and speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    answers = { '/api/v1/admin/chore': { items: [chore(1)], total: 1, page: 1, pageSize: 20 } };
    renderScreen(chores({ due_from: '2026-03-02', due_to: '2026-03-01' }));
    expect(await screen.findByText('La fecha inicial debe ser anterior a la final.')).toBeTruthy();
    expect(screen.queryByTestId('admin-chore-row')).toBeNull();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Tareas y reportes');
  });
});

describe('/dashboard/admin/day_plan', () => {
  it('renders each plan by day, properties and people by name, linked to the plan', async () => {
    answers = {
      '/api/v1/admin/day_plan': {
        items: [plan(), plan({ id: ROMA, workers: [], stop_count: 0, schedule_date: '2026-05-01' })],
        total: 2,
        page: 1,
        pageSize: 20,
      },
    };
    renderScreen(plans());
    const rows = await screen.findAllByTestId('admin-day-plan-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'May 2, 2026Casa Roma NorteWendy Limpieza2 cleaningsOlga Dueña',
      'May 1, 2026Casa Roma NorteNobody assigned0 cleaningsOlga Dueña',
    ]);
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      dayPlanHref(PLAN),
      dayPlanHref(ROMA),
    ]);
  });

  it('searches, filters by a worker from a row, and pages', async () => {
    answers = { '/api/v1/admin/day_plan': { items: [plan()], total: 41, page: 1, pageSize: 20 } };
    renderScreen(plans());
    await screen.findAllByTestId('admin-day-plan-row');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByTestId('admin-day-plan-search'), { target: { value: 'wendy' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(lastAsked('/api/v1/admin/day_plan').searchParams.get('q')).toBe('wendy'));
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: "Show only Wendy Limpieza's plans" }));
    await waitFor(() => expect(lastAsked('/api/v1/admin/day_plan').searchParams.get('worker')).toBe(WENDY));
    expect((await screen.findByTestId('admin-day-plan-worker-filter')).textContent).toContain(
      "Only Wendy Limpieza's plans",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked('/api/v1/admin/day_plan').searchParams.get('page')).toBe('2'));
  });
});
