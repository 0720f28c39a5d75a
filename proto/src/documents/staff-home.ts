/**
 * The staff home's documents card (issue 19): for every property, the files that speak for their
 * type (the best standing, as /dashboard/status picks them) and expire within three months or have
 * expired — staff only, a page at a time. A newer valid file of the same type, or a later valid_to, takes one off.
 */
import { Type, type Static } from 'typebox';
import { FILE_TYPES } from '../enums.ts';
import { PageQuery } from '../shared/requests.ts';
import { Paginated } from '../shared/responses.ts';
import { defineRoute } from '../shared/route.ts';
import { Int, IsoDate, Literals, Uuid } from '../validation/types.ts';

export const ExpiringPropertyFile = Type.Object(
  {
    property_id: Uuid(),
    property_name: Type.String(),
    property_file_id: Uuid(),
    type: Literals(FILE_TYPES),
    valid_to: IsoDate(),
    standing: Literals(['EXPIRING', 'EXPIRED'] as const),
    /** days from the property's today to valid_to (negative: expired that many days ago) */
    days_left: Int(),
  },
  { title: 'ExpiringPropertyFile' },
);
export type ExpiringPropertyFile = Static<typeof ExpiringPropertyFile>;

/** Soonest (or longest expired) first, 20 a page, with how many there are in all. */
export const ExpiringPropertyFileList = Paginated(ExpiringPropertyFile);
export type ExpiringPropertyFileList = Static<typeof ExpiringPropertyFileList>;

export const documentsStaffHome = {
  expiringFiles: defineRoute({
    method: 'GET',
    path: '/property_file/expiring',
    tags: ['property_file'],
    auth: 'staff',
    summary:
      "Staff home and its list: every property's files that expire within three months or have expired, one per type (the one that speaks for it), soonest first, 20 a page",
    query: PageQuery,
    response: { 200: ExpiringPropertyFileList },
    errors: [400, 401, 403],
  }),
} as const;
