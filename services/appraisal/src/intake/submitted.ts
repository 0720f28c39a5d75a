/**
 * After the owner's adjusted listing went through listings' submission, the SPA announces it:
 * POST /email/submit_from_listing emits `appraisal.listing.submitted` (the listing, the price the
 * owner expects, the appraisal it continues) from the outbox, for the confirmation email to the
 * owner and the notice to staff. A link without a room id is 400 'Invalid listing URL'.
 */
import { INTAKE_MESSAGES, type IntakeSubmitted } from '@casona/proto/appraisal/intake';
import { translate, type Locale } from '@casona/proto/i18n/translate';
import type { SubmitFromListing } from '@casona/proto/listings/requests';
import type { AuthContext } from '@casona/kit/auth/context';
import { validationFailed } from '@casona/kit/errors/errors';
import type { Deps } from '../app/deps.ts';
import { roomIdOf } from './domain/room-id.ts';

export async function announceSubmission(
  deps: Pick<Deps, 'db' | 'emit' | 'event'>,
  auth: AuthContext,
  input: SubmitFromListing,
  locale: Locale,
): Promise<IntakeSubmitted> {
  const roomId = roomIdOf(input.listing_url);
  if (roomId === null)
    throw validationFailed([{ path: '/listing_url', key: INTAKE_MESSAGES.INVALID_URL }], {
      messageKey: INTAKE_MESSAGES.INVALID_URL,
    });
  await deps.db.tx(async (client) => {
    await deps.emit(client, [
      deps.event('appraisal.listing.submitted', {
        roomId,
        listingUrl: input.listing_url,
        profileId: auth.profileId,
        expectedPrice: input.expected_price,
        appraisalId: input.appraisal_id ?? null,
        locale: input.locale,
      }),
    ]);
  });
  return { message: translate(INTAKE_MESSAGES.submitted, locale) };
}
