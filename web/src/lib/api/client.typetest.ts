/**
 * Compile-time proof (run by `pnpm typecheck`, never executed) that the typed client rejects a wrong
 * path parameter, query field, body or use of the answer. Each `@ts-expect-error` fails the
 * typecheck if the line below it ever compiles.
 */
import { Type } from 'typebox';
import { identityInvitations } from '@casona/proto/identity/routes';
import { listingsMarket, listingsProperties } from '@casona/proto/listings/routes';
import { notificationForms } from '@casona/proto/notifications/routes';
import { Uuid } from '@casona/proto/shared/primitives';
import { defineRoute } from '@casona/proto/shared/route';

import { api } from './client.ts';

const showThing = defineRoute({
  method: 'GET',
  path: '/thing/:thing_id',
  tags: ['thing'],
  summary: 'A thing',
  params: Type.Object({ thing_id: Uuid() }),
  response: { 200: Type.Object({ name: Type.String() }) },
});

export async function typeChecks(signal: AbortSignal): Promise<void> {
  // Right calls compile, and the answer is typed.
  const thing = await api(showThing, { params: { thing_id: 'a' }, signal });
  const name: string = thing.name;
  const page = await api(notificationForms.jokes, { query: { page: 2, locale: 'EN' } });
  const text: string | undefined = page.items[0]?.text;
  const created = await api(notificationForms.contact, {
    body: { name: 'Ana', email: 'ana@example.com', text: 'Hola, quisiera informes', locale: 'ES' },
  });
  const id: string = created.id;
  await api(notificationForms.jokes);
  void [name, text, id];

  // @ts-expect-error — wrong path parameter: /thing/:thing_id has no `id`
  await api(showThing, { params: { id: 'a' } });
  // @ts-expect-error — the path parameter is missing
  await api(showThing, {});
  // @ts-expect-error — wrong query field: GET /joke takes page and locale
  await api(notificationForms.jokes, { query: { pages: 2 } });
  // @ts-expect-error — wrong query value: locale is 'ES' or 'EN'
  await api(notificationForms.jokes, { query: { locale: 'fr' } });
  await api(notificationForms.contact, {
    // @ts-expect-error — wrong body: the contact form has no `message` and needs `text`
    body: { name: 'Ana', email: 'a@b.mx', message: 'x', locale: 'ES' },
  });
  // @ts-expect-error — a body-taking form called without its body
  await api(notificationForms.submitJoke);
  // @ts-expect-error — a body where the operation takes none
  await api(notificationForms.jokes, { body: { page: 1 } });
  // @ts-expect-error — wrong use of the answer: a page of jokes has no `jokes`
  void (await api(notificationForms.jokes)).jokes;
  // @ts-expect-error — wrong use of the answer: the created id is a string
  const count: number = (await api(notificationForms.managerApplication, { body: manager() })).id;
  void count;

  // The services' tables type the SPA's calls the same way.
  const property = await api(listingsProperties.getProperty, { params: { id: 'a' }, signal });
  const propertyName: string = property.name;
  void propertyName;
  // @ts-expect-error — wrong path parameter: /property/display/:idOrSlug has no `id`
  await api(listingsMarket.displayProperty, { params: { id: 'a' } });
  // @ts-expect-error — wrong body: an invitation is answered by invitation_id
  await api(identityInvitations.accept, { body: { id: 'a' } });
  // @ts-expect-error — wrong use of the answer: the invitations list is `{ items }`, not an array
  void (await api(identityInvitations.received, { query: {} })).length;
}

const manager = () => ({
  airbnb_profile_url: 'https://www.airbnb.com/users/show/1',
  locale: 'ES' as const,
  message: 'Quiero administrar',
  name: 'Ana',
});
