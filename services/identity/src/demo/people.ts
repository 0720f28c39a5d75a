/**
 * The demo's people (§2 /demo): the owner whose dashboard a visitor reads and the allies of the
 * demo home, by proto's fixed ids. None of them has a password, so none can sign in; their emails
 * are on example.com (RFC 2606), which no one can receive mail at or register with Google.
 */
import {
  DEMO_ALLY_PROFILE_IDS,
  DEMO_PROFILE_ID,
  isDemoProfileId,
  type Locale,
  type RoleLabel,
} from '@casona/proto';

export interface DemoPerson {
  id: string;
  name: string;
  email: string;
  phoneNumber: string;
  locale: Locale;
  /** Their membership on the demo home. */
  label: RoleLabel;
}

/**
 * The owner holds OWNER, the plain owner label: it reads everything the demo screens show (§6 "all
 * read": chores, reports, day plans, reservations, transactions, commission, earnings, files,
 * allies) but leads, and it is the label the services name an owner by (statements, notices). Its
 * writes do not matter: the gateway refuses them all to a demo token.
 */
export const DEMO_OWNER: DemoPerson = {
  id: DEMO_PROFILE_ID,
  name: 'María Fernanda Ríos Valenzuela',
  email: 'maria.fernanda.rios@example.com',
  phoneNumber: '2221234567',
  locale: 'ES',
  label: 'OWNER',
};

/** The allies, one per role label the demo shows. */
export const DEMO_ALLIES: readonly DemoPerson[] = [
  {
    id: DEMO_ALLY_PROFILE_IDS.manager,
    name: 'Jorge Alberto Hernández Ruiz',
    email: 'jorge.hernandez.ruiz@example.com',
    phoneNumber: '2223345120',
    locale: 'ES',
    label: 'MANAGER',
  },
  {
    id: DEMO_ALLY_PROFILE_IDS.worker,
    name: 'Guadalupe Martínez Soto',
    email: 'guadalupe.martinez.soto@example.com',
    phoneNumber: '2225562048',
    locale: 'ES',
    label: 'WORKER',
  },
  {
    id: DEMO_ALLY_PROFILE_IDS.secondWorker,
    name: 'José Luis Ramírez Castillo',
    email: 'jose.luis.ramirez@example.com',
    phoneNumber: '2229018834',
    locale: 'ES',
    label: 'WORKER',
  },
  {
    id: DEMO_ALLY_PROFILE_IDS.ally,
    name: 'Ana Sofía Torres Mendoza',
    email: 'ana.sofia.torres@example.com',
    phoneNumber: '2222207761',
    locale: 'EN',
    label: 'OTHER',
  },
];

export const DEMO_PEOPLE: readonly DemoPerson[] = [DEMO_OWNER, ...DEMO_ALLIES];

/** Whether a profile is one of the demo's (they never sign in nor receive a password link). */
export const isDemoProfile = (profileId: string): boolean => isDemoProfileId(profileId);
