/**
 * Builders of valid values for the validation tests: `buildX(overrides)` returns a submission that
 * passes, so a test changes only the field it is about.
 */
import type { Submission, SubmissionName } from '../schemas/submissions.ts';

const MB = 1024 * 1024;

export const ID = {
  property: '0b1f7c3e-8d2a-4c5b-9e6f-1a2b3c4d5e6f',
  other: '5a9d2c1b-7e3f-4a6b-8c9d-0e1f2a3b4c5d',
  profile: 'c3d4e5f6-a7b8-4c9d-ae0f-112233445566',
  item: '9f8e7d6c-5b4a-4392-8180-7f6e5d4c3b2a',
} as const;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk)
    binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

function fileWith(magic: readonly number[], size: number): string {
  const bytes = new Uint8Array(size);
  bytes.set(magic);
  return bytesToBase64(bytes);
}

export const JPEG_MAGIC = [0xff, 0xd8, 0xff, 0xe0];
export const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
export const GIF_MAGIC = [...'GIF89a'].map((c) => c.charCodeAt(0));
export const PDF_MAGIC = [...'%PDF-1.7'].map((c) => c.charCodeAt(0));

/** A real 2×2 baseline JPEG and PNG: servers read whole images, not just their magic numbers. */
const JPEG_2X2 = [
  '/9j/4AAQSkZJRgABAQAAAQABAAD/2wCEABALDA4MChAODQ4SERATGCgaGBYWGDEjJR0oOjM9PDkzODdASFxOQERXRTc4UG1R',
  'V19iZ2hnPk1xeXBkeFxlZ2MBERISGBUYLxoaL2NCOEJjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2NjY2Nj',
  'Y2NjY2NjY2NjY//AABEIAAIAAgMBEQACEQEDEQH/xAGiAAABBQEBAQEBAQAAAAAAAAAAAQIDBAUGBwgJCgsQAAIBAwMCBAMF',
  'BQQEAAABfQECAwAEEQUSITFBBhNRYQcicRQygZGhCCNCscEVUtHwJDNicoIJChYXGBkaJSYnKCkqNDU2Nzg5OkNERUZHSElK',
  'U1RVVldYWVpjZGVmZ2hpanN0dXZ3eHl6g4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV',
  '1tfY2drh4uPk5ebn6Onq8fLz9PX29/j5+gEAAwEBAQEBAQEBAQAAAAAAAAECAwQFBgcICQoLEQACAQIEBAMEBwUEBAABAncA',
  'AQIDEQQFITEGEkFRB2FxEyIygQgUQpGhscEJIzNS8BVictEKFiQ04SXxFxgZGiYnKCkqNTY3ODk6Q0RFRkdISUpTVFVWV1hZ',
  'WmNkZWZnaGlqc3R1dnd4eXqCg4SFhoeIiYqSk5SVlpeYmZqio6Slpqeoqaqys7S1tre4ubrCw8TFxsfIycrS09TV1tfY2dri',
  '4+Tl5ufo6ery8/T19vf4+fr/2gAMAwEAAhEDEQA/AMS3ijkt4nkjRnZAWZlBJOOpoWmiDc//2Q==',
].join('');
const PNG_2X2 =
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAYAAABytg0kAAAAGklEQVR4AWM+UaHxf9kNrgZGRibm/5ER4QwARZwGgcg8viEAAAAASUVORK5CYII=';

const base64Bytes = (data: string) => Uint8Array.from(atob(data), (c) => c.charCodeAt(0));

function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/** A decodable JPEG of at least `size` bytes (zero padding after its end marker). */
export function jpegBase64(size = 1024): string {
  const image = base64Bytes(JPEG_2X2);
  const bytes = new Uint8Array(Math.max(size, image.length));
  bytes.set(image);
  return bytesToBase64(bytes);
}

/** A decodable PNG of at least `size` bytes (padded by a private ancillary chunk before IEND). */
export function pngBase64(size = 1024): string {
  const image = base64Bytes(PNG_2X2);
  const padding = size - image.length - 12;
  if (padding < 0) return bytesToBase64(image);
  const iend = image.length - 12;
  const bytes = new Uint8Array(image.length + 12 + padding);
  bytes.set(image.subarray(0, iend));
  const view = new DataView(bytes.buffer);
  view.setUint32(iend, padding);
  bytes.set(
    [...'paDd'].map((c) => c.charCodeAt(0)),
    iend + 4,
  );
  view.setUint32(iend + 8 + padding, crc32(bytes.subarray(iend + 4, iend + 8 + padding)));
  bytes.set(image.subarray(iend), iend + 12 + padding);
  return bytesToBase64(bytes);
}
export const gifBase64 = (size = 1024) => fileWith(GIF_MAGIC, size);
export const pdfBase64 = (size = 2048) => fileWith(PDF_MAGIC, size);
/** Just over the 2 MB image limit. */
export const largeJpegBase64 = () => jpegBase64(2 * MB + 1);
/** Just over the 4 MB PDF limit. */
export const largePdfBase64 = () => pdfBase64(4 * MB + 1);

const BUILDERS = {
  login: () => ({ email: 'ana@example.mx', password: 'contraseña1' }),
  register: () => ({
    email: 'ana@example.mx',
    locale: 'ES',
    name: 'Ana López',
    phone_number: '5512345678',
    password: 'contraseña1',
    passwordConfirmation: 'contraseña1',
    source: 'register',
  }),
  passwordRecovery: () => ({ email: 'ana@example.mx' }),
  passwordChange: () => ({
    currentPassword: 'claveActual1',
    password: 'nuevaClave9',
    passwordConfirmation: 'nuevaClave9',
  }),
  passwordReset: () => ({
    token: 'Yp3kQ0r7tW2vX9zA1bC4dE6fG8hJ5mN0',
    password: 'nuevaClave9',
    passwordConfirmation: 'nuevaClave9',
  }),
  profileUpdate: () => ({
    profile_id: ID.profile,
    name: 'Ana',
    phone_number: '',
    img_url_obj: { base64Image: jpegBase64() },
  }),
  idUpload: () => ({ profile_id: ID.profile, new_id_file: pdfBase64() }),
  homeAddressUpdate: () => ({
    profile_id: ID.profile,
    home_address_string: 'Av. Insurgentes Sur 1602, Crédito Constructor, CDMX',
    home_latitude: 19.3658,
    home_longitude: -99.1817,
    home_place_id: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA',
  }),
  profileDeletion: () => ({ profile_id: ID.profile, confirmation: 'ana@example.mx' }),
  submitProperty: () => ({
    name: 'Casa Lulú',
    type: 'HOUSE',
    price: 2_500_000,
    bathrooms: 2,
    bedrooms: 3,
    half_bathrooms: 1,
    parking_spaces: 2,
    built_area: 180,
    total_area: 200,
    floors: 2,
    year_built: 2005,
    street: 'Av. Juárez',
    exterior_number: '12',
    interior_number: '',
    zip: '06600',
    city: 'Cuauhtémoc',
    state: 'Ciudad de México',
    amenities: [ID.item],
    images: [jpegBase64(), `data:image/png;base64,${pngBase64()}`],
    files: [{ type: 'PROPERTY_DEEDS', base64Pdf: pdfBase64() }],
    profile: { name: 'Ana López', email: 'ana@example.mx', phone_number: '5512345678' },
  }),
  submitFromListing: () => ({
    expected_price: 3_200_000,
    listing_url: 'https://www.airbnb.mx/rooms/53627481?adults=2&check_in=2024-05-01',
    locale: 'ES',
  }),
  submitAppraisal: () => ({
    name: 'Departamento Roma',
    place_id: 'ChIJd8BlQ2BZwokRAFUEcm_qrcA',
    search_address_string: 'Colima 123, Roma Norte, Cuauhtémoc, CDMX',
    latitude: 19.4194,
    longitude: -99.1617,
    built_area: 85,
    total_area: 85,
    years_built: 12,
    type: 'APARTMENT',
    bathrooms: 2,
    bedrooms: 2,
    used: true,
    get_external_occupation_rate: true,
  }),
  appraisalResultUpdate: () => ({
    appraisal_id: ID.other,
    price: 2_800_000,
    min_price: 2_500_000,
    max_price: 3_100_000,
    cap_rate: 0.08,
    occupation_rate: 0.72,
  }),
  appraisalFeedback: () => ({
    appraisal_id: ID.other,
    feedback: 'TOO_LOW',
    feedback_message: 'Vale más.',
    feedback_corrected_price: 3_000_000,
  }),
  appraisalPresentation: () => ({
    appraisal_id: ID.other,
    offer_price: 2_800_000,
    monthly_payment: 18_000,
    advance_payment: 18_000,
    sale_commission_percentage: 6,
    manager_rent_percentage: 66,
    terms: 'Contrato de exclusividad por 12 meses.',
  }),
  copyProperty: () => ({ property_id: ID.property }),
  propertyStatusChange: () => ({ status: 'DELETED', confirmation: 'Casa Lulú' }),
  propertyUpdate: () => ({
    property_id: ID.property,
    price: 2_600_000,
    yearly_water: '1,234.50',
    yearly_predial: '0',
    description: null,
    floor_distribution: JSON.stringify({
      floors: [
        {
          title: 'Planta baja',
          bathrooms: 1,
          bedrooms: 0,
          half_bathrooms: 1,
          terraces: 0,
          parking_spaces: 2,
        },
      ],
    }),
    img_urls: ['properties/p1/a.jpg'],
    new_images: [jpegBase64()],
    neighborhood_insights: [{ neighborhood_insight_id: ID.other, amount: 10 }],
    rejection_reason: null,
  }),
  propertyImagePost: () => ({ base64Image: jpegBase64(), property_id: ID.property }),
  propertyImageDelete: () => ({ eliminated_img_urls: ['properties/p1/a.jpg'], property_id: ID.property }),
  externalListingUpsert: () => ({
    property_id: ID.property,
    type: 'EASYBROKER',
    url: 'https://www.easybroker.com/mx/listings/casa',
  }),
  managerApplication: () => ({
    airbnb_profile_url: 'https://www.airbnb.mx/users/show/123456',
    locale: 'ES',
    message: 'Administro tres departamentos en la Roma.',
    name: 'Luis Pérez',
    phone_number: '',
  }),
  lead: () => ({
    email: 'beto@example.mx',
    name: 'Beto',
    phone_number: '3312345678',
    property_id: ID.property,
  }),
  tourRequest: () => ({
    property_id: ID.property,
    name: 'Beto',
    email: 'beto@example.mx',
    phone_number: '3312345678',
    locale: 'ES',
    budget: '2.5-5',
    buyer_profile: 'INVESTOR',
    credit_option: 'INFONAVIT',
    time_to_buy: '1-3',
    // Tours are booked ahead (checkTourTime): far enough in the future for any test clock.
    tour_time: '2099-05-01T10:00:00-06:00',
  }),
  tourReview: () => ({
    tour_request_id: ID.other,
    liked: ['LOCATION', 'PRICE'],
    disliked: [],
    property_score: 5,
    tour_guide_score: 4,
    self_description: 'TIME_TO_THINK',
    comment: 'Muy amable.',
  }),
  joke: () => ({ text: '¿Qué le dijo una casa a otra? ¡Qué bonita fachada!', locale: 'ES' }),
  jokeApproval: () => ({ joke_id: ID.other, approved: true }),
  contact: () => ({
    name: 'Carla',
    email: 'carla@example.mx',
    phone_number: null,
    text: 'Quiero vender mi casa.',
    locale: 'ES',
  }),
  amenityUpsert: () => ({ en_name: 'Pool', es_name: 'Alberca' }),
  neighborhoodInsightUpsert: () => ({ en_name: 'Parks', es_name: 'Parques' }),
  catalogueArchive: () => ({ id: ID.other, archived: true }),
  itemUpsert: () => ({
    es_name: 'Cafetera',
    en_name: 'Coffee maker',
    es_description: 'Cafetera de goteo para 12 tazas',
    img_url: 'https://cdn.example.mx/cafetera.jpg',
    price: 899,
    type: 'APPLIANCE',
    url: 'https://tienda.example.mx/cafetera',
  }),
  propertyItemUpsert: () => ({
    property_id: ID.property,
    item_id: ID.item,
    note: 'En la cocina',
    quantity: 2,
  }),
  deleteById: () => ({ id: ID.other }),
  propertyCustomerUpsert: () => ({ property_id: ID.property, profile_id: ID.profile, label: 'MANAGER' }),
  propertyCustomerDelete: () => ({ property_id: ID.property, profile_id: ID.profile }),
  invitationCreate: () => ({
    property_id: ID.property,
    profile_id: ID.profile,
    label: 'WORKER',
    locale: 'ES',
  }),
  invitationAnswer: () => ({ invitation_id: ID.other }),
  dayPlanUpsert: () => ({
    schedule_date: '2024-05-01',
    timezone: 'America/Mexico_City',
    properties: [ID.property],
    workers: [ID.profile],
    permissions: [{ profile_id: ID.profile, permission: 'VIEW' }],
  }),
  workerScheduleUpsert: () => ({
    day_plan_id: ID.other,
    profile_id: ID.profile,
    hour: 9,
    property_airbnb_listing_id: ID.other,
  }),
  airbnbListingUpsert: () => ({
    property_id: ID.property,
    name: 'Loft Roma',
    url: 'https://www.airbnb.mx/rooms/53627481',
    profile_url: 'https://www.airbnb.mx/users/show/123456',
    ics_url: 'https://www.airbnb.mx/calendar/ical/53627481.ics?s=abc',
    currency: 'MXN',
    base_hours_to_clean: 3,
  }),
  airbnbListingHours: () => ({ id: ID.other, current_hours_to_clean: 0 }),
  reservationUpdate: () => ({ id: ID.other, total_earned: 12_500.5 }),
  chorePost: () => ({
    property_id: ID.property,
    name: 'Cambiar foco de la cocina',
    type: 'ELECTRICITY',
    status: 'PENDING',
    description_doc: {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Antes del check-in de ' },
            { type: 'placeholderChip', attrs: { name: 'check_in' } },
            {
              type: 'text',
              text: ' ver guía',
              marks: [{ type: 'link', attrs: { href: 'https://casona.mx/guia' } }],
            },
          ],
        },
      ],
    },
    due_date: null,
    trigger_event: null,
    recurrence_rule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    problem_images: [jpegBase64()],
  }),
  choreUpdate: () => ({
    chore_id: ID.other,
    status: 'SOLVED',
    resolution_img_urls: [],
    new_resolution_images: [jpegBase64()],
  }),
  choreSolve: () => ({ chore_id: ID.other, completion_notes: 'Listo.', resolution_images: [jpegBase64()] }),
  choreDelete: () => ({ chore_id: ID.other }),
  choreRecurrence: () => ({ chore_id: ID.other, recurrence_rule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=15' }),
  choreTrigger: () => ({
    chore_id: ID.other,
    trigger_event: 'CHECK_OUT',
    trigger_event_due_date_offset: 0,
    trigger_event_night_range: '[3,8)',
  }),
  choreMove: () => ({ chore_id: ID.other, fromPropertyId: ID.property, toPropertyId: ID.other }),
  reportPost: () => ({
    property_id: ID.property,
    name: 'Fuga en el baño',
    type: 'PLUMBING',
    problem_images: [jpegBase64()],
  }),
  emailNotification: () => ({ property_id: ID.property, type: 'CONTRACT_UPLOADED', locale: 'ES' }),
  log: () => ({
    descriptiveSource: 'ChoreForm.submit',
    message: 'Failed to upload image',
    name: 'Error',
    stack: 'Error: …',
  }),
  transactionUpsert: () => ({
    property_id: ID.property,
    amount: 1500,
    category: 'CLEANING',
    date: '2024-04-30',
    expense: 'OPEX',
    method: 'CASH',
    subject: 'Limpieza profunda',
    type: 'EGRESS',
  }),
  transactionDelete: () => ({ transaction_id: ID.other, property_id: ID.property }),
  transactionBulk: () => ({
    property_id: ID.property,
    transactions: [
      {
        amount: 1500,
        category: 'CLEANING',
        date: '2024-04-30',
        expense: 'OPEX',
        method: 'CASH',
        subject: 'Limpieza',
        type: 'EGRESS',
      },
    ],
  }),
  commissionUpsert: () => ({
    property_id: ID.property,
    company_role: 'MANAGING',
    furnisher: 'COMPANY',
    company_percentage: 20,
    manager_value: 66,
    manager_value_type: 'PERCENTAGE',
    owner_value: 15_000,
    owner_value_type: 'FIXED',
  }),
  leaseConfigurationUpsert: () => ({
    property_id: ID.property,
    current_lease_start: '2024-01-01',
    current_lease_end: '2024-12-31',
    lease_per_month_price: 18_000,
  }),
  checkoutSession: () => ({ type: 'APPRAISAL_FURNISHING_QUERY', reference_id: ID.other, locale: 'ES' }),
  checklistUpsert: () => ({ property_id: ID.property, air_conditioning: true, gas_leaks_tank: false }),
  fileUpload: () => ({
    property_id: ID.property,
    type: 'PROPERTY_DEEDS',
    valid_from: '2024-01-01',
    valid_to: '2034-01-01',
    file_name: 'escrituras.pdf',
    mime_type: 'application/pdf',
    size: 1_500_000,
  }),
  contractRenewal: () => ({ property_file_id: ID.other, decision: 'accepted' }),
  contractAutoRenewal: () => ({ property_file_id: ID.other, auto_renewal: true }),
  marketQuery: () => ({
    state: 'Jalisco',
    city: 'Zapopan',
    minPrice: 1_000_000,
    maxPrice: 5_000_000,
    propertyType: 'HOUSE',
    label: 'NEW',
    page: 2,
  }),
  pageQuery: () => ({ page: 1 }),
} satisfies { [N in SubmissionName]: () => unknown };

/** A valid submission of `name` with `overrides` applied (an `undefined` override removes the field). */
export function build<N extends SubmissionName>(
  name: N,
  overrides: Record<string, unknown> = {},
): Submission<N> {
  const value: Record<string, unknown> = { ...BUILDERS[name](), ...overrides };
  for (const [key, v] of Object.entries(overrides)) if (v === undefined) delete value[key];
  return value as Submission<N>;
}
