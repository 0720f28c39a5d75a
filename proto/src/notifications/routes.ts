/**
 * Every operation of the notifications service, declared once for the service (kit's `routes()`)
 * and the SPA (`api()`), in four tables: the public forms, email (file notices and opting out),
 * property notifications, and the staff screens.
 */
import { Created, NoContent } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import {
  AdminJokesQuery,
  Contact,
  ContactAnsweredBody,
  ContactParams,
  ContactsQuery,
  DeliveriesQuery,
  EmailNotificationPost,
  JokeApprovalBody,
  JokeParams,
  JokeSubmit,
  LogPost,
  MailParams,
  ManagerApplication,
  NotificationParams,
  PropertyNotificationPost,
  PropertyNotificationsQuery,
  PublicJokesQuery,
  UnreadQuery,
  UnsubscribeBody,
  UnsubscribeQuery,
} from './requests.ts';
import { SearchPageQuery } from '../shared/requests.ts';
import {
  Accepted,
  ContactPage,
  DeliveryPage,
  JokePage,
  JokeView,
  MailPage,
  MailView,
  ManagerApplicationPage,
  PropertyNotificationPage,
  PropertyNotificationView,
  UnreadCount,
  UnsubscribeDone,
  UnsubscribeState,
  ContactView,
} from './responses.ts';

/**
 * The public site's forms (contact, joke box, manager applications, client logs). The gateway holds
 * these paths to a stricter rate limit per address, hence the documented 429s.
 */
export const notificationForms = {
  contact: defineRoute({
    method: 'POST',
    path: '/contact',
    tags: ['contact'],
    summary: 'Contact form: stored for staff, emailed to the team, a copy to the sender',
    body: Contact,
    response: { 201: Created },
    errors: [400, 429],
  }),
  submitJoke: defineRoute({
    method: 'POST',
    path: '/joke',
    tags: ['joke'],
    summary: 'Joke box: stored unapproved until an administrator approves it',
    body: JokeSubmit,
    response: { 201: Created },
    errors: [400, 429],
  }),
  jokes: defineRoute({
    method: 'GET',
    path: '/joke',
    tags: ['joke'],
    summary: 'Approved jokes, newest first (20 a page), optionally in one language',
    query: PublicJokesQuery,
    response: { 200: JokePage },
    errors: [400],
  }),
  managerApplication: defineRoute({
    method: 'POST',
    path: '/email/wanna_be_manager',
    tags: ['manager_application'],
    summary: 'Apply to manage properties: stored for staff, emailed to the team, a copy to the applicant',
    body: ManagerApplication,
    response: { 201: Created },
    errors: [400, 429],
  }),
  log: defineRoute({
    method: 'POST',
    path: '/log',
    tags: ['log'],
    summary: 'A client error reported by the SPA (stored; rate limited per address at the gateway)',
    body: LogPost,
    response: { 202: NoContent },
    errors: [400, 429],
  }),
} as const;

/** Email: the notice of a file just uploaded, and the unsubscribe link's two steps. */
export const notificationEmail = {
  fileNotice: defineRoute({
    method: 'POST',
    path: '/email_notification',
    tags: ['email_notification'],
    auth: 'signedIn',
    summary:
      'Email about a file just uploaded (CONTRACT_UPLOADED or MISCELLANEOUS_FILE_SUBMITTED): the team reviews it, owners get a receipt',
    body: EmailNotificationPost,
    response: { 202: Accepted },
    errors: [400, 401, 403],
  }),
  unsubscribeState: defineRoute({
    method: 'GET',
    path: '/email/unsubscribe',
    tags: ['email'],
    summary: 'Who an unsubscribe link belongs to, and whether they already opted out',
    query: UnsubscribeQuery,
    response: { 200: UnsubscribeState },
    errors: [400, 404],
  }),
  unsubscribe: defineRoute({
    method: 'POST',
    path: '/email/unsubscribe',
    tags: ['email'],
    summary: 'Opt the address of an unsubscribe link out of non-transactional email',
    body: UnsubscribeBody,
    response: { 200: UnsubscribeDone },
    errors: [400, 404],
  }),
} as const;

/** §3 property notifications under §6's `notification` permission (staff: every property). */
export const propertyNotifications = {
  list: defineRoute({
    method: 'GET',
    path: '/property_notification',
    tags: ['property_notification'],
    auth: 'signedIn',
    summary:
      "A property's notifications, or those of every property the caller may see, with read state; q: words of the notice or of the property's name, whatever their case and accents",
    query: PropertyNotificationsQuery,
    response: { 200: PropertyNotificationPage },
    errors: [400, 401, 403],
  }),
  unreadCount: defineRoute({
    method: 'GET',
    path: '/property_notification/unread_count',
    tags: ['property_notification'],
    auth: 'signedIn',
    summary: 'How many of the notifications the caller may see they have not read',
    query: UnreadQuery,
    response: { 200: UnreadCount },
    errors: [400, 401, 403],
  }),
  markRead: defineRoute({
    method: 'POST',
    path: '/property_notification/:id/read',
    tags: ['property_notification'],
    auth: 'signedIn',
    summary: 'Mark a notification read for the caller',
    params: NotificationParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  create: defineRoute({
    method: 'POST',
    path: '/property_notification',
    tags: ['property_notification'],
    auth: 'signedIn',
    summary: 'Post a notification on a property (staff, or members with notification insert)',
    body: PropertyNotificationPost,
    response: { 201: PropertyNotificationView },
    errors: [400, 401, 403],
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/property_notification/:id',
    tags: ['property_notification'],
    auth: 'signedIn',
    summary: 'Delete a notification (staff, or members with notification delete)',
    params: NotificationParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
} as const;

/**
 * Staff screens. The gateway lets only administrators through /api/v1/admin/*; the staff check the
 * kit makes here holds when the service is reached some other way.
 */
export const notificationAdmin = {
  jokes: defineRoute({
    method: 'GET',
    path: '/admin/joke',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Every joke, or only approved=true|false ones, newest first; q: words of its text',
    query: AdminJokesQuery,
    response: { 200: JokePage },
    errors: [400, 401, 403],
  }),
  approveJoke: defineRoute({
    method: 'PATCH',
    path: '/admin/joke/:joke_id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Approve a joke (it shows on the landing) or withdraw the approval',
    params: JokeParams,
    body: JokeApprovalBody,
    response: { 200: JokeView },
    errors: [400, 401, 403, 404],
  }),
  deleteJoke: defineRoute({
    method: 'DELETE',
    path: '/admin/joke/:joke_id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Delete a joke',
    params: JokeParams,
    response: { 204: NoContent },
    errors: [400, 401, 403, 404],
  }),
  contacts: defineRoute({
    method: 'GET',
    path: '/admin/contact',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'Contact messages, newest first; all, or only the answered or unanswered ones; q: words of the sender or the message',
    query: ContactsQuery,
    response: { 200: ContactPage },
    errors: [400, 401, 403],
  }),
  answerContact: defineRoute({
    method: 'PATCH',
    path: '/admin/contact/:id',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Mark a contact message answered (or not answered again); kept in the audit log',
    params: ContactParams,
    body: ContactAnsweredBody,
    response: { 200: ContactView },
    errors: [400, 401, 403, 404],
  }),
  managerApplications: defineRoute({
    method: 'GET',
    path: '/admin/manager_application',
    tags: ['admin'],
    auth: 'staff',
    summary: 'Applications to manage properties, newest first; q: words of the applicant or the message',
    query: SearchPageQuery,
    response: { 200: ManagerApplicationPage },
    errors: [400, 401, 403],
  }),
  deliveries: defineRoute({
    method: 'GET',
    path: '/admin/email_notification',
    tags: ['admin'],
    auth: 'staff',
    summary:
      'The email delivery log (every email, its status, tries and last error), newest first; q: words of the recipient, the template or the last error, whatever their case and accents',
    query: DeliveriesQuery,
    response: { 200: DeliveryPage },
    errors: [400, 401, 403],
  }),
  mailbox: defineRoute({
    method: 'GET',
    path: '/admin/mail',
    tags: ['admin'],
    auth: 'admin', // ADMIN_FAMILY_STAFF_ROLES: reset links are in there
    summary:
      'Embedded mode: the messages written to the local mail outbox, newest first (404 with SMTP); q: words of the subject, a recipient or the template, whatever their case and accents',
    query: SearchPageQuery,
    response: { 200: MailPage },
    errors: [400, 401, 403, 404],
  }),
  mail: defineRoute({
    method: 'GET',
    path: '/admin/mail/:id',
    tags: ['admin'],
    auth: 'admin', // ADMIN_FAMILY_STAFF_ROLES: reset links are in there
    summary: 'Embedded mode: one message of the local mail outbox, with its HTML, text and headers',
    params: MailParams,
    response: { 200: MailView },
    errors: [400, 401, 403, 404],
  }),
} as const;
