// @vitest-environment happy-dom
/**
 * The back office's payments page (issue 19) rendered against a stubbed API: it asks GET
 * /admin/payment with the page's search, shows each payment in words (payer, package, property
 * link, amount with its currency, method, status and why it failed — never a code or an id),
 * filters by status, searches as staff type and pages; and the address bar's search is checked.
 */
import type { AdminPayment } from '@casona/proto/finance/payments';
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
import { AdminPaymentList } from './routes/admin-payments-page.tsx';
import { validateAdminPaymentSearch, type AdminPaymentSearch } from './routes.ts';

const HOME = '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01';
const PAYER = '1b0f5d7a-3c2e-4a9b-8d61-2e4f6a8c0b12';
const PATH = '/api/v1/admin/payment';

const payment = (i: number, over: Partial<AdminPayment> = {}): AdminPayment => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  type: 'APPRAISAL_FURNISHING_QUERY',
  reference_id: '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d',
  method: 'CARD',
  status: 'PAID',
  amount: 1_850_000,
  currency: 'MXN',
  checkout_url: null,
  instructions: null,
  created_at: '2026-03-01T18:00:00.000Z',
  paid_at: '2026-03-01T18:05:00.000Z',
  failed_at: null,
  updated_at: '2026-03-01T18:05:00.000Z',
  profile_id: PAYER,
  property_name: null,
  payer_name: 'Olga Pagadora',
  payer_email: 'olga@example.com',
  ...over,
});

let answers: Record<string, unknown>;
let asked: URL[];

beforeAll(setUpScreens);
beforeEach(() => {
  asked = stubApi((url) => answerByPath(answers, url));
});
afterEach(resetScreens);

/** The list with its search kept in state, as the route keeps it in the address bar. */
const payments = (initial: AdminPaymentSearch = {}) => withSearch(AdminPaymentList, initial);

const lastAsked = () => lastAskedOf(asked, PATH);

const page = (items: AdminPayment[], total = items.length) => ({
  [PATH]: { items, total, page: 1, pageSize: 20 },
});

describe('/dashboard/admin/payment', () => {
  it('shows each payment in words: payer, package and property, amount, method, status and why it failed', async () => {
    answers = page([
      payment(1, {
        type: 'FIRST_MONTH_IN_ADVANCE',
        reference_id: HOME,
        property_name: 'Casa Roma Norte',
        method: 'SPEI',
        status: 'FAILED',
        amount: 900_000,
        paid_at: null,
        failed_at: '2026-03-04T18:00:00.000Z',
      }),
      payment(2, { method: 'OXXO', status: 'EXPIRED', paid_at: null, payer_name: null, payer_email: null }),
      payment(3),
    ]);
    renderScreen(payments({ status: 'FAILED' }));
    const rows = await screen.findAllByTestId('admin-payment-row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Olga Pagadoraolga@example.comFirst month paid in advanceCasa Roma NorteMX$9,000.00SPEI bank transferFailed' +
        'The SPEI transfer did not arrive before its deadline.Started March 1, 2026Failed March 4, 2026',
      'Person not yet known to financeFurnishing packageMX$18,500.00OXXO cash voucherExpired' +
        'The checkout page expired before the payment was made.Started March 1, 2026',
      'Olga Pagadoraolga@example.comFurnishing packageMX$18,500.00CardPaidStarted March 1, 2026Paid March 1, 2026',
    ]);
    expect(lastAsked().searchParams.get('status')).toBe('FAILED');
    const links = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    expect(links).toEqual([`/dashboard/admin/property/${HOME}`]);
    expect(document.body.textContent).not.toContain(PAYER);
    expect(document.body.textContent).not.toContain('FIRST_MONTH');
    expect(screen.getByTestId('admin-total').textContent).toBe('3 results');
  });

  it('speaks Spanish', async () => {
    await i18next.changeLanguage('es');
    answers = page([payment(1, { method: 'OXXO', status: 'FAILED', failed_at: '2026-03-04T18:00:00.000Z' })]);
    renderScreen(payments());
    const [row] = await screen.findAllByTestId('admin-payment-row');
    expect(row!.textContent).toContain('Paquete de amueblado');
    expect(row!.textContent).toContain('Ficha de pago en OXXO');
    expect(row!.textContent).toContain('Fallido');
    expect(row!.textContent).toContain('La ficha de OXXO no se pagó antes de vencer.');
    expect(row!.textContent).toContain('Falló el 4 de marzo 2026');
  });

  it('asks with the status chosen and what staff type, back on page 1, and pages', async () => {
    answers = page([payment(1)], 45);
    renderScreen(payments({ page: 2 }));
    await screen.findAllByTestId('admin-payment-row');
    expect(lastAsked().searchParams.get('page')).toBe('2');
    fireEvent.change(screen.getByTestId('admin-payments-status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(lastAsked().searchParams.get('status')).toBe('FAILED'));
    expect(lastAsked().searchParams.get('page')).toBe('1');
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.change(screen.getByTestId('admin-payments-search'), { target: { value: ' olga ' } });
    act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
    await waitFor(() => expect(lastAsked().searchParams.get('q')).toBe('olga'));
    expect(lastAsked().searchParams.get('status')).toBe('FAILED');
    vi.useRealTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked().searchParams.get('page')).toBe('2'));
    expect(lastAsked().searchParams.get('q')).toBe('olga');
  });

  it('says when there are no payments', async () => {
    answers = page([]);
    renderScreen(payments());
    expect((await screen.findByTestId('admin-list-empty')).textContent).toBe('No payments yet.');
  });
});

describe('the payments page’s address', () => {
  it('keeps a known status, a search (cut to the 200 letters the server takes) and a page, and drops what it does not know', () => {
    expect(validateAdminPaymentSearch({ status: 'FAILED', q: 'olga', page: '3' })).toEqual({
      status: 'FAILED',
      q: 'olga',
      page: 3,
    });
    expect(validateAdminPaymentSearch({ status: 'REFUNDED', page: '0' })).toEqual({});
    expect(validateAdminPaymentSearch({ q: 'x'.repeat(201) }).q).toBe('x'.repeat(200));
    expect(validateAdminPaymentSearch({ q: '   ' })).toEqual({});
  });
});
