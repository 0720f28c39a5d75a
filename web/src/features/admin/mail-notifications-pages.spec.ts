// @vitest-environment happy-dom
/**
 * The staff console's mailbox and notices pages (issue 19) on the shared list scaffold, rendered
 * against a stubbed API: what staff type goes to the address bar's `q` and from there to the
 * server, back on page 1; an empty list and a search that matches nothing say so; a failing list
 * says why in the API's words; a message opens beside the list; a notice is posted to a property
 * picked by its name (never its id), the lists are narrowed to a property picked the same way or
 * from a row, and a notice is deleted only once the phrase is typed (spec §5).
 */
import type { PropertyView } from '@casona/proto/listings/responses';
import type { WhatsappDeliveryView } from '@casona/proto/notifications/preferences';
import type { MailSummary, PropertyNotificationView } from '@casona/proto/notifications/responses';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { SEARCH_DEBOUNCE_MS } from '../../components/admin-list/search-box.tsx';
import { PICKER_DEBOUNCE_MS } from '../../components/property-picker/property-picker.tsx';
import {
  answerByPath,
  lastAsked,
  renderScreen,
  resetScreens,
  setUpScreens,
  stubApi,
  withSearch,
  type StubbedAnswer,
} from '../../testing/screen.ts';
import { AdminMailbox } from './routes/mail-page.tsx';
import { AdminNotifications } from './routes/notifications-page.tsx';
import {
  validateMailSearch,
  validateNotificationsSearch,
  type MailSearch,
  type NotificationsSearch,
} from './routes.ts';

const MAILBOX = '/api/v1/admin/mail';
const NOTICES = '/api/v1/property_notification';
const ROMA = '6f1c2a4e-8b1d-4c3e-9a51-0d2f7c1b9e01';
const MAIL_ID = '2026-03-01T12-00-00.000Z-0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f';

const mail: MailSummary = {
  id: MAIL_ID,
  to: ['ana@correo.mx'],
  from: 'Casona <hola@casona.mx>',
  subject: 'Tu reservación en Mérida',
  date: '2026-03-01T12:00:00.000Z',
  template: 'reservation_created',
  locale: 'ES',
};

const notice = (over: Partial<PropertyNotificationView> = {}): PropertyNotificationView => ({
  id: '00000000-0000-4000-8000-000000000001',
  property_id: ROMA,
  property_name: 'Casa Roma Norte',
  es_markdown: 'El agua se cortará el lunes',
  en_markdown: 'The water will be cut on Monday',
  created_at: '2026-03-01T10:00:00.000Z',
  read: false,
  ...over,
});

/** A property as staff's list answers it; only what the picker reads matters here. */
const property = (over: Partial<PropertyView>): PropertyView =>
  ({
    id: ROMA,
    name: 'Casa Roma Norte',
    city: 'Cuauhtémoc',
    state: 'Ciudad de México',
    status: 'PUBLISHED',
    ...over,
  }) as PropertyView;

const page = <T>(items: T[], total = items.length) => ({ items, total, page: 1, pageSize: 20 });

let answers: Record<string, unknown>;
/** Answers that are not a 200 (an error, a deletion), by path. */
let failures: Record<string, StubbedAnswer>;
let asked: URL[];
let deleted: string[];
/** Bodies POSTed, by path. */
let posted: { path: string; body: unknown }[];

beforeAll(setUpScreens);
beforeEach(() => {
  failures = {};
  deleted = [];
  posted = [];
  asked = stubApi((url, init) => {
    if (init?.method === 'POST') {
      posted.push({ path: url.pathname, body: JSON.parse(String(init.body)) as unknown });
      return { status: 201, body: notice() };
    }
    if (init?.method === 'DELETE') {
      deleted.push(url.pathname);
      return { status: 204, body: null };
    }
    return failures[url.pathname] ?? answerByPath(answers, url);
  });
});
afterEach(resetScreens);

/** Types into a search box and lets the typing settle. */
async function type(testId: string, text: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });
  act(() => void vi.advanceTimersByTime(SEARCH_DEBOUNCE_MS + 10));
  vi.useRealTimers();
}

describe('/dashboard/admin/mail', () => {
  const mailbox = (initial: MailSearch = {}) => withSearch(AdminMailbox, initial);

  it('lists the messages in words and searches the server with what staff type, back on page 1', async () => {
    answers = { [MAILBOX]: page([mail], 41) };
    renderScreen(mailbox({ page: 2 }));
    const [row] = await screen.findAllByTestId('mail-row');
    expect(row!.textContent).toContain('Tu reservación en Mérida');
    expect(row!.textContent).toContain('reservation created');
    expect(row!.textContent).toContain('Español');
    expect(row!.textContent).toContain('ana@correo.mx');
    expect(screen.getByTestId('admin-total').textContent).toBe('41 results');
    expect(lastAsked(asked, MAILBOX).searchParams.get('page')).toBe('2');
    await type('mail-search', '  Mérida ');
    await waitFor(() => expect(lastAsked(asked, MAILBOX).searchParams.get('q')).toBe('Mérida'));
    expect(lastAsked(asked, MAILBOX).searchParams.get('page')).toBe('1');
  });

  it('opens a message beside the list, in a sandboxed frame', async () => {
    answers = {
      [MAILBOX]: page([mail]),
      [`${MAILBOX}/${MAIL_ID}`]: {
        ...mail,
        html: '<p>Hola</p>',
        text: 'Hola',
        headers: { Subject: mail.subject },
      },
    };
    renderScreen(mailbox());
    const [row] = await screen.findAllByTestId('mail-row');
    expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Subject', 'To', 'Date']);
    fireEvent.click(within(row!).getByRole('button', { name: 'Tu reservación en Mérida' }));
    expect((await screen.findByTestId('mail-subject')).textContent).toBe('Tu reservación en Mérida');
    expect(screen.getByTestId('mail-html').getAttribute('sandbox')).toBe('');
    // Beside the message the list narrows to one column, with who and when under the subject.
    await waitFor(() =>
      expect(screen.getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Subject']),
    );
    expect(screen.getAllByTestId('mail-row')[0]!.textContent).toContain('ana@correo.mx');
    expect(
      within(row!).getByRole('button', { name: 'Tu reservación en Mérida' }).getAttribute('aria-current'),
    ).toBe('true');
  });

  it('says when the mailbox is empty, and when a search matches nothing', async () => {
    answers = { [MAILBOX]: page([]) };
    renderScreen(mailbox());
    expect((await screen.findByTestId('admin-list-empty')).textContent).toBe('The mailbox is empty.');
    await resetScreens();
    renderScreen(mailbox({ q: 'nadie' }));
    expect((await screen.findByTestId('admin-list-empty')).textContent).toBe(
      'Nothing matches the search or the filters.',
    );
    expect(lastAsked(asked, MAILBOX).searchParams.get('q')).toBe('nadie');
  });

  it('says in words why there is no mailbox (email goes out through SMTP), in the reader’s language', async () => {
    await i18next.changeLanguage('es');
    failures = {
      [MAILBOX]: {
        status: 404,
        body: { code: 'NOT_FOUND', message: 'El correo se envía por un servidor SMTP: no hay buzón local.' },
      },
    };
    renderScreen(mailbox());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'El correo se envía por un servidor SMTP: no hay buzón local.',
    );
    expect(screen.queryByTestId('mailbox')).toBeNull();
    expect(document.body.textContent).not.toContain('NOT_FOUND');
  });
});

describe('/dashboard/admin/notifications', () => {
  const notices = (initial: NotificationsSearch = {}) => withSearch(AdminNotifications, initial);
  const logs = {
    '/api/v1/admin/email_notification': page([
      {
        id: '00000000-0000-4000-8000-0000000000e1',
        property_id: ROMA,
        type: null,
        template: 'owner_statement',
        recipient: 'olga@correo.mx',
        status: 'FAILED',
        attempts: 3,
        provider_id: null,
        last_error: 'mailbox full',
        created_at: '2026-03-01T10:00:00.000Z',
        sent_at: null,
      },
    ]),
    '/api/v1/admin/whatsapp_message': page<WhatsappDeliveryView>([
      {
        id: '00000000-0000-4000-8000-0000000000a1',
        property_id: ROMA,
        template: 'chore_assigned',
        recipient: '5215512345678',
        locale: 'es',
        status: 'FAILED',
        attempts: 5,
        provider_id: null,
        last_error: 'recipient not on WhatsApp',
        created_at: '2026-03-01T10:00:00.000Z',
        sent_at: null,
      },
    ]),
  };

  it('lists the notices with their property by name, searches and narrows them on the server, and clears', async () => {
    answers = { [NOTICES]: page([notice()], 30), ...logs };
    renderScreen(notices());
    const [row] = await screen.findAllByTestId('notification-row');
    expect(row!.textContent).toContain('Casa Roma Norte');
    expect(row!.textContent).toContain('El agua se cortará el lunes');
    expect(document.body.textContent).not.toContain(ROMA);
    await type('notifications-search', 'agua');
    await waitFor(() => expect(lastAsked(asked, NOTICES).searchParams.get('q')).toBe('agua'));
    fireEvent.click(within(row!).getByRole('button', { name: 'Only this property' }));
    await waitFor(() => expect(lastAsked(asked, NOTICES).searchParams.get('property_id')).toBe(ROMA));
    expect(lastAsked(asked, NOTICES).searchParams.get('q')).toBe('agua');
    // The email log follows the property chosen.
    await waitFor(() =>
      expect(lastAsked(asked, '/api/v1/admin/email_notification').searchParams.get('property_id')).toBe(ROMA),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(lastAsked(asked, NOTICES).searchParams.get('page')).toBe('2'));
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(lastAsked(asked, NOTICES).searchParams.get('q')).toBeNull());
    expect(lastAsked(asked, NOTICES).searchParams.get('property_id')).toBeNull();
    expect(lastAsked(asked, NOTICES).searchParams.get('page')).toBe('1');
  });

  it('shows the email log with each state in words, searched and filtered by state on the server', async () => {
    const EMAILS = '/api/v1/admin/email_notification';
    answers = { [NOTICES]: page([]), ...logs };
    renderScreen(notices({ email_page: 2 }));
    const table = await screen.findByTestId('deliveries-table');
    expect(table.textContent).toContain('owner statement');
    expect(table.textContent).toContain('Failed');
    expect(table.textContent).not.toContain('FAILED');
    expect(table.textContent).toContain('mailbox full');
    expect(lastAsked(asked, EMAILS).searchParams.get('page')).toBe('2');
    fireEvent.change(screen.getByTestId('deliveries-status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(lastAsked(asked, EMAILS).searchParams.get('status')).toBe('FAILED'));
    expect(lastAsked(asked, EMAILS).searchParams.get('page')).toBe('1');
    await type('deliveries-search', 'olga@');
    await waitFor(() => expect(lastAsked(asked, EMAILS).searchParams.get('q')).toBe('olga@'));
    expect(lastAsked(asked, EMAILS).searchParams.get('status')).toBe('FAILED');
    // The notices keep their own search.
    expect(lastAsked(asked, NOTICES).searchParams.get('q')).toBeNull();
  });

  it('shows the WhatsApp log with each state in words, filtered by state on the server, apart from the email log', async () => {
    const WHATSAPP = '/api/v1/admin/whatsapp_message';
    const EMAILS = '/api/v1/admin/email_notification';
    answers = { [NOTICES]: page([]), ...logs };
    renderScreen(notices({ whatsapp_page: 2 }));
    const table = await screen.findByTestId('whatsapp-table');
    expect(table.textContent).toContain('Chore assigned');
    expect(table.textContent).toContain('+5215512345678');
    expect(table.textContent).toContain('Failed');
    expect(table.textContent).not.toContain('FAILED');
    expect(table.textContent).toContain('recipient not on WhatsApp');
    expect(lastAsked(asked, WHATSAPP).searchParams.get('page')).toBe('2');
    expect(lastAsked(asked, WHATSAPP).searchParams.get('status')).toBeNull();
    fireEvent.change(screen.getByTestId('whatsapp-status'), { target: { value: 'FAILED' } });
    await waitFor(() => expect(lastAsked(asked, WHATSAPP).searchParams.get('status')).toBe('FAILED'));
    expect(lastAsked(asked, WHATSAPP).searchParams.get('page')).toBe('1');
    // The email log keeps its own state.
    expect(lastAsked(asked, EMAILS).searchParams.get('status')).toBeNull();
    fireEvent.change(screen.getByTestId('whatsapp-status'), { target: { value: '' } });
    await waitFor(() => expect(lastAsked(asked, WHATSAPP).searchParams.get('status')).toBeNull());
  });

  it('opens the WhatsApp log on the failed messages when the address bar says so (the staff home’s “see all”)', async () => {
    const WHATSAPP = '/api/v1/admin/whatsapp_message';
    answers = { [NOTICES]: page([]), ...logs };
    renderScreen(notices({ whatsapp_status: 'FAILED' }));
    await screen.findByTestId('whatsapp-table');
    expect(lastAsked(asked, WHATSAPP).searchParams.get('status')).toBe('FAILED');
    expect((screen.getByTestId('whatsapp-status') as HTMLSelectElement).value).toBe('FAILED');
  });

  it('says when nothing is posted yet, and when a search matches nothing', async () => {
    answers = { [NOTICES]: page([]), ...logs };
    renderScreen(notices());
    // The notices come first; the WhatsApp log below is empty too.
    expect((await screen.findAllByTestId('admin-list-empty'))[0]!.textContent).toBe('Nothing here yet.');
    await resetScreens();
    renderScreen(notices({ q: 'nadie' }));
    await waitFor(() =>
      expect(screen.getAllByTestId('admin-list-empty')[0]!.textContent).toBe(
        'Nothing matches the search or the filters.',
      ),
    );
  });

  it('says in words why the notices could not be listed', async () => {
    answers = logs;
    failures = {
      [NOTICES]: {
        status: 400,
        body: {
          code: 'VALIDATION',
          message: 'Please correct the errors in the form.',
          errors: [{ path: '/querystring/q', message: 'Must be at most 200 characters long.' }],
        },
      },
    };
    renderScreen(notices());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Please correct the errors in the form.');
    expect(alert.textContent).not.toContain('VALIDATION');
  });

  it('posts a notice to a property picked by its name, searched on the server as staff type', async () => {
    const PROPERTIES = '/api/v1/admin/properties';
    const coral = '0b7e9a52-3c1d-4f6e-8a2b-9d4c5e6f7a81';
    answers = {
      [NOTICES]: page([]),
      ...logs,
      [PROPERTIES]: page([
        property({}),
        property({ id: coral, name: 'Depa Coral', city: 'Mérida', state: 'Yucatán', status: 'REVISION' }),
      ]),
    };
    renderScreen(notices());
    const form = await screen.findByTestId('notification-form');
    const field = within(form).getByRole('combobox', { name: /Property/ });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.focus(field);
    fireEvent.change(field, { target: { value: 'mérida' } });
    act(() => void vi.advanceTimersByTime(PICKER_DEBOUNCE_MS + 10));
    vi.useRealTimers();
    await waitFor(() => expect(lastAsked(asked, PROPERTIES).searchParams.get('q')).toBe('mérida'));
    // Typed without a pick: the form's message, as the person types.
    expect(form.textContent).toContain('Choose an option.');
    const option = (await screen.findAllByTestId('property-option')).find((o) =>
      o.textContent?.includes('Depa Coral'),
    )!;
    expect(option.textContent).toBe('Depa Coral · Mérida, Yucatán · In review');
    fireEvent.click(option);
    await waitFor(() => expect(field).toHaveProperty('value', 'Depa Coral'));
    expect(form.textContent).not.toContain('Choose an option.');
    expect(form.textContent).toContain('Mérida, Yucatán · In review');
    fireEvent.change(within(form).getByRole('textbox', { name: /Spanish/ }), {
      target: { value: 'Corte de agua' },
    });
    fireEvent.change(within(form).getByRole('textbox', { name: /English/ }), {
      target: { value: 'Water outage' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Post notice' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          path: NOTICES,
          body: { property_id: coral, es_markdown: 'Corte de agua', en_markdown: 'Water outage' },
        },
      ]),
    );
    expect(document.body.textContent).not.toContain(coral);
  });

  it('does not post without a property picked, and says so in the reader’s language', async () => {
    answers = { [NOTICES]: page([]), ...logs, '/api/v1/admin/properties': page([property({})]) };
    await i18next.changeLanguage('es');
    renderScreen(notices());
    const form = await screen.findByTestId('notification-form');
    const field = within(form).getByRole('combobox', { name: /Propiedad/ });
    fireEvent.change(field, { target: { value: 'Casa Roma Norte' } });
    fireEvent.blur(field);
    // Typed text that was never picked is dropped: the name alone is not a property.
    await waitFor(() => expect(field).toHaveProperty('value', ''));
    fireEvent.click(within(form).getByRole('button', { name: 'Publicar aviso' }));
    await waitFor(() => expect(form.textContent).toContain('Elige una opción.'));
    expect(form.textContent).not.toMatch(/UUID|identificador/);
    expect(posted).toEqual([]);
  });

  it('comes with the property of the address bar chosen, named by asking for it', async () => {
    answers = { [NOTICES]: page([notice()]), ...logs, [`/api/v1/admin/property/${ROMA}`]: property({}) };
    renderScreen(notices({ property_id: ROMA }));
    const form = await screen.findByTestId('notification-form');
    const field = within(form).getByRole('combobox', { name: /Property/ });
    await waitFor(() => expect(field).toHaveProperty('value', 'Casa Roma Norte'));
    expect(form.textContent).toContain('Cuauhtémoc, Ciudad de México · Published');
    expect(form.textContent).not.toContain(ROMA);
  });

  it('narrows the notices and the email log to a property picked by its name', async () => {
    const coral = '0b7e9a52-3c1d-4f6e-8a2b-9d4c5e6f7a81';
    answers = {
      [NOTICES]: page([notice()]),
      ...logs,
      [`/api/v1/admin/property/${ROMA}`]: property({}),
      '/api/v1/admin/properties': page([
        property({ id: coral, name: 'Depa Coral', city: 'Mérida', state: 'Yucatán', status: 'PUBLISHED' }),
      ]),
    };
    renderScreen(notices({ property_id: ROMA, page: 2 }));
    const filter = await screen.findByTestId('notifications-property');
    await waitFor(() => expect(filter).toHaveProperty('value', 'Casa Roma Norte'));
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.focus(filter);
    fireEvent.change(filter, { target: { value: 'coral' } });
    act(() => void vi.advanceTimersByTime(PICKER_DEBOUNCE_MS + 10));
    vi.useRealTimers();
    fireEvent.click(await screen.findByText('Depa Coral'));
    await waitFor(() => expect(lastAsked(asked, NOTICES).searchParams.get('property_id')).toBe(coral));
    expect(lastAsked(asked, NOTICES).searchParams.get('page')).toBe('1');
    await waitFor(() =>
      expect(lastAsked(asked, '/api/v1/admin/email_notification').searchParams.get('property_id')).toBe(
        coral,
      ),
    );
    expect(filter).toHaveProperty('value', 'Depa Coral');
    expect(document.body.textContent).not.toContain(coral);
  });

  it('deletes a notice only once the phrase is typed (spec §5)', async () => {
    answers = { [NOTICES]: page([notice()]), ...logs };
    renderScreen(notices());
    const [row] = await screen.findAllByTestId('notification-row');
    fireEvent.click(within(row!).getByTestId('delete-notification'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('It will disappear from the owners’ dashboard.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(deleted).toEqual([]);
    fireEvent.change(within(dialog).getByTestId('confirm-phrase'), { target: { value: 'delete' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(deleted).toEqual([`${NOTICES}/${notice().id}`]));
  });
});

describe('the pages’ addresses', () => {
  it('keep a search (cut to the 200 letters the server takes), a page, an open message and a property', () => {
    expect(validateMailSearch({ q: ' merida ', page: '2', id: MAIL_ID })).toEqual({
      q: 'merida',
      page: 2,
      id: MAIL_ID,
    });
    expect(validateMailSearch({ q: 'x'.repeat(201) }).q).toBe('x'.repeat(200));
    expect(validateNotificationsSearch({ q: 'agua', property_id: ROMA, page: '0' })).toEqual({
      q: 'agua',
      property_id: ROMA,
    });
    expect(validateNotificationsSearch({ q: '   ', property_id: 'not-an-id' })).toEqual({});
    expect(
      validateNotificationsSearch({ email_q: ' olga ', email_status: 'FAILED', email_page: '3', page: '2' }),
    ).toEqual({ email_q: 'olga', email_status: 'FAILED', email_page: 3, page: 2 });
    expect(validateNotificationsSearch({ email_status: 'LOST', email_page: '-1' })).toEqual({});
    expect(
      validateNotificationsSearch({ whatsapp_status: 'FAILED', whatsapp_page: '4', email_status: 'SENT' }),
    ).toEqual({ whatsapp_status: 'FAILED', whatsapp_page: 4, email_status: 'SENT' });
    expect(validateNotificationsSearch({ whatsapp_status: 'failed', whatsapp_page: '0' })).toEqual({});
  });
});
