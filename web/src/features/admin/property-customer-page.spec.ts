// @vitest-environment happy-dom
/**
 * /dashboard/admin/property_customer (the admin console's allies, issue 19) rendered against a
 * stubbed API: every property's people with their role label in words and the property by name,
 * searched on the server by name or email, filtered by role label and by a row's property, paged.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from '../../components/admin-list/search-box.tsx';
import {
  lastAsked,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
  withSearch,
} from '../../testing/screen.ts';
import { AdminPropertyCustomerList } from './routes/property-customer-page.tsx';
import type { PropertyCustomerSearch } from './routes.ts';

const ROMA = '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01';
const WENDY = '1b0f5d7a-3c2e-4a9b-8d61-2e4f6a8c0b12';

const member = {
  profile_id: WENDY,
  property_id: ROMA,
  label: 'WORKER',
  can_flags: {},
  created_at: '2026-03-01T10:00:00.000Z',
  profile: { id: WENDY, name: 'Wendy Limpieza', email: 'wendy@example.com', img_url: null },
};

let asked: URL[];
let puts: unknown[];

beforeAll(setUpScreens);
beforeEach(() => {
  puts = [];
  asked = stubApi((url, init) => {
    if (init?.method === 'PUT') {
      const body = JSON.parse(String(init.body)) as { label: string };
      puts.push(body);
      return { status: 200, body: { ...member, label: body.label } };
    }
    if (url.pathname === '/api/v1/admin/property_customer')
      return {
        status: 200,
        body: { items: [member], total: 41, page: Number(url.searchParams.get('page')), pageSize: 20 },
      };
    if (url.pathname === `/api/v1/property/${ROMA}`)
      return { status: 200, body: { id: ROMA, name: 'Casa Roma Norte' } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found.' } };
  });
});
afterEach(resetScreens);

/** The list with its search kept in state, as the route keeps it in the address bar. */
const allies = () => withSearch<PropertyCustomerSearch>(AdminPropertyCustomerList, {});

const lastList = () => lastAsked(asked, '/api/v1/admin/property_customer');

describe('/dashboard/admin/property_customer', () => {
  it('renders each ally with the property by name and the role label in words', async () => {
    renderScreen(allies());
    const [row] = await screen.findAllByTestId('membership-row');
    await waitFor(() => expect(row!.textContent).toContain('Casa Roma Norte'));
    expect(row!.textContent).toContain('Wendy Limpieza');
    expect(row!.textContent).toContain('wendy@example.com');
    const select = screen.getByLabelText('Role of Wendy Limpieza') as HTMLSelectElement;
    expect(select.selectedOptions[0]!.textContent).toBe('Worker');
    expect(document.body.textContent).not.toContain(ROMA);
    expect(screen.getByTestId('admin-total').textContent).toBe('41 results');
  });

  it('searches by name or email on the server, filters by role label and property, and pages', async () => {
    renderScreen(allies());
    await screen.findAllByTestId('membership-row');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByTestId('membership-search'), { target: { value: 'wendy@' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(lastList().searchParams.get('q')).toBe('wendy@'));
    vi.useRealTimers();
    fireEvent.change(screen.getByTestId('membership-label-filter'), { target: { value: 'WORKER' } });
    await waitFor(() => expect(lastList().searchParams.get('label')).toBe('WORKER'));
    fireEvent.click(screen.getByRole('button', { name: 'Only this property' }));
    await waitFor(() => expect(lastList().searchParams.get('property_id')).toBe(ROMA));
    expect((await screen.findByTestId('membership-property-filter')).textContent).toContain(
      'Only the people of Casa Roma Norte',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastList().searchParams.get('page')).toBe('2'));
    expect(lastList().searchParams.get('label')).toBe('WORKER');
    expect(lastList().searchParams.get('q')).toBe('wendy@');
  });

  it('changes a role only once the person’s name is typed (spec §5)', async () => {
    renderScreen(allies());
    await screen.findAllByTestId('membership-row');
    fireEvent.change(screen.getByLabelText('Role of Wendy Limpieza'), { target: { value: 'MANAGER' } });
    expect(
      (await screen.findByText("Change Wendy Limpieza's role from Worker to Manager?", { exact: false }))
        .textContent,
    ).toContain('Their permissions on the property change with it.');
    const confirm = screen.getByRole('button', { name: 'Change role' });
    fireEvent.click(confirm);
    expect(puts).toEqual([]);
    fireEvent.change(screen.getByTestId('confirm-phrase'), { target: { value: ' wendy limpieza ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change role' }));
    await waitFor(() => expect(puts).toEqual([{ property_id: ROMA, profile_id: WENDY, label: 'MANAGER' }]));
  });
});
