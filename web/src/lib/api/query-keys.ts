/**
 * Every TanStack Query key of the SPA: one factory per feature, here in lib because a feature's
 * writes refresh what other features show (an approved joke reaches the landing, an accepted
 * invitation the memberships and allies lists, an edited amenity the submission forms), and
 * features do not import each other. A key is a prefix of the keys below it, so invalidating
 * `all` refreshes every list and item of that branch. Pages never write key arrays themselves.
 */

/** Data read by several features. */
export const sharedKeys = {
  /** The signed-in person's memberships (dashboard sidebar, allies page). */
  memberships: () => ['memberships'] as const,
  /** A property's name, for screens that know only its id. */
  propertyName: (id: string) => ['property-name', id] as const,
  /** The address search's answer for a typed text (components/address-search). */
  placeSearch: (q: string) => ['geo', 'places', q] as const,
  /** The active entries of a public catalogue, offered by the property forms. */
  activeCatalogue: (kind: 'amenity' | 'neighborhood_insight') => [kind] as const,
  /** A property's public page; without a source it is the summary tours and leads show. */
  propertyDisplay: (id: string, utmSource?: string) =>
    ['property', 'display', id, utmSource ?? null] as const,
  /** Property notices: the owner's list and unread count, and the staff console. */
  propertyNotifications: {
    all: () => ['property-notifications'] as const,
    list: (page: number) => ['property-notifications', 'list', page] as const,
    unread: () => ['property-notifications', 'unread'] as const,
    staff: <F>(filter: F) => ['property-notifications', 'admin', filter] as const,
    post: () => ['property-notifications', 'post'] as const,
    delete: () => ['property-notifications', 'delete'] as const,
    read: () => ['property-notifications', 'read'] as const,
  },
} as const;

export const adminKeys = {
  jokes: {
    all: () => ['admin', 'joke'] as const,
    list: <F>(filter: F) => ['admin', 'joke', 'list', filter] as const,
    patch: () => ['admin', 'joke', 'patch'] as const,
    delete: () => ['admin', 'joke', 'delete'] as const,
  },
  contacts: <F>(filter: F) => ['admin', 'contact', filter] as const,
  managerApplications: <F>(filter: F) => ['admin', 'manager_application', filter] as const,
  memberships: {
    all: () => ['admin', 'property_customer'] as const,
    list: <F>(filter: F) => ['admin', 'property_customer', filter] as const,
    put: () => ['admin', 'property_customer', 'put'] as const,
    delete: () => ['admin', 'property_customer', 'delete'] as const,
  },
  emailDeliveries: <F>(filter: F) => ['admin', 'email_notification', filter] as const,
  roles: {
    all: () => ['admin', 'role'] as const,
    list: <F>(filter: F) => ['admin', 'role', 'list', filter] as const,
    put: () => ['admin', 'role', 'put'] as const,
    delete: () => ['admin', 'role', 'delete'] as const,
  },
  mail: {
    list: <F>(filter: F) => ['admin', 'mail', 'list', filter] as const,
    message: (id: string) => ['admin', 'mail', 'message', id] as const,
  },
} as const;

export const adminListingsKeys = {
  properties: {
    all: () => ['admin', 'property'] as const,
    list: <Q>(query: Q) => ['admin', 'property', 'list', query] as const,
    one: (id: string) => ['admin', 'property', 'one', id] as const,
  },
  submitProperty: () => ['admin', 'submit-property'] as const,
  tourRequests: <F>(filter: F) => ['admin', 'tour_request', filter] as const,
  catalogue: (kind: 'amenity' | 'neighborhood_insight') => ['admin', kind] as const,
  catalogueList: <F>(kind: 'amenity' | 'neighborhood_insight', filter: F) =>
    ['admin', kind, 'list', filter] as const,
} as const;

/** A property's Airbnb channel: listings, their sync health, reservations and blocks (issue 12). */
export const airbnbKeys = {
  all: () => ['airbnb'] as const,
  ofProperty: (propertyId: string) => ['airbnb', propertyId] as const,
  listings: (propertyId: string) => ['airbnb', propertyId, 'listings'] as const,
  syncLog: (propertyId: string, listingId: string) => ['airbnb', propertyId, 'sync-log', listingId] as const,
  reservations: (propertyId: string) => ['airbnb', propertyId, 'reservations'] as const,
  blocks: (propertyId: string) => ['airbnb', propertyId, 'blocks'] as const,
  reviews: (propertyId: string, page: number) => ['airbnb', propertyId, 'reviews', page] as const,
  hostProfiles: (propertyId: string) => ['airbnb', propertyId, 'profiles'] as const,
  saveListing: () => ['airbnb', 'listing', 'save'] as const,
  listingHours: () => ['airbnb', 'listing', 'hours'] as const,
  deleteListing: () => ['airbnb', 'listing', 'delete'] as const,
  sync: () => ['airbnb', 'listing', 'sync'] as const,
  saveReservation: () => ['airbnb', 'reservation', 'save'] as const,
  cancelReservation: () => ['airbnb', 'reservation', 'cancel'] as const,
  /** The stale feeds of every property of the person (the dashboard home). */
  stale: () => ['airbnb', 'stale'] as const,
  profiles: {
    all: () => ['admin', 'airbnb_profile'] as const,
    list: <Q>(query: Q) => ['admin', 'airbnb_profile', 'list', query] as const,
    reviews: <Q>(query: Q) => ['admin', 'airbnb_profile', 'review', query] as const,
    save: () => ['admin', 'airbnb_profile', 'save'] as const,
    delete: () => ['admin', 'airbnb_profile', 'delete'] as const,
  },
} as const;

export const alliesKeys = {
  all: () => ['allies'] as const,
  ofProperty: (propertyId: string) => ['allies', propertyId] as const,
  members: (propertyId: string) => ['allies', propertyId, 'members'] as const,
  invitations: (propertyId: string) => ['allies', propertyId, 'invitations'] as const,
  remove: () => ['allies', 'remove'] as const,
  invite: () => ['allies', 'invite'] as const,
  revoke: () => ['allies', 'revoke'] as const,
} as const;

export const announcementKeys = {
  externalListings: (propertyId: string) => ['announcement', propertyId, 'external'] as const,
  save: () => ['announcement', 'save'] as const,
  remove: () => ['announcement', 'remove'] as const,
} as const;

export const authKeys = {
  providers: () => ['auth', 'providers'] as const,
  register: () => ['auth', 'register'] as const,
  password: () => ['auth', 'password'] as const,
  recover: () => ['auth', 'recover'] as const,
  reset: () => ['auth', 'reset'] as const,
  login: () => ['auth', 'login'] as const,
} as const;

export const dashboardKeys = {
  profile: {
    all: () => ['profile'] as const,
    update: () => ['profile', 'update'] as const,
    privateInfo: () => ['profile', 'private'] as const,
    homeAddress: () => ['profile', 'home-address'] as const,
    idFile: () => ['profile', 'id-file'] as const,
    idFileLink: () => ['profile', 'id-file', 'link'] as const,
    idFileDelete: () => ['profile', 'id-file', 'delete'] as const,
  },
  receivedInvitations: {
    all: () => ['received-invitations'] as const,
    pending: () => ['received-invitations', 'PENDING'] as const,
    answer: () => ['received-invitations', 'answer'] as const,
  },
} as const;

export const landingKeys = {
  jokes: {
    all: () => ['jokes'] as const,
    approved: (locale: string) => ['jokes', 'approved', locale] as const,
  },
  postJoke: () => ['joke'] as const,
  contact: () => ['contact'] as const,
  managerApplication: () => ['manager-application'] as const,
} as const;

export const legalKeys = {
  document: (document: string, language: string) => ['legal', document, language] as const,
} as const;

export const marketKeys = {
  page: <S>(search: S) => ['market', search] as const,
  points: <F>(filter: F) => ['market', 'points', filter] as const,
  priceM2: (state: string, city: string) => ['market', 'price_m2', state, city] as const,
} as const;

export const notificationsKeys = {
  unsubscribe: {
    status: (token: string) => ['unsubscribe', token] as const,
    confirm: () => ['unsubscribe'] as const,
  },
  preferences: () => ['notification-preferences'] as const,
  whatsappLog: <F>(filter: F) => ['whatsapp-log', filter] as const,
} as const;

export const propertyKeys = {
  managerApplication: () => ['manager-application'] as const,
} as const;

export const propertiesKeys = {
  mine: {
    all: () => ['property', 'mine'] as const,
    page: (page: number) => ['property', 'mine', page] as const,
    one: (id: string) => ['property', 'mine', 'one', id] as const,
    update: () => ['property', 'update'] as const,
  },
  leads: <Q>(query: Q) => ['lead', query] as const,
} as const;

export const submitKeys = {
  property: () => ['submit-property'] as const,
} as const;

export const toursKeys = {
  tourRequest: {
    one: (id: string) => ['tour-request', id] as const,
    post: () => ['tour-request'] as const,
  },
  lead: () => ['lead'] as const,
  review: () => ['tour-review'] as const,
} as const;

/** The item catalogue, a property's items and its checklist (maintenance). */
export const itemsKeys = {
  catalogue: {
    all: () => ['items', 'catalogue'] as const,
    list: <F>(filter: F) => ['items', 'catalogue', 'list', filter] as const,
    search: (search: string) => ['items', 'catalogue', 'search', search] as const,
    save: () => ['items', 'catalogue', 'save'] as const,
    delete: () => ['items', 'catalogue', 'delete'] as const,
  },
  ofProperty: {
    all: (propertyId: string) => ['items', 'property', propertyId] as const,
    list: (propertyId: string, page: number) => ['items', 'property', propertyId, page] as const,
    save: () => ['items', 'property', 'save'] as const,
    delete: () => ['items', 'property', 'delete'] as const,
  },
  checklist: (propertyId: string) => ['items', 'checklist', propertyId] as const,
  saveChecklist: () => ['items', 'checklist', 'save'] as const,
} as const;

/** Day plans: the day across properties, plans and their routes (maintenance). */
export const planningKeys = {
  all: () => ['planning'] as const,
  day: (date: string) => ['planning', 'day', date] as const,
  plan: (id: string) => ['planning', 'plan', id] as const,
  save: () => ['planning', 'save'] as const,
  delete: () => ['planning', 'delete'] as const,
  stop: () => ['planning', 'stop'] as const,
} as const;

/**
 * Chores and reports (maintenance): the lists of the chore, rule and report pages, one chore, and
 * the worker's own list; every write refreshes `all` (a solve shows on every page).
 */
export const maintenanceKeys = {
  all: () => ['maintenance-chores'] as const,
  list: <Q>(query: Q) => ['maintenance-chores', 'list', query] as const,
  one: (id: string) => ['maintenance-chores', 'one', id] as const,
  worker: (profileId: string) => ['maintenance-chores', 'worker', profileId] as const,
  members: (propertyId: string) => ['maintenance-chores', 'members', propertyId] as const,
  save: () => ['maintenance-chores', 'save'] as const,
  solve: () => ['maintenance-chores', 'solve'] as const,
  delete: () => ['maintenance-chores', 'delete'] as const,
  move: () => ['maintenance-chores', 'move'] as const,
} as const;

/** Purchases (finance's payments): the person's list by page, the payment settings, checkout and portal. */
export const purchasesKeys = {
  all: () => ['purchases'] as const,
  list: (page: number) => ['purchases', 'list', page] as const,
  settings: () => ['purchases', 'settings'] as const,
  checkout: () => ['purchases', 'checkout'] as const,
  portal: () => ['purchases', 'portal'] as const,
} as const;

/** Performance (issue 14): a property's monthly earnings and owner statements. */
export const performanceKeys = {
  all: () => ['performance'] as const,
  earnings: (propertyId: string, from: string, to: string) =>
    ['performance', propertyId, 'earnings', from, to] as const,
  statement: (propertyId: string, month: string) => ['performance', propertyId, 'statement', month] as const,
  property: (propertyId: string) => ['performance', propertyId, 'property'] as const,
  saleTerms: (propertyId: string) => ['performance', propertyId, 'saleTerms'] as const,
  saleEstimate: (propertyId: string, adr: number, nights: string) =>
    ['performance', propertyId, 'saleEstimate', adr, nights] as const,
  tours: (propertyId: string, page: number) => ['performance', propertyId, 'tours', page] as const,
} as const;

/** Documents (issue 15): a property's files, the status checklist, the deadline calendar, legal texts. */
export const documentsKeys = {
  all: () => ['documents'] as const,
  files: (propertyId: string) => ['documents', 'files', propertyId] as const,
  status: (propertyId?: string) => ['documents', 'status', propertyId ?? 'all'] as const,
  calendarFeed: (propertyId: string) => ['documents', 'calendar-feed', propertyId] as const,
  legal: (kind: 'privacy_policy' | 'terms_and_conditions') => ['documents', 'legal', kind] as const,
  acceptance: () => ['documents', 'acceptance'] as const,
  credit: (propertyId: string) => ['documents', 'credit', propertyId] as const,
  upload: () => ['documents', 'upload'] as const,
  remove: () => ['documents', 'remove'] as const,
  renewal: () => ['documents', 'renewal'] as const,
} as const;

/** Finance (issue 14): a property's transactions; an import or a change also moves performance's numbers. */
export const financeKeys = {
  all: () => ['finance'] as const,
  transactions: (propertyId: string, page: number) => ['finance', 'transactions', propertyId, page] as const,
  import: () => ['finance', 'import'] as const,
  remove: () => ['finance', 'remove'] as const,
  save: () => ['finance', 'save'] as const,
  commission: (propertyId: string) => ['finance', 'commission', propertyId] as const,
  accrual: (propertyId: string) => ['finance', 'accrual', propertyId] as const,
  lease: (propertyId: string) => ['finance', 'lease', propertyId] as const,
  estimate: (averageDailyRate: number, nights: string) =>
    ['finance', 'estimate', averageDailyRate, nights] as const,
} as const;

/** Appraisal (issue 18): an appraisal by id, its feedback, staff's pages. */
export const appraisalKeys = {
  all: () => ['appraisal'] as const,
  one: (id: string) => ['appraisal', 'one', id] as const,
  feedback: (id: string) => ['appraisal', 'feedback', id] as const,
  admin: (page: number) => ['appraisal', 'admin', page] as const,
  create: () => ['appraisal', 'create'] as const,
};

/** The back office's finance pages: every property's transactions by filter. */
export const adminFinanceKeys = {
  transactions: <Q>(search: Q) => ['admin', 'finance', 'transactions', search] as const,
};

/** The back office's payments page, by status, search and page. */
export const adminPaymentKeys = {
  list: <Q>(search: Q) => ['admin', 'finance', 'payments', search] as const,
};

/** The back office's Airbnb listings page, by search. */
export const adminAirbnbKeys = {
  listings: <Q>(search: Q) => ['admin', 'airbnb', 'listings', search] as const,
};

/** The staff audit log (issue 19). */
export const adminAuditKeys = {
  entries: <Q>(search: Q) => ['admin', 'audit', search] as const,
};

/** The back office's chores and day plans (issue 19), by search. */
export const adminMaintenanceKeys = {
  chores: <Q>(search: Q) => ['admin', 'maintenance', 'chores', search] as const,
  dayPlans: <Q>(search: Q) => ['admin', 'maintenance', 'day-plans', search] as const,
};
