// @vitest-environment happy-dom
/**
 * The admin list scaffold rendered: its table from declared columns, the total, the empty and
 * no-match states, the pager, the API's error, and the search box reporting the settled text once.
 */
import { useQuery } from '@tanstack/react-query';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createElement as h } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ApiError } from '../../lib/api/errors.ts';
import { renderScreen, resetScreens, setUpScreens, withProviders } from '../../testing/screen.ts';
import { AdminList, AdminListPage, type Column, type ListPage } from './admin-list.tsx';
import { DateRangeFilter, isBackwards } from './date-range-filter.tsx';
import { SEARCH_DEBOUNCE_MS, SearchBox, settledSearch } from './search-box.tsx';

type Row = { id: string; name: string };
const columns: Column<Row>[] = [
  { key: 'name', header: 'Name', cell: (r) => r.name },
  { key: 'actions', header: 'Actions', hideHeader: true, cell: (r) => `act ${r.id}` },
];

beforeAll(setUpScreens);
afterEach(resetScreens);

/** A list whose query answers `answer` (or fails with it). */
function List(props: {
  answer: ListPage<Row> | Error;
  page?: number;
  onPage?: (page: number) => void;
  q?: string;
  empty?: string;
}) {
  const query = useQuery({
    queryKey: ['rows', props.answer],
    queryFn: () => (props.answer instanceof Error ? Promise.reject(props.answer) : props.answer),
  });
  return h(AdminList<Row>, {
    query,
    columns,
    rowKey: (r) => r.id,
    rowTestId: 'row',
    testId: 'rows',
    page: props.page ?? 1,
    onPage: props.onPage ?? (() => undefined),
    search: { value: props.q, onChange: () => undefined },
    ...(props.empty ? { empty: props.empty } : {}),
  });
}

describe('AdminList', () => {
  it('renders the declared columns, one row per item, the total and the pager', async () => {
    const onPage = vi.fn();
    const items = [
      { id: 'a', name: 'Casa Azul' },
      { id: 'b', name: 'Casa Roja' },
    ];
    renderScreen(h(List, { answer: { items, total: 45, pageSize: 20 }, page: 2, onPage }));
    await screen.findByTestId('rows');
    expect(screen.getAllByTestId('row').map((r) => r.textContent)).toEqual([
      'Casa Azulact a',
      'Casa Rojaact b',
    ]);
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Name', 'Actions']);
    expect(screen.getByTestId('admin-total').textContent).toBe('45 results');
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPage).toHaveBeenCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPage).toHaveBeenCalledWith(1);
  });

  it('hides the pager when everything fits on one page', async () => {
    renderScreen(h(List, { answer: { items: [{ id: 'a', name: 'A' }], total: 1, pageSize: 20 } }));
    await screen.findByTestId('rows');
    expect(screen.getByTestId('admin-total').textContent).toBe('1 result');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("says the page's empty text, or that nothing matches when a search is set", async () => {
    renderScreen(h(List, { answer: { items: [], total: 0, pageSize: 20 }, empty: 'No jokes yet.' }));
    expect((await screen.findByTestId('admin-list-empty')).textContent).toBe('No jokes yet.');
    cleanup();
    renderScreen(h(List, { answer: { items: [], total: 0, pageSize: 20 }, q: 'zz' }));
    expect((await screen.findByTestId('admin-list-empty')).textContent).toBe(
      'Nothing matches the search or the filters.',
    );
  });

  it("shows the API's own words when the list fails", async () => {
    const failure = new ApiError(
      400,
      { code: 'VALIDATION', message: 'The page must be 1 or more.' },
      'failed',
    );
    renderScreen(h(List, { answer: failure }));
    expect((await screen.findByRole('alert')).textContent).toBe('The page must be 1 or more.');
    expect(screen.queryByTestId('rows')).toBeNull();
  });

  it('frames a page with its title and document title', async () => {
    function Page() {
      const query = useQuery({ queryKey: ['p'], queryFn: () => ({ items: [], total: 0, pageSize: 20 }) });
      return h(AdminListPage<Row>, {
        title: 'Amenities',
        description: 'What a home has.',
        query,
        columns,
        rowKey: (r) => r.id,
        page: 1,
        onPage: () => undefined,
      });
    }
    renderScreen(h(Page));
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Amenities');
    await waitFor(() => expect(document.title).toBe('Amenities · Casona'));
  });
});

describe('SearchBox', () => {
  it('trims what is typed and reports blank as no search', () => {
    expect(settledSearch('  casa ')).toBe('casa');
    expect(settledSearch('   ')).toBeUndefined();
  });

  it('reports the text once the typing pauses, not per keystroke', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    renderScreen(h(SearchBox, { value: undefined, onChange, label: 'Search' }));
    const box = screen.getByLabelText('Search');
    fireEvent.change(box, { target: { value: 'ca' } });
    act(() => void vi.advanceTimersByTime(100));
    fireEvent.change(box, { target: { value: 'casa ' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS - 10));
    expect(onChange).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(20));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('casa');
  });

  it('shows a value set from outside (filters cleared) without reporting it back', () => {
    vi.useFakeTimers();
    const onChange = vi.fn();
    const view = renderScreen(h(SearchBox, { value: 'casa', onChange, label: 'Search' }));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('casa');
    view.rerender(withProviders(h(SearchBox, { value: undefined, onChange, label: 'Search' })));
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS * 2));
    expect((screen.getByLabelText('Search') as HTMLInputElement).value).toBe('');
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('DateRangeFilter', () => {
  const labels = { fromLabel: 'From', toLabel: 'To', backwardsError: 'Start after end.', testId: 'range' };

  it('reports the end that changed, and none once it is emptied', () => {
    const onChange = vi.fn();
    renderScreen(h(DateRangeFilter, { value: { from: '2026-03-01' }, onChange, ...labels }));
    fireEvent.change(screen.getByTestId('range-to'), { target: { value: '2026-03-09' } });
    expect(onChange).toHaveBeenLastCalledWith({ to: '2026-03-09' });
    fireEvent.change(screen.getByTestId('range-from'), { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith({ from: undefined });
    expect(screen.queryByText('Start after end.')).toBeNull();
  });

  it('says so while the range runs backwards; an open end never does', () => {
    expect(isBackwards({ from: '2026-03-02', to: '2026-03-01' })).toBe(true);
    expect(isBackwards({ from: '2026-03-01', to: '2026-03-01' })).toBe(false);
    expect(isBackwards({ from: '2026-03-02' })).toBe(false);
    renderScreen(
      h(DateRangeFilter, {
        value: { from: '2026-03-02', to: '2026-03-01' },
        onChange: () => undefined,
        ...labels,
      }),
    );
    expect(screen.getByText('Start after end.')).toBeTruthy();
  });
});
