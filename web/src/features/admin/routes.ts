/** The admin console's identity and notifications pages: members, roles, mail, contact, jokes, notices. */
import { lazyRouteComponent, type AnyRoute } from '@tanstack/react-router';
import { ROLE_LABELS, type RoleLabel } from '@casona/proto/enums';
import { EMAIL_STATUSES, type EmailStatus } from '@casona/proto/notifications/entities';
import { WHATSAPP_STATUSES, type WhatsappStatus } from '@casona/proto/notifications/preferences';

import { adminPage, validatePageSearch } from '../../lib/routes.ts';
import { compact, optionalOneOf, optionalString, optionalUuid, type RawSearch } from '../../lib/search.ts';

/** The allies across properties (issue 19): a person's name or email, a role label, one property. */
export type PropertyCustomerSearch = { page?: number; property_id?: string; q?: string; label?: RoleLabel };

export const validatePropertyCustomerSearch = (raw: RawSearch): PropertyCustomerSearch =>
  compact({
    ...validatePageSearch(raw),
    property_id: optionalUuid(raw['property_id']),
    q: optionalString(raw['q'], 200),
    label: optionalOneOf(ROLE_LABELS, raw['label']),
  });

/** `?q=` of a searchable admin list (the services take up to 200 characters). */
const searchOf = (raw: RawSearch) => optionalString(raw['q'], 200);

export type JokeSearch = { page?: number; tab?: 'pending' | 'approved'; q?: string };
export const validateJokeSearch = (raw: RawSearch): JokeSearch =>
  compact({
    ...validatePageSearch(raw),
    tab: optionalOneOf(['pending', 'approved'] as const, raw['tab']),
    q: searchOf(raw),
  });

export type ContactSearch = { page?: number; q?: string; answered?: 'yes' | 'no' };
export const validateContactSearch = (raw: RawSearch): ContactSearch =>
  compact({
    ...validatePageSearch(raw),
    q: searchOf(raw),
    answered: optionalOneOf(['yes', 'no'] as const, raw['answered']),
  });

export type PageAndText = { page?: number; q?: string };
export const validatePageAndTextSearch = (raw: RawSearch): PageAndText =>
  compact({ ...validatePageSearch(raw), q: searchOf(raw) });

/** The mailbox: its page, the search (subject, recipient or template) and the open message. */
export type MailSearch = { page?: number; q?: string; id?: string };
export const validateMailSearch = (raw: RawSearch): MailSearch =>
  compact({ ...validatePageSearch(raw), q: searchOf(raw), id: optionalString(raw['id'], 200) });

/**
 * The notices page: the notices' page, search (the notice's words or the property's name) and one
 * property (which the email log follows too), the email log's own page, search (recipient,
 * template or last error) and state, and the WhatsApp log's own page and state.
 */
export type NotificationsSearch = {
  page?: number;
  q?: string;
  property_id?: string;
  email_page?: number;
  email_q?: string;
  email_status?: EmailStatus;
  whatsapp_page?: number;
  whatsapp_status?: WhatsappStatus;
};
export const validateNotificationsSearch = (raw: RawSearch): NotificationsSearch =>
  compact({
    ...validatePageSearch(raw),
    q: searchOf(raw),
    property_id: optionalUuid(raw['property_id']),
    email_page: validatePageSearch({ page: raw['email_page'] }).page,
    email_q: optionalString(raw['email_q'], 200),
    email_status: optionalOneOf(EMAIL_STATUSES, raw['email_status']),
    whatsapp_page: validatePageSearch({ page: raw['whatsapp_page'] }).page,
    whatsapp_status: optionalOneOf(WHATSAPP_STATUSES, raw['whatsapp_status']),
  });

export const adminRoutes = <TParent extends AnyRoute>(parent: TParent) =>
  [
    adminPage(parent, 'property_customer', 'adminPropertyCustomer', {
      order: 63,
      validateSearch: validatePropertyCustomerSearch,
      component: lazyRouteComponent(
        () => import('./routes/property-customer-page.tsx'),
        'AdminPropertyCustomerPage',
      ),
    }),
    adminPage(parent, 'joke', 'adminJoke', {
      order: 68,
      validateSearch: validateJokeSearch,
      component: lazyRouteComponent(() => import('./routes/joke-page.tsx'), 'AdminJokePage'),
    }),
    adminPage(parent, 'role', 'adminRole', {
      order: 69,
      validateSearch: validatePageAndTextSearch,
      component: lazyRouteComponent(() => import('./routes/role-page.tsx'), 'AdminRolePage'),
    }),
    adminPage(parent, 'mail', 'adminMail', {
      order: 70,
      validateSearch: validateMailSearch,
      component: lazyRouteComponent(() => import('./routes/mail-page.tsx'), 'AdminMailPage'),
    }),
    adminPage(parent, 'contact', 'adminContact', {
      order: 71,
      validateSearch: validateContactSearch,
      component: lazyRouteComponent(() => import('./routes/contact-page.tsx'), 'AdminContactPage'),
    }),
    adminPage(parent, 'manager_application', 'adminManagerApplication', {
      order: 72,
      validateSearch: validatePageAndTextSearch,
      component: lazyRouteComponent(
        () => import('./routes/manager-application-page.tsx'),
        'AdminManagerApplicationPage',
      ),
    }),
    adminPage(parent, 'notifications', 'adminNotifications', {
      order: 73,
      validateSearch: validateNotificationsSearch,
      component: lazyRouteComponent(
        () => import('./routes/notifications-page.tsx'),
        'AdminNotificationsPage',
      ),
    }),
  ] as const;
