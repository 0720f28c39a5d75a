import { useMutation } from '@tanstack/react-query';

import { appraisalIntake } from '@casona/proto/appraisal/intake';
import { listingsSubmission } from '@casona/proto/listings/routes';
import type { RouteBody } from '@casona/proto/shared/route';

import { api } from '../../../lib/api/client.ts';
import { submitKeys } from '../../../lib/api/query-keys.ts';

/**
 * The adjusted listing goes through listings' own submission, POST /api/v1/submit_property: the
 * property in REVISION with the listing link it came from, and signed out the owner's account
 * through identity (409 when the email already has one: sign in first).
 */
export const useSubmitFromListing = () =>
  useMutation({
    mutationKey: submitKeys.property(),
    mutationFn: (body: RouteBody<typeof listingsSubmission.submitProperty>) =>
      api(listingsSubmission.submitProperty, { body }),
  });

/** A listing's canonical link (https://www.airbnb.mx/rooms/{id}), the form proto's listing-URL rule takes. */
export const listingUrlOf = (roomId: string) => `https://www.airbnb.mx/rooms/${roomId}`;

/**
 * POST /api/v1/email/submit_from_listing once the property is in: the owner's confirmation email
 * and staff's notice (appraisal announces it; notifications sends). The link is sent in its
 * canonical form (https://www.airbnb.mx/rooms/{id}), the one proto's listing-URL rule takes.
 */
export const announceSubmission = (body: RouteBody<typeof appraisalIntake.submitted>) =>
  api(appraisalIntake.submitted, { body });
