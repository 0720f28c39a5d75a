/**
 * What notifications does with each event it hears: keep its projections current and decide who
 * must be told. Runs inside the consumer's dedup transaction, so the projection change, the email
 * rows and the processed-event mark commit together: a redelivered event changes nothing.
 */
import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import type { CasonaEnvelope, EmailNotificationType, EventType } from '@casona/proto';
import { expiringNotice } from '../domain/file-expiring.ts';
import { SYSTEM_AUTHOR } from '../domain/property-notifications.ts';
import { intent, propertyEmails, uniqueRecipients, type EmailIntent } from '../domain/recipients.ts';
import { teamOf, type Deps } from './deps.ts';
import { queueEmails } from './emails.ts';
import { queueWhatsapp } from './whatsapp.ts';
import { insertNotification } from './property-notification-store.ts';
import {
  deleteProfile,
  findProfile,
  inviterOf,
  managersOf,
  ownersOf,
  propertyName,
  recordInvitation,
  upsertProfile,
  upsertProperty,
} from './projections-store.ts';

/** Every event type notifications consumes (besides the kit's membership events). */
export const HANDLED_EVENTS = [
  'identity.profile.created',
  'identity.profile.updated',
  'identity.profile.deleted',
  'identity.password_reset.requested',
  'identity.invitation.created',
  'identity.invitation.accepted',
  'listings.property.created',
  'listings.property.updated',
  'listings.property.published',
  'listings.property.sold',
  'listings.airbnb_listing.submitted',
  'listings.airbnb_listing.stale',
  'listings.tour.requested',
  'documents.file.uploaded',
  'documents.file.expiring',
  'finance.payment.succeeded',
  'finance.payment.failed',
  'finance.statement.ready',
  'finance.payment.pending',
  'appraisal.appraisal.created',
  'appraisal.appraisal.feedback',
  'appraisal.listing.submitted',
  'listings.reservation.added',
] as const satisfies readonly EventType[];

async function propertyFacts(
  client: pg.ClientBase,
  deps: Deps,
  propertyId: string,
  fallbackName: string | null = null,
) {
  return {
    propertyId,
    propertyName: (await propertyName(client, propertyId)) ?? fallbackName,
    owners: await ownersOf(client, propertyId),
    team: teamOf(deps),
  };
}

async function plan(event: CasonaEnvelope, client: pg.ClientBase, deps: Deps): Promise<EmailIntent[]> {
  const at = event.occurredAt;
  switch (event.type) {
    case 'identity.profile.created': {
      const p = event.payload;
      await upsertProfile(client, p, at);
      return [
        intent(
          'account_created',
          { email: p.email, locale: p.locale, profileId: p.profileId },
          {
            name: p.name,
            // Made by a property submission with email: no password yet; Google sign-ins need none.
            needsPassword: p.source === 'submit_property' && p.dataSource === 'email',
          },
        ),
      ];
    }
    case 'identity.profile.updated':
      await upsertProfile(client, event.payload, at);
      return [];
    case 'identity.profile.deleted':
      await deleteProfile(client, event.payload.profileId);
      return [];
    case 'identity.password_reset.requested': {
      const p = event.payload;
      const profile = await findProfile(client, p.profileId);
      return [
        intent(
          'password_reset',
          { email: p.email, locale: p.locale, profileId: p.profileId },
          { name: profile?.name ?? null, resetUrl: p.resetUrl, expiresAt: p.expiresAt },
        ),
      ];
    }
    case 'identity.invitation.created': {
      const p = event.payload;
      await recordInvitation(client, p, at);
      const inviter = await findProfile(client, p.invitedBy);
      return [
        intent(
          'invitation_received',
          { email: p.email, locale: p.locale, profileId: p.profileId },
          {
            inviterName: inviter?.name ?? null,
            propertyName: await propertyName(client, p.propertyId),
            label: p.label,
            hasAccount: p.profileId !== null,
          },
          p.propertyId,
        ),
      ];
    }
    case 'identity.invitation.accepted': {
      const p = event.payload;
      const inviterId = await inviterOf(client, p.invitationId);
      const inviter = inviterId ? await findProfile(client, inviterId) : null;
      if (!inviter) {
        deps.logger.warn({ invitationId: p.invitationId }, 'inviter unknown: no acceptance email');
        return [];
      }
      const invitee = await findProfile(client, p.profileId);
      return [
        intent(
          'invitation_accepted',
          { email: inviter.email, locale: inviter.locale, profileId: inviter.id },
          {
            name: inviter.name,
            inviteeName: invitee?.name ?? null,
            propertyId: p.propertyId,
            propertyName: await propertyName(client, p.propertyId),
            label: p.label,
          },
          p.propertyId,
        ),
      ];
    }
    case 'listings.property.created':
    case 'listings.property.updated':
      await upsertProperty(client, event.payload, at);
      return [];
    case 'listings.property.published':
    case 'listings.property.sold': {
      const p = event.payload;
      await upsertProperty(client, p, at);
      const type: EmailNotificationType =
        event.type === 'listings.property.published' ? 'PROPERTY_PUBLISHED' : 'PROPERTY_SOLD';
      return propertyEmails(type, await propertyFacts(client, deps, p.propertyId, p.name));
    }
    case 'listings.airbnb_listing.submitted': {
      const p = event.payload;
      return propertyEmails('AIRBNB_LISTING_SUBMITTED', {
        ...(await propertyFacts(client, deps, p.propertyId)),
        listing: { name: p.name, url: p.url },
      });
    }
    case 'listings.airbnb_listing.stale': {
      // Once per stale episode (listings announces it once): the managers, or the owners when none.
      const p = event.payload;
      const name = await propertyName(client, p.propertyId);
      const managers = await managersOf(client, p.propertyId);
      const recipients = uniqueRecipients(
        managers.length > 0 ? managers : await ownersOf(client, p.propertyId),
      );
      return recipients.map((r) =>
        intent(
          'airbnb_feed_stale',
          r,
          {
            name: r.name,
            propertyId: p.propertyId,
            propertyName: name,
            listingName: p.name,
            listingUrl: p.url,
            lastSuccessAt: p.lastSuccessAt,
            lastError: p.lastError,
          },
          p.propertyId,
        ),
      );
    }
    case 'documents.file.uploaded': {
      // §7: the upload's email (CONTRACT_UPLOADED or MISCELLANEOUS_FILE_SUBMITTED), as documents chose it.
      const p = event.payload;
      const uploader = p.uploadedBy ? await findProfile(client, p.uploadedBy) : null;
      return propertyEmails(p.emailNotificationType, {
        ...(await propertyFacts(client, deps, p.propertyId)),
        uploaderName: uploader?.name ?? null,
      });
    }
    case 'documents.file.expiring': {
      // Each warning once (documents sends it once): an in-app notice on the property and an email to its owners.
      const p = event.payload;
      const facts = {
        propertyId: p.propertyId,
        propertyName: (await propertyName(client, p.propertyId)) ?? p.propertyName,
        fileType: p.type,
        validTo: p.validTo,
        warning: p.warning,
      };
      const notice = expiringNotice(facts);
      await insertNotification(client, {
        id: randomUUID(),
        property_id: p.propertyId,
        en_markdown: notice.en,
        es_markdown: notice.es,
        created_by: SYSTEM_AUTHOR,
        created_at: new Date(event.occurredAt),
      });
      return uniqueRecipients(await ownersOf(client, p.propertyId)).map((r) =>
        intent('file_expiring', r, { name: r.name, ...facts }, p.propertyId),
      );
    }
    case 'finance.payment.succeeded':
    case 'finance.payment.failed': {
      // The payer's receipt, or the notice that a voucher or transfer expired unpaid (issue 14).
      const p = event.payload;
      const payer = await findProfile(client, p.profileId);
      if (!payer) {
        deps.logger.warn({ paymentId: p.paymentId }, 'payer unknown: no payment email');
        return [];
      }
      const paid = event.type === 'finance.payment.succeeded';
      return [
        intent(
          paid ? 'payment_receipt' : 'payment_failed',
          { ...payer, profileId: payer.id },
          {
            name: payer.name,
            paymentId: p.paymentId,
            type: p.type,
            method: p.method,
            amount: p.amount,
            at: 'paidAt' in p ? p.paidAt : p.failedAt,
          },
        ),
      ];
    }
    case 'finance.payment.pending': {
      // The OXXO voucher or the SPEI transfer details, for the payer to complete the payment (issue 14).
      const p = event.payload;
      const payer = await findProfile(client, p.profileId);
      if (!payer) {
        deps.logger.warn({ paymentId: p.paymentId }, 'payer unknown: no voucher email');
        return [];
      }
      return [
        intent(
          'payment_pending',
          { ...payer, profileId: payer.id },
          {
            name: payer.name,
            paymentId: p.paymentId,
            type: p.type,
            method: p.method,
            amount: p.amount,
            instructions: p.instructions ?? null,
          },
        ),
      ];
    }
    case 'finance.statement.ready': {
      // Last month's owner statement, kept as sent by finance (issue 14): the owner is told.
      const p = event.payload;
      const owner = await findProfile(client, p.ownerProfileId);
      if (!owner) {
        deps.logger.warn({ propertyId: p.propertyId }, 'owner unknown: no statement email');
        return [];
      }
      return [
        intent(
          'owner_statement',
          { ...owner, profileId: owner.id },
          {
            name: owner.name,
            propertyId: p.propertyId,
            propertyName: await propertyName(client, p.propertyId),
            month: p.month,
            payout: p.payout,
            pdf: p.pdf ?? null,
          },
          p.propertyId,
        ),
      ];
    }
    case 'appraisal.appraisal.created': {
      // Issue 18: the owner who appraised while signed in gets the result; staff hear of every one.
      const p = event.payload;
      const owner = p.profileId ? await findProfile(client, p.profileId) : null;
      const data = {
        name: owner?.name ?? null,
        appraisalId: p.appraisalId,
        address: p.searchAddressString,
        price: p.price,
        minPrice: p.minPrice,
        maxPrice: p.maxPrice,
        capRate: p.earningsAvailable ? p.capRate : null,
        averageDailyRate: p.earningsAvailable ? p.averageDailyRate : null,
      };
      return [
        ...(owner ? [intent('appraisal_ready', { ...owner, profileId: owner.id }, data)] : []),
        intent('appraisal_team', teamOf(deps), data),
      ];
    }
    case 'appraisal.appraisal.feedback': {
      const p = event.payload;
      return [
        intent('appraisal_feedback_team', teamOf(deps), {
          appraisalId: p.appraisalId,
          address: p.searchAddressString,
          feedback: p.feedback,
          message: p.message,
          price: p.price,
          correctedPrice: p.correctedPrice,
          modelError: p.modelError,
        }),
      ];
    }
    case 'appraisal.listing.submitted': {
      // Issue 18's listing-link intake: the signed-in owner gets a confirmation, staff a notice.
      const p = event.payload;
      const owner = p.profileId ? await findProfile(client, p.profileId) : null;
      const data = {
        name: owner?.name ?? null,
        roomId: p.roomId,
        listingUrl: p.listingUrl,
        expectedPrice: p.expectedPrice,
        appraisalId: p.appraisalId,
      };
      return [
        ...(owner ? [intent('listing_submitted', { ...owner, profileId: owner.id }, data)] : []),
        intent('listing_submitted_team', teamOf(deps), data),
      ];
    }
    case 'listings.tour.requested': {
      const p = event.payload;
      // The event names the property since #16: a seeded home never had its created event projected here.
      const name = (await propertyName(client, p.propertyId)) ?? p.propertyName ?? null;
      return [
        intent(
          'tour_request_team',
          teamOf(deps),
          {
            propertyId: p.propertyId,
            propertyName: name,
            name: p.name,
            email: p.email,
            phoneNumber: p.phoneNumber,
            tourTime: p.tourTime,
            buyerProfile: p.buyerProfile,
            budget: p.budget,
            creditOption: p.creditOption,
            timeToBuy: p.timeToBuy,
          },
          p.propertyId,
        ),
        intent(
          'tour_request_confirmation',
          { email: p.email, locale: p.locale },
          { propertyId: p.propertyId, propertyName: name, name: p.name, tourTime: p.tourTime },
          p.propertyId,
        ),
      ];
    }
    default:
      return [];
  }
}

/** The consumer's handler for every HANDLED_EVENTS type. */
export async function handleEvent(event: CasonaEnvelope, client: pg.ClientBase, deps: Deps): Promise<void> {
  if (event.type === 'listings.reservation.added') {
    // Issue 19: a new reservation has no email; owners who opted in hear of it on WhatsApp.
    const p = event.payload;
    const name = await propertyName(client, p.propertyId);
    const owners = uniqueRecipients(await ownersOf(client, p.propertyId));
    await queueWhatsapp(
      client,
      deps,
      event.id,
      owners.flatMap((o) =>
        o.profileId
          ? [
              {
                key: 'reservation_added' as const,
                profileId: o.profileId,
                locale: o.locale,
                propertyId: p.propertyId,
                data: { propertyName: name, checkIn: p.checkIn, checkOut: p.checkOut, nights: p.nights },
              },
            ]
          : [],
      ),
    );
    return;
  }
  const intents = await plan(event, client, deps);
  if (intents.length > 0) await queueEmails(client, deps, event.id, intents);
}
