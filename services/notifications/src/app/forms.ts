/**
 * The visitor forms of the public site: contact, joke box and manager application. Each stores its
 * row, announces it on the outbox and queues its emails in one transaction. A filled honeypot gets
 * the same answer as a person would and leaves no trace.
 */
import { randomUUID } from 'node:crypto';
import type { Contact, JokeSubmit, ManagerApplication } from '@casona/proto';
import { isBot, phoneOrNull } from '../domain/forms.ts';
import { intent, normalizeEmail } from '../domain/recipients.ts';
import { teamOf, type Deps } from './deps.ts';
import { queueEmails } from './emails.ts';
import { insertContact, insertManagerApplication } from './inbox-store.ts';
import { insertJoke } from './joke-store.ts';
import { propertyName } from './projections-store.ts';

export interface RequestMeta {
  clientIp: string | null;
}

/** POST /contact: stored, the team emailed (reply goes to the sender), the sender gets a copy. */
export async function submitContact(deps: Deps, input: Contact, meta: RequestMeta): Promise<string> {
  const id = randomUUID();
  if (isBot(input.website)) {
    deps.logger.info({ form: 'contact', clientIp: meta.clientIp }, 'honeypot filled: nothing stored');
    return id;
  }
  const email = normalizeEmail(input.email);
  const phoneNumber = phoneOrNull(input.phone_number);
  await deps.db.tx(async (client) => {
    await insertContact(client, {
      id,
      name: input.name,
      email,
      phone_number: phoneNumber,
      text: input.text,
      locale: input.locale,
      client_ip: meta.clientIp,
      created_at: deps.now(),
    });
    await deps.emit(client, [
      deps.event('notifications.contact.received', {
        contactId: id,
        name: input.name,
        email,
        phoneNumber,
        message: input.text,
        locale: input.locale,
      }),
    ]);
    await queueEmails(client, deps, id, [
      intent('contact_team', teamOf(deps), { name: input.name, email, phoneNumber, text: input.text }),
      intent('contact_confirmation', { email, locale: input.locale }, { name: input.name, text: input.text }),
    ]);
  });
  return id;
}

/** POST /joke: stored unapproved; it shows on the landing once an administrator approves it. */
export async function submitJoke(deps: Deps, input: JokeSubmit, meta: RequestMeta): Promise<string> {
  const id = randomUUID();
  if (isBot(input.website)) {
    deps.logger.info({ form: 'joke', clientIp: meta.clientIp }, 'honeypot filled: nothing stored');
    return id;
  }
  await insertJoke(deps.db, { id, text: input.text, locale: input.locale, now: deps.now() });
  return id;
}

/** POST /email/wanna_be_manager: stored for staff, the team emailed, the applicant gets a copy. */
export async function submitManagerApplication(
  deps: Deps,
  input: ManagerApplication,
  meta: RequestMeta,
): Promise<string> {
  const id = randomUUID();
  if (isBot(input.website)) {
    deps.logger.info(
      { form: 'manager_application', clientIp: meta.clientIp },
      'honeypot filled: nothing stored',
    );
    return id;
  }
  const email = input.email ? normalizeEmail(input.email) : null;
  const phoneNumber = phoneOrNull(input.phone_number);
  const propertyId = input.property_id ?? null;
  await deps.db.tx(async (client) => {
    await insertManagerApplication(client, {
      id,
      name: input.name,
      email,
      phone_number: phoneNumber,
      airbnb_profile_url: input.airbnb_profile_url,
      message: input.message,
      locale: input.locale,
      property_id: propertyId,
      client_ip: meta.clientIp,
      created_at: deps.now(),
    });
    await deps.emit(client, [
      deps.event('notifications.manager_application.received', {
        applicationId: id,
        name: input.name,
        airbnbProfileUrl: input.airbnb_profile_url,
        phoneNumber,
        locale: input.locale,
      }),
    ]);
    const intents = [
      intent('manager_application_team', teamOf(deps), {
        name: input.name,
        email,
        phoneNumber,
        airbnbProfileUrl: input.airbnb_profile_url,
        message: input.message,
        propertyId,
        propertyName: propertyId ? await propertyName(client, propertyId) : null,
      }),
    ];
    if (email)
      intents.push(
        intent('manager_application_confirmation', { email, locale: input.locale }, { name: input.name }),
      );
    await queueEmails(client, deps, id, intents);
  });
  return id;
}
