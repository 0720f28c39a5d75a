/**
 * The demo home's buyers' side (§3 lead, tour_request, tour_review; §4 "interested, then
 * preprofiled"): people who left their details on its page, people who asked for a tour (one still
 * to come, one whose visit took place and has no review yet, and two reviewed), each tour with its
 * preprofiled lead, dated from the seeding day like the rest of the demo.
 *
 * The buyers are nobody: their emails are on example.com (RFC 2606) and they hold no account. They
 * are written with listings' own buyer store and no event: `listings.tour.requested` asks the
 * notifications service to email the team and the buyer, and a demo visit is neither's news.
 */
import type { Budget, BuyerProfile, CreditOption, Locale, TimeToBuy, TourReviewInsert } from '@casona/proto';
import { addDays, dateInZone, type IsoDate } from '../domain/calendar/dates.ts';

export interface DemoTour {
  /** Days from the seeding day to the visit (negative: it took place). */
  inDays: number;
  /** The visit's local time at the home, HH:MM. */
  at: string;
  /** Days before the visit the request was sent. */
  askedDaysBefore: number;
  locale: Locale;
  budget: Budget;
  buyer_profile: BuyerProfile;
  credit_option: CreditOption;
  time_to_buy: TimeToBuy;
  /** The buyer's review, sent the day after the visit. */
  review?: Omit<TourReviewInsert, 'tour_request_id'>;
}

export interface DemoBuyer {
  name: string;
  email: string;
  phone_number: string;
  /** Days before the seeding day the person first left their details. */
  sinceDays: number;
  tour?: DemoTour;
}

/**
 * Seven buyers: three leads that stayed interested, four tours. Budgets sit around the home's
 * price (2.8 million MXN), as the tour form offers them.
 */
export const DEMO_BUYERS: readonly DemoBuyer[] = [
  {
    name: 'Fernando Cruz Morales',
    email: 'fernando.cruz.morales@example.com',
    phone_number: '2224417765',
    sinceDays: 36,
    tour: {
      inDays: -29,
      at: '11:00',
      askedDaysBefore: 7,
      locale: 'ES',
      budget: '2.5-5',
      buyer_profile: 'INVESTOR',
      credit_option: 'APPROVED_CREDIT',
      time_to_buy: '1-3',
      review: {
        liked: ['LOCATION', 'DISTRIBUTION'],
        disliked: ['PRICE'],
        property_score: 4,
        tour_guide_score: 5,
        self_description: 'TIME_TO_THINK',
        comment:
          'Nos encantó estar a unos pasos de la pirámide; el precio está un poco arriba de lo que buscamos.',
      },
    },
  },
  {
    name: 'Ricardo Emilio Vázquez Luna',
    email: 'ricardo.vazquez.luna@example.com',
    phone_number: '2221873340',
    sinceDays: 24,
  },
  {
    name: 'Sarah Mitchell',
    email: 'sarah.mitchell@example.com',
    phone_number: '5539182276',
    sinceDays: 20,
    tour: {
      inDays: -14,
      at: '17:00',
      askedDaysBefore: 6,
      locale: 'EN',
      budget: '2.5-5',
      buyer_profile: 'TO_LIVE',
      credit_option: 'OWN_RESOURCES',
      time_to_buy: '3-6',
      review: {
        liked: ['STATE', 'LOCATION'],
        disliked: [],
        property_score: 5,
        tour_guide_score: 5,
        self_description: 'VISIT_AGAIN_LATER',
        comment: 'A lovely, well-kept house. We would like to come back with my husband before deciding.',
      },
    },
  },
  {
    name: 'Carlos Eduardo Medina Reyes',
    email: 'carlos.medina.reyes@example.com',
    phone_number: '2226631908',
    sinceDays: 12,
    // Left his details first, asked for a tour later: the same lead, preprofiled (§4).
    tour: {
      inDays: 4,
      at: '10:00',
      askedDaysBefore: 6,
      locale: 'ES',
      budget: '1.5-2.5',
      buyer_profile: 'TO_LIVE',
      credit_option: 'INFONAVIT',
      time_to_buy: '3-6',
    },
  },
  {
    name: 'Daniela Pérez Ochoa',
    email: 'daniela.perez.ochoa@example.com',
    phone_number: '5537829104',
    sinceDays: 9,
  },
  {
    name: 'Alejandra Flores Navarro',
    email: 'alejandra.flores.navarro@example.com',
    phone_number: '2228045512',
    sinceDays: 8,
    tour: {
      inDays: -3,
      at: '12:30',
      askedDaysBefore: 5,
      locale: 'ES',
      budget: '2.5-5',
      buyer_profile: 'JUST_LOOKING',
      credit_option: 'NEED_HELP',
      time_to_buy: '6+',
    },
  },
  {
    name: 'Laura Jiménez Aguilar',
    email: 'laura.jimenez.aguilar@example.com',
    phone_number: '2229376014',
    sinceDays: 2,
  },
];

/**
 * The instant a wall-clock time of `date` is at in `timeZone` (the home's): the UTC reading
 * corrected by the zone's offset then (the day's own offset, so a zone with summer time is right).
 */
export function wallClockInstant(date: IsoDate, time: string, timeZone: string): Date {
  const guess = new Date(`${date}T${time}:00Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
      .formatToParts(guess)
      .map((p) => [p.type, p.value]),
  );
  const seen = Date.UTC(
    Number(parts['year']),
    Number(parts['month']) - 1,
    Number(parts['day']),
    Number(parts['hour']),
    Number(parts['minute']),
  );
  return new Date(guess.getTime() - (seen - guess.getTime()));
}

/** Evenings are when people write: every demo form was sent at this local time. */
const SENT_AT = '20:15';

export interface BuyerDates {
  /** When the lead was first left (a tour's own request, or earlier details). */
  since: Date;
  tour: { time: Date; askedAt: Date; reviewedAt: Date | null } | null;
}

/** When a demo buyer left their details, asked for a tour, visited and reviewed it, from `now`. */
export function buyerDates(buyer: DemoBuyer, now: Date, timeZone: string): BuyerDates {
  const today = dateInZone(now, timeZone);
  const since = wallClockInstant(addDays(today, -buyer.sinceDays), SENT_AT, timeZone);
  if (!buyer.tour) return { since, tour: null };
  const day = addDays(today, buyer.tour.inDays);
  const askedAt = wallClockInstant(addDays(day, -buyer.tour.askedDaysBefore), SENT_AT, timeZone);
  return {
    since: askedAt < since ? askedAt : since,
    tour: {
      time: wallClockInstant(day, buyer.tour.at, timeZone),
      askedAt,
      reviewedAt: buyer.tour.review ? wallClockInstant(addDays(day, 1), '09:40', timeZone) : null,
    },
  };
}
