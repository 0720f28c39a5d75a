/**
 * Every validation rule of spec §5: at least one accepted and one rejected example, asserting
 * the message a person sees in English and in Spanish.
 */
import { describe, expect, it } from 'vitest';
import { Type } from 'typebox';

import { yearBuiltMax } from '../constants.ts';
import { translate } from '../i18n/translate.ts';
import type { SubmissionName } from '../schemas/submissions.ts';
import { checkSubmission, type SubmissionContext } from './check.ts';
import {
  checkInvitation,
  checkInvitationInvitee,
  checkLeaseConfigurationAllowed,
  checkPropertyCustomerUpsert,
  checkProfilePictureCount,
  checkTypeToConfirm,
} from './rules.ts';
import { parseTransactionCsv, checkCsvFiles } from './csv.ts';
import { Num, NumericString, Str } from './types.ts';
import { localizeIssues, validate, type ValidationIssue } from './validate.ts';
import {
  ID,
  build,
  gifBase64,
  jpegBase64,
  largeJpegBase64,
  largePdfBase64,
  pdfBase64,
  pngBase64,
} from './test-builders.ts';

type Overrides = Record<string, unknown>;

type RuleCase = {
  /** The §5 rule, in the spec's words. */
  rule: string;
  name: SubmissionName;
  /** Overrides that must be accepted (the untouched builder value always is). */
  accept?: Overrides[];
  reject: Overrides;
  path: string;
  en: string;
  es: string;
  context?: SubmissionContext;
};

const MSG = {
  required: ['This field is required.', 'Este campo es obligatorio.'],
  integer: ['This value must be a whole number.', 'Este valor debe ser un número entero.'],
  uuid: ['Must be a valid identifier (UUID v4).', 'Debe ser un identificador válido (UUID v4).'],
  date: ['Must be a valid date (YYYY-MM-DD).', 'Debe ser una fecha válida (AAAA-MM-DD).'],
  dateTime: ['Must be a valid date and time.', 'Debe ser una fecha y hora válidas.'],
  url: ['Must be a valid web address (http or https).', 'Debe ser una dirección web válida (http o https).'],
  email: ['Please enter a valid email address.', 'Por favor, ingresa un correo electrónico válido.'],
  currency: ['The currency must be MXN or USD.', 'La moneda debe ser MXN o USD.'],
  phone: ['The phone number must be 10 digits.', 'El número de teléfono debe tener 10 dígitos.'],
  locale: ['The language must be EN or ES.', 'El idioma debe ser EN o ES.'],
  timezone: ['Please select a valid time zone.', 'Por favor, selecciona una zona horaria válida.'],
  zip: ['The zip code must be exactly 5 digits.', 'El código postal debe tener exactamente 5 dígitos.'],
  digits: ['Only digits are allowed.', 'Solo se permiten dígitos.'],
  state: [
    'Please select one of the 32 Mexican states.',
    'Por favor, selecciona uno de los 32 estados de México.',
  ],
  price: [
    'The price must be between $300,000 and $100,000,000 MXN.',
    'El precio debe estar entre $300,000 y $100,000,000 MXN.',
  ],
  password: [
    'The password must be between 8 and 50 characters long.',
    'La contraseña debe tener entre 8 y 50 caracteres.',
  ],
  numericString: [
    'Must be a number; thousands commas and decimals are allowed (e.g. 1,234.50).',
    'Debe ser un número; se permiten comas de miles y decimales (p. ej., 1,234.50).',
  ],
  rrule: [
    'The recurrence rule must contain FREQ= (DAILY, WEEKLY or MONTHLY) and INTERVAL= (1 to 100).',
    'La regla de recurrencia debe contener FREQ= (DAILY, WEEKLY o MONTHLY) e INTERVAL= (de 1 a 100).',
  ],
  imageInvalid: [
    'The image must be a JPEG or PNG file under 2 MB.',
    'La imagen debe ser JPEG o PNG y pesar menos de 2 MB.',
  ],
  imageFormat: ['The image must be in JPEG or PNG format.', 'La imagen debe estar en formato JPEG o PNG.'],
  imageTooLarge: ['The image must be under 2 MB.', 'La imagen debe pesar menos de 2 MB.'],
  tooMany: ['You can upload up to 30 images.', 'Puedes subir hasta 30 imágenes.'],
  pdfOnly: ['The file must be a PDF.', 'El archivo debe ser un PDF.'],
  pdfTooLarge: ['The file must be a PDF under 4 MB.', 'El archivo debe ser un PDF de menos de 4 MB.'],
  invitee: [
    "Enter the invitee's email or choose their profile, but not both.",
    'Escribe el correo electrónico de la persona que invitas o elige su perfil, pero no ambos.',
  ],
} as const;

const min = (n: string) =>
  [`Must be greater than or equal to ${n}.`, `Debe ser mayor o igual a ${n}.`] as const;
const max = (n: string) => [`Must be less than or equal to ${n}.`, `Debe ser menor o igual a ${n}.`] as const;
const maxChars = (n: string) =>
  [`Must be at most ${n} characters long.`, `Debe tener como máximo ${n} caracteres.`] as const;
const STARS = ['Choose from 1 to 5 stars.', 'Elige de 1 a 5 estrellas.'] as const;
/** Enum errors name no codes: the form shows the choices in words (#16). */
const oneOf = (_values: string) => [`Choose an option.`, `Elige una opción.`] as const;

function c(
  rule: string,
  name: SubmissionName,
  reject: Overrides,
  path: string,
  [en, es]: readonly [string, string],
  accept: Overrides[] = [],
  context?: SubmissionContext,
): RuleCase {
  return { rule, name, reject, path, en, es, accept, ...(context ? { context } : {}) };
}

const longText = (n: number) => 'a'.repeat(n);
const thisYear = yearBuiltMax();

const CASES: RuleCase[] = [
  // ─── General ──────────────────────────────────────────────────────────────────────────────────
  c('required', 'login', { email: undefined }, '/email', MSG.required),
  c('required (blank text counts as missing)', 'contact', { name: '' }, '/name', MSG.required),
  c('wrong type (a star rating)', 'tourReview', { property_score: '5' }, '/property_score', STARS, [
    { property_score: 1 },
  ]),
  c(
    'a missing star rating says so',
    'tourReview',
    { tour_guide_score: undefined },
    '/tour_guide_score',
    STARS,
  ),
  c('a half star is no rating', 'tourReview', { property_score: 2.5 }, '/property_score', STARS),
  c('wrong type (boolean)', 'jokeApproval', { approved: 'yes' }, '/approved', [
    'This value must be yes or no.',
    'Este valor debe ser sí o no.',
  ]),
  c('enumerated values', 'tourRequest', { budget: '10+' }, '/budget', oneOf('2.5-5, 5-7.5, 7.5-9, 9+'), [
    { budget: '9+' },
  ]),
  c('string max', 'lead', { name: longText(501) }, '/name', maxChars('500'), [{ name: longText(500) }]),
  c('stars min', 'tourReview', { tour_guide_score: 0 }, '/tour_guide_score', STARS),
  c('stars max', 'tourReview', { property_score: 6 }, '/property_score', STARS, [{ property_score: 5 }]),
  c('array min', 'transactionBulk', { transactions: [] }, '/transactions', [
    'The minimum number of items is 1.',
    'El número mínimo de elementos es 1.',
  ]),
  c('array max', 'tourReview', { liked: ['LOCATION', 'PRICE', 'STATE', 'DISTRIBUTION', 'PRICE'] }, '/liked', [
    'The maximum number of items is 4.',
    'El número máximo de elementos es 4.',
  ]),
  c(
    'UUID v4',
    'lead',
    { property_id: 'a8098c1a-f86e-11da-bd1a-00112444be1e' /* v1 */ },
    '/property_id',
    MSG.uuid,
  ),
  c('ISO dates', 'transactionUpsert', { date: '2024-02-30' }, '/date', MSG.date, [{ date: '2024-02-29' }]),
  c('URL valid', 'itemUpsert', { img_url: 'ftp://cdn.example.mx/a.jpg' }, '/img_url', MSG.url),
  c('email valid', 'contact', { email: 'carla@example' }, '/email', MSG.email, [
    { email: 'carla.r+casa@example.com.mx' },
  ]),
  c('currency valid', 'airbnbListingUpsert', { currency: 'EUR' }, '/currency', MSG.currency, [
    { currency: 'USD' },
  ]),
  c('numeric strings', 'propertyUpdate', { yearly_water: '12,34' }, '/yearly_water', MSG.numericString, [
    { yearly_water: '1,234,567.89' },
    { yearly_water: '1234' },
    { yearly_water: '0' },
  ]),

  // ─── Accounts ─────────────────────────────────────────────────────────────────────────────────
  c('email required', 'register', { email: undefined }, '/email', MSG.required),
  c(
    'password 8 to 50 (too short)',
    'register',
    { password: 'corta1', passwordConfirmation: 'corta1' },
    '/password',
    MSG.password,
    [{ password: '12345678', passwordConfirmation: '12345678' }],
  ),
  c(
    'password 8 to 50 (too long)',
    'passwordChange',
    { password: longText(51), passwordConfirmation: longText(51) },
    '/password',
    MSG.password,
    [{ password: longText(50), passwordConfirmation: longText(50) }],
  ),
  c('confirmation must match', 'register', { passwordConfirmation: 'otraClave1' }, '/passwordConfirmation', [
    'The passwords do not match.',
    'Las contraseñas no coinciden.',
  ]),
  c(
    'confirmation must match (password change)',
    'passwordChange',
    { passwordConfirmation: 'nuevaClave8' },
    '/passwordConfirmation',
    ['The passwords do not match.', 'Las contraseñas no coinciden.'],
    [{ currentPassword: 'claveActual1' }],
  ),
  c(
    'password change: the current password is text of at most 50 characters',
    'passwordChange',
    { currentPassword: longText(51) },
    '/currentPassword',
    maxChars('50'),
    [{ currentPassword: 'x' }],
  ),
  c(
    'password change: the current password is required',
    'passwordChange',
    { currentPassword: undefined },
    '/currentPassword',
    MSG.required,
  ),
  c(
    'confirmation must match (password reset)',
    'passwordReset',
    { passwordConfirmation: 'nuevaClave8' },
    '/passwordConfirmation',
    ['The passwords do not match.', 'Las contraseñas no coinciden.'],
  ),
  c(
    'password 8 to 50 (password reset)',
    'passwordReset',
    { password: 'corta1', passwordConfirmation: 'corta1' },
    '/password',
    MSG.password,
    [{ password: '12345678', passwordConfirmation: '12345678' }],
  ),
  c('password reset: the link token is required', 'passwordReset', { token: '' }, '/token', MSG.required),
  c('profile language EN or ES', 'profileUpdate', { locale: 'FR' }, '/locale', MSG.locale, [
    { locale: 'EN' },
    { locale: 'ES' },
    { locale: undefined },
  ]),
  c('phone exactly 10 digits', 'lead', { phone_number: '55 1234 5678' }, '/phone_number', MSG.phone),
  c(
    'phone may be blank or null (contact)',
    'contact',
    { phone_number: '551234' },
    '/phone_number',
    MSG.phone,
    [
      { phone_number: '' },
      { phone_number: null },
      { phone_number: undefined },
      { phone_number: '5512345678' },
    ],
  ),
  c(
    'phone required where the form needs it',
    'tourRequest',
    { phone_number: '' },
    '/phone_number',
    MSG.required,
  ),
  c('locale EN or ES', 'joke', { locale: 'FR' }, '/locale', MSG.locale, [{ locale: 'EN' }]),
  c(
    'registration source',
    'register',
    { source: 'facebook' },
    '/source',
    oneOf('submit_property, register'),
    [{ source: 'submit_property' }],
  ),
  c('time zones', 'dayPlanUpsert', { timezone: 'America/Bogota' }, '/timezone', MSG.timezone, [
    { timezone: 'UTC' },
    { timezone: 'America/Ciudad_Juarez' },
  ]),

  // ─── Airbnb ───────────────────────────────────────────────────────────────────────────────────
  c(
    'Airbnb listing URL rooms/{number}',
    'submitFromListing',
    { listing_url: 'https://www.airbnb.mx/rooms/plus/abc' },
    '/listing_url',
    [
      'Please enter a valid Airbnb listing URL, e.g. https://www.airbnb.mx/rooms/12345.',
      'Por favor, ingresa una URL válida de un anuncio de Airbnb, p. ej., https://www.airbnb.mx/rooms/12345.',
    ],
    [
      { listing_url: 'https://es.airbnb.com/rooms/123' },
      { listing_url: 'https://airbnb.com.mx/rooms/9?guests=1' },
    ],
  ),
  c(
    'Airbnb profile URL https users/show/{digits}',
    'managerApplication',
    { airbnb_profile_url: 'http://www.airbnb.mx/users/show/123' },
    '/airbnb_profile_url',
    [
      'Please enter a valid Airbnb profile URL, e.g. https://www.airbnb.mx/users/show/12345.',
      'Por favor, ingresa una URL válida de un perfil de Airbnb, p. ej., https://www.airbnb.mx/users/show/12345.',
    ],
    [{ airbnb_profile_url: 'https://www.airbnb.com/users/show/987654321' }],
  ),
  c('calendar (ICS) URL required', 'airbnbListingUpsert', { ics_url: undefined }, '/ics_url', [
    'The calendar (ICS) URL is required.',
    'La URL del calendario (ICS) es obligatoria.',
  ]),
  c('calendar (ICS) URL required (blank)', 'airbnbListingUpsert', { ics_url: '' }, '/ics_url', [
    'The calendar (ICS) URL is required.',
    'La URL del calendario (ICS) es obligatoria.',
  ]),
  c(
    'base_hours_to_clean 1-24',
    'airbnbListingUpsert',
    { base_hours_to_clean: 0 },
    '/base_hours_to_clean',
    min('1'),
    [{ base_hours_to_clean: 24 }],
  ),
  c(
    'current_hours_to_clean 0-24',
    'airbnbListingHours',
    { current_hours_to_clean: 25 },
    '/current_hours_to_clean',
    max('24'),
    [{ current_hours_to_clean: 24 }],
  ),
  c('worker schedule hour 0-23', 'workerScheduleUpsert', { hour: 24 }, '/hour', max('23'), [
    { hour: 0 },
    { hour: 23 },
  ]),
  c(
    'reservation total_earned 0 to 1e10',
    'reservationUpdate',
    { total_earned: 1e10 + 1 },
    '/total_earned',
    max('10,000,000,000'),
    [{ total_earned: 0 }, { total_earned: 1e10 }],
  ),

  // ─── Property submission ──────────────────────────────────────────────────────────────────────
  c('bathrooms 1-100', 'submitProperty', { bathrooms: 0 }, '/bathrooms', min('1'), [{ bathrooms: 100 }]),
  c('bathrooms 1-100 (max)', 'submitProperty', { bathrooms: 101 }, '/bathrooms', max('100')),
  c('bedrooms 1-100', 'submitProperty', { bedrooms: 101 }, '/bedrooms', max('100'), [{ bedrooms: 1 }]),
  c('half_bathrooms 0-100', 'submitProperty', { half_bathrooms: -1 }, '/half_bathrooms', min('0'), [
    { half_bathrooms: 0 },
  ]),
  c('parking_spaces 0-100', 'submitProperty', { parking_spaces: 101 }, '/parking_spaces', max('100'), [
    { parking_spaces: 0 },
  ]),
  c('built_area 1-100000', 'submitProperty', { built_area: 0 }, '/built_area', min('1'), [
    { built_area: 100_000 },
  ]),
  c('total_area 1-100000', 'submitProperty', { total_area: 100_001 }, '/total_area', max('100,000'), [
    { total_area: 1 },
  ]),
  c('floors 1-50', 'submitProperty', { floors: 51 }, '/floors', max('50'), [{ floors: 1 }]),
  c(
    'year_built from 1900',
    'submitProperty',
    { year_built: 1899 },
    '/year_built',
    [
      `The year built must be between 1900 and ${thisYear}.`,
      `El año de construcción debe estar entre 1900 y ${thisYear}.`,
    ],
    [{ year_built: 1900 }, { year_built: thisYear }],
  ),
  c('year_built up to the current year', 'submitProperty', { year_built: thisYear + 1 }, '/year_built', [
    `The year built must be between 1900 and ${thisYear}.`,
    `El año de construcción debe estar entre 1900 y ${thisYear}.`,
  ]),
  c('price 300000-100000000', 'submitProperty', { price: 299_999 }, '/price', MSG.price, [
    { price: 300_000 },
    { price: 100_000_000 },
  ]),
  c('price 300000-100000000 (max)', 'submitProperty', { price: 100_000_001 }, '/price', MSG.price),
  c('zip exactly 5 digits', 'submitProperty', { zip: '6600' }, '/zip', MSG.zip, [{ zip: '01000' }]),
  c(
    'exterior number digits only',
    'submitProperty',
    { exterior_number: '12-A' },
    '/exterior_number',
    MSG.digits,
    [{ exterior_number: undefined }, { exterior_number: '' }, { exterior_number: null }],
  ),
  c(
    'interior number digits only',
    'submitProperty',
    { interior_number: 'B' },
    '/interior_number',
    MSG.digits,
    [{ interior_number: '402' }],
  ),
  c('name required', 'submitProperty', { name: '' }, '/name', MSG.required),
  c('street required', 'submitProperty', { street: undefined }, '/street', MSG.required),
  c(
    'city in the municipalities of the state',
    'submitProperty',
    { city: 'Guadalajara' },
    '/city',
    [
      'The city must be one of the municipalities of Ciudad de México.',
      'La ciudad debe ser uno de los municipios de Ciudad de México.',
    ],
    [{ city: 'cuauhtemoc' }, { state: 'Jalisco', city: 'Guadalajara' }],
  ),
  c('state one of the 32', 'submitProperty', { state: 'Texas' }, '/state', MSG.state, [
    { state: 'Yucatán', city: 'Mérida' },
  ]),
  c(
    'type APARTMENT, GATED_COMMUNITY_HOUSE or HOUSE',
    'submitProperty',
    { type: 'LOFT' },
    '/type',
    oneOf('APARTMENT, GATED_COMMUNITY_HOUSE, HOUSE'),
    [{ type: 'GATED_COMMUNITY_HOUSE' }],
  ),
  c('amenities a list of ids', 'submitProperty', { amenities: ['alberca'] }, '/amenities/0', MSG.uuid, [
    { amenities: [] },
  ]),
  c(
    'up to 30 images',
    'submitProperty',
    { images: Array.from({ length: 31 }, () => jpegBase64(16)) },
    '/images',
    MSG.tooMany,
    [{ images: Array.from({ length: 30 }, () => jpegBase64(16)) }, { images: undefined }],
  ),
  c('images JPEG/JPG/PNG', 'submitProperty', { images: [gifBase64()] }, '/images/0', MSG.imageFormat, [
    { images: [`data:image/jpg;base64,${jpegBase64()}`, pngBase64()] },
  ]),
  c(
    'images JPEG/PNG (declared type)',
    'submitProperty',
    { images: [`data:image/webp;base64,${jpegBase64()}`] },
    '/images/0',
    MSG.imageFormat,
  ),
  c(
    'image far over 2 MB',
    'propertyImagePost',
    { base64Image: jpegBase64(3 * 1024 * 1024) },
    '/base64Image',
    MSG.imageInvalid,
  ),
  c('images under 2 MB', 'submitProperty', { images: [largeJpegBase64()] }, '/images/0', MSG.imageTooLarge, [
    { images: [jpegBase64(2 * 1024 * 1024 - 1)] },
  ]),
  c(
    'PDFs only',
    'submitProperty',
    { files: [{ type: 'WATER_BILL', base64Pdf: jpegBase64() }] },
    '/files/0/base64Pdf',
    MSG.pdfOnly,
  ),
  c(
    'PDFs under 4 MB',
    'submitProperty',
    { files: [{ type: 'WATER_BILL', base64Pdf: largePdfBase64() }] },
    '/files/0/base64Pdf',
    MSG.pdfTooLarge,
    [{ files: [{ type: 'WATER_BILL', base64Pdf: pdfBase64(4 * 1024 * 1024 - 1) }] }],
  ),
  c(
    'optional new profile email',
    'submitProperty',
    { profile: { email: 'ana@' } },
    '/profile/email',
    MSG.email,
    [{ profile: undefined }, { profile: { name: 'Ana' } }],
  ),
  c(
    'optional new profile phone',
    'submitProperty',
    { profile: { phone_number: '12345' } },
    '/profile/phone_number',
    MSG.phone,
    [{ profile: { phone_number: '' } }],
  ),

  // ─── Appraisal ────────────────────────────────────────────────────────────────────────────────
  c('appraisal built_area 30-100000', 'submitAppraisal', { built_area: 29 }, '/built_area', min('30'), [
    { built_area: 30 },
  ]),
  c(
    'appraisal total_area 30-100000',
    'submitAppraisal',
    { total_area: 100_001 },
    '/total_area',
    max('100,000'),
  ),
  c('latitude -90 to 90', 'submitAppraisal', { latitude: 90.5 }, '/latitude', max('90'), [{ latitude: -90 }]),
  c('longitude -180 to 180', 'submitAppraisal', { longitude: -180.5 }, '/longitude', min('-180'), [
    { longitude: 180 },
  ]),
  c('appraisal name required', 'submitAppraisal', { name: undefined }, '/name', MSG.required),
  c('place_id required', 'submitAppraisal', { place_id: '' }, '/place_id', MSG.required),
  c(
    'search string 1-300',
    'submitAppraisal',
    { search_address_string: longText(301) },
    '/search_address_string',
    maxChars('300'),
    [{ search_address_string: longText(300) }],
  ),
  c('years_built 0-500', 'submitAppraisal', { years_built: 501 }, '/years_built', max('500'), [
    { years_built: 0 },
  ]),
  c(
    'flags used and get_external_occupation_rate',
    'submitAppraisal',
    { used: 'sí' },
    '/used',
    ['This value must be yes or no.', 'Este valor debe ser sí o no.'],
    [{ used: false, get_external_occupation_rate: false }, { used: undefined }],
  ),
  c(
    'listing expected_price 300000-100000000',
    'submitFromListing',
    { expected_price: 299_999 },
    '/expected_price',
    MSG.price,
  ),
  c('listing locale', 'submitFromListing', { locale: 'es' }, '/locale', MSG.locale),
  c('appraisal result prices', 'appraisalResultUpdate', { max_price: 100_000_001 }, '/max_price', MSG.price),
  c('cap_rate 0-1', 'appraisalResultUpdate', { cap_rate: 1.1 }, '/cap_rate', max('1'), [
    { cap_rate: 0 },
    { cap_rate: 1 },
  ]),
  c('occupation_rate 0-1', 'appraisalResultUpdate', { occupation_rate: -0.1 }, '/occupation_rate', min('0')),
  c(
    'offer amounts up to 1e9',
    'appraisalPresentation',
    { offer_price: 1e9 + 1 },
    '/offer_price',
    max('1,000,000,000'),
    [{ offer_price: 1e9 }],
  ),
  c(
    'offer percentages 0-100',
    'appraisalPresentation',
    { sale_commission_percentage: 101 },
    '/sale_commission_percentage',
    max('100'),
  ),
  c('offer terms required', 'appraisalPresentation', { terms: '' }, '/terms', MSG.required),
  c('feedback required', 'appraisalFeedback', { feedback: undefined }, '/feedback', MSG.required, [
    { feedback: 'ADEQUATE', feedback_message: undefined, feedback_corrected_price: undefined },
  ]),
  c(
    'feedback message up to 300, optional',
    'appraisalFeedback',
    { feedback_message: longText(301) },
    '/feedback_message',
    maxChars('300'),
    [{ feedback_message: '' }, { feedback_message: null }],
  ),
  c(
    'feedback corrected price 0 to 1e8',
    'appraisalFeedback',
    { feedback_corrected_price: 1e8 + 1 },
    '/feedback_corrected_price',
    max('100,000,000'),
    [{ feedback_corrected_price: 0 }],
  ),

  // ─── Property update ──────────────────────────────────────────────────────────────────────────
  c('description valid JSON', 'propertyUpdate', { description: '{"EN": ' }, '/description', [
    'Must be valid JSON.',
    'Debe ser un JSON válido.',
  ]),
  c(
    'description keyed by EN and ES',
    'propertyUpdate',
    { description: JSON.stringify({ EN: {} }) },
    '/description',
    [
      'The description must have every text in English (EN) and Spanish (ES).',
      'La descripción debe tener todos los textos en inglés (EN) y en español (ES).',
    ],
    [
      {
        description: JSON.stringify(
          Object.fromEntries(
            ['EN', 'ES'].map((l) => [
              l,
              Object.fromEntries(
                [
                  'heroTitle',
                  'heroDescription',
                  'earningsTitle',
                  'earningsParagraph',
                  'amenitiesTitle',
                  'amenitiesParagraph',
                  'locationTitle',
                  'locationParagraph',
                ].map((k) => [k, `${k} ${l}`]),
              ),
            ]),
          ),
        ),
      },
    ],
  ),
  c(
    'floor_distribution valid JSON',
    'propertyUpdate',
    { floor_distribution: 'floors: 1' },
    '/floor_distribution',
    ['Must be valid JSON.', 'Debe ser un JSON válido.'],
  ),
  c(
    'floor_distribution floors at least 1',
    'propertyUpdate',
    { floor_distribution: '{"floors": []}' },
    '/floor_distribution/floors',
    [
      'The floor distribution must have at least one floor.',
      'La distribución por niveles debe tener al menos un nivel.',
    ],
  ),
  c(
    'at most 30 images (kept and new)',
    'propertyUpdate',
    {
      img_urls: Array.from({ length: 25 }, (_, i) => `properties/p1/${i}.jpg`),
      new_images: Array.from({ length: 6 }, () => jpegBase64(16)),
    },
    '/new_images',
    MSG.tooMany,
    [
      {
        img_urls: Array.from({ length: 25 }, (_, i) => `properties/p1/${i}.jpg`),
        new_images: Array.from({ length: 5 }, () => jpegBase64(16)),
      },
    ],
  ),
  c(
    'neighborhood insight amounts 0-100',
    'propertyUpdate',
    { neighborhood_insights: [{ neighborhood_insight_id: ID.other, amount: 101 }] },
    '/neighborhood_insights/0/amount',
    max('100'),
    [{ neighborhood_insights: [{ neighborhood_insight_id: ID.other, amount: 0 }] }],
  ),
  c(
    'rejection_reason optional',
    'propertyUpdate',
    { rejection_reason: 42 },
    '/rejection_reason',
    ['This value must be text.', 'Este valor debe ser un texto.'],
    [{ rejection_reason: 'Fotos borrosas' }, { rejection_reason: undefined }],
  ),

  // ─── Manager application, items, jokes, contact ───────────────────────────────────────────────
  c(
    'manager: airbnb profile URL required',
    'managerApplication',
    { airbnb_profile_url: undefined },
    '/airbnb_profile_url',
    MSG.required,
  ),
  c('manager: message required', 'managerApplication', { message: '' }, '/message', MSG.required),
  c('manager: name 1-1500', 'managerApplication', { name: longText(1501) }, '/name', maxChars('1500'), [
    { name: 'L' },
  ]),
  c('manager: phone optional', 'managerApplication', { phone_number: '123' }, '/phone_number', MSG.phone, [
    { phone_number: undefined },
    { phone_number: '8112345678' },
  ]),
  c('item: es_name required', 'itemUpsert', { es_name: undefined }, '/es_name', MSG.required, [
    { en_name: '' },
  ]),
  c('item: names up to 300', 'itemUpsert', { en_name: longText(301) }, '/en_name', maxChars('300')),
  c(
    'item: descriptions up to 300, es required',
    'itemUpsert',
    { es_description: '' },
    '/es_description',
    MSG.required,
  ),
  c('item: price up to 10,000,000', 'itemUpsert', { price: 10_000_001 }, '/price', max('10,000,000'), [
    { price: 10_000_000 },
  ]),
  c('item: img_url required', 'itemUpsert', { img_url: undefined }, '/img_url', MSG.required),
  c('item: url required', 'itemUpsert', { url: '' }, '/url', MSG.required),
  c('property item: note 0-300', 'propertyItemUpsert', { note: longText(301) }, '/note', maxChars('300'), [
    { note: '' },
  ]),
  c(
    'property item: en_name 0-300',
    'propertyItemUpsert',
    { en_name: longText(301) },
    '/en_name',
    maxChars('300'),
    [{ en_name: '' }],
  ),
  c('property item: quantity numeric', 'propertyItemUpsert', { quantity: 'dos' }, '/quantity', MSG.integer),
  c('joke text 1 to 1500', 'joke', { text: longText(1501) }, '/text', maxChars('1500'), [{ text: 'a' }]),
  c('joke text required', 'joke', { text: '' }, '/text', MSG.required),
  c('contact text 1 to 1500', 'contact', { text: longText(1501) }, '/text', maxChars('1500'), [
    { text: longText(1500) },
  ]),

  // ─── Leads and tours ──────────────────────────────────────────────────────────────────────────
  c('lead: email required', 'lead', { email: undefined }, '/email', MSG.required),
  c('lead: name required', 'lead', { name: '' }, '/name', MSG.required),
  c('lead: phone required', 'lead', { phone_number: undefined }, '/phone_number', MSG.required),
  c('lead: property_id required', 'lead', { property_id: undefined }, '/property_id', MSG.required),
  c(
    'tour request: buyer_profile required',
    'tourRequest',
    { buyer_profile: undefined },
    '/buyer_profile',
    MSG.required,
  ),
  c(
    'tour request: credit_option',
    'tourRequest',
    { credit_option: 'BANK' },
    '/credit_option',
    oneOf('APPROVED_CREDIT, COFINAVIT, NEED_HELP, INFONAVIT, OWN_RESOURCES'),
  ),
  c(
    'tour request: time_to_buy',
    'tourRequest',
    { time_to_buy: '12' },
    '/time_to_buy',
    oneOf('1-3, 3-6, 6+'),
    [{ time_to_buy: '6+' }],
  ),
  c('tour request: email required', 'tourRequest', { email: '' }, '/email', MSG.required),
  c('tour request: tour_time a date', 'tourRequest', { tour_time: 'mañana' }, '/tour_time', MSG.dateTime, [
    { tour_time: '2099-05-01T16:00:00Z' },
    { tour_time: '2099-05-01T10:00' },
  ]),
  c(
    'tour request: tour_time in the future (#11)',
    'tourRequest',
    { tour_time: '1970-01-01T00:00:00Z' },
    '/tour_time',
    ['The tour time must be in the future.', 'La fecha de la visita debe ser en el futuro.'],
    [{ tour_time: '2026-03-01T10:00:01-06:00' }],
    { now: new Date('2026-03-01T16:00:00Z') },
  ),
  c(
    'tour request: a tour time already past is refused too',
    'tourRequest',
    { tour_time: '2026-03-01T10:00:00-06:00' },
    '/tour_time',
    ['The tour time must be in the future.', 'La fecha de la visita debe ser en el futuro.'],
    [],
    { now: new Date('2026-03-01T16:00:00Z') },
  ),
  c(
    'tour review: comment 0-200 optional',
    'tourReview',
    { comment: longText(201) },
    '/comment',
    maxChars('200'),
    [{ comment: undefined }, { comment: '' }],
  ),
  c(
    'tour review: liked from DISTRIBUTION, LOCATION, STATE, PRICE',
    'tourReview',
    { liked: ['VIEW'] },
    '/liked/0',
    oneOf('DISTRIBUTION, LOCATION, STATE, PRICE'),
  ),
  c(
    'tour review: disliked',
    'tourReview',
    { disliked: ['NOISE'] },
    '/disliked/0',
    oneOf('DISTRIBUTION, LOCATION, STATE, PRICE'),
    [{ disliked: ['STATE'] }],
  ),
  c(
    'tour review: self_description required',
    'tourReview',
    { self_description: undefined },
    '/self_description',
    MSG.required,
  ),

  // ─── Chores and reports ───────────────────────────────────────────────────────────────────────
  c('chore: name max 100', 'chorePost', { name: longText(101) }, '/name', maxChars('100'), [
    { name: longText(100) },
  ]),
  c(
    'chore: completion_notes 0-300',
    'chorePost',
    { completion_notes: longText(301) },
    '/completion_notes',
    maxChars('300'),
    [{ completion_notes: '' }],
  ),
  c(
    'chore: type from list',
    'chorePost',
    { type: 'COOKING' },
    '/type',
    oneOf(
      'AIR_CONDITIONING, MASONRY, DIRTY_AREA, LINEN, CARPENTRY, LOCK_SMITHING, SUPPLY_PURCHASE, PROPERTY_DAMAGE, ELECTRICITY, MISSING_ITEM, BLACK_SMITHING, GARDENING, FOUND_ITEM, PAINTING, PLUMBING, UPHOLSTERY, GENERAL',
    ),
  ),
  c('chore: status PENDING or SOLVED', 'chorePost', { status: 'DONE' }, '/status', oneOf('PENDING, SOLVED')),
  c(
    'chore: trigger_event nullable',
    'chorePost',
    { trigger_event: 'CHECKOUT' },
    '/trigger_event',
    oneOf('CHECK_IN, CHECK_OUT, RESERVATION_ADDED'),
    [{ trigger_event: null }, { trigger_event: 'RESERVATION_ADDED' }],
  ),
  c(
    'chore: description_doc valid rich text',
    'chorePost',
    {
      description_doc: {
        type: 'doc',
        content: [{ type: 'paragraph', content: [{ type: 'image', src: 'x' }] }],
      },
    },
    '/description_doc',
    [
      'The description is not a valid rich-text document.',
      'La descripción no es un documento de texto enriquecido válido.',
    ],
    [{ description_doc: null }],
  ),
  c('chore: due_date nullable valid date', 'chorePost', { due_date: '2024-13-01' }, '/due_date', MSG.date, [
    { due_date: null },
    { due_date: '2024-12-31' },
  ]),
  c('chore: property_id required', 'chorePost', { property_id: undefined }, '/property_id', MSG.required),
  c('chore: at least one image', 'chorePost', { problem_images: [] }, '/problem_images', [
    'Please add at least one image.',
    'Por favor, agrega al menos una imagen.',
  ]),
  c('report: at least one image', 'reportPost', { problem_images: [] }, '/problem_images', [
    'Please add at least one image.',
    'Por favor, agrega al menos una imagen.',
  ]),
  c(
    'solved: at least one more image',
    'chorePost',
    { status: 'SOLVED' },
    '/resolution_images',
    [
      'Please add at least one image of the solution.',
      'Por favor, agrega al menos una imagen de la solución.',
    ],
    [{ status: 'SOLVED', resolution_images: [jpegBase64()] }],
  ),
  c(
    'solve: at least one image of the solution',
    'choreSolve',
    { resolution_images: [] },
    '/resolution_images',
    [
      'Please add at least one image of the solution.',
      'Por favor, agrega al menos una imagen de la solución.',
    ],
  ),
  c(
    'update to solved keeps a solution image',
    'choreUpdate',
    { new_resolution_images: [] },
    '/new_resolution_images',
    [
      'Please add at least one image of the solution.',
      'Por favor, agrega al menos una imagen de la solución.',
    ],
  ),
  c(
    'recurrence: FREQ= and INTERVAL=',
    'choreRecurrence',
    { recurrence_rule: 'FREQ=WEEKLY' },
    '/recurrence_rule',
    MSG.rrule,
    [{ recurrence_rule: 'RRULE:FREQ=DAILY;INTERVAL=1' }, { recurrence_rule: null }],
  ),
  c(
    'recurrence: interval 1-100',
    'choreRecurrence',
    { recurrence_rule: 'FREQ=DAILY;INTERVAL=101' },
    '/recurrence_rule',
    MSG.rrule,
    [{ recurrence_rule: 'FREQ=DAILY;INTERVAL=100' }],
  ),
  c(
    'recurrence: weekday',
    'choreRecurrence',
    { recurrence_rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=XX' },
    '/recurrence_rule',
    MSG.rrule,
    [{ recurrence_rule: 'FREQ=WEEKLY;INTERVAL=1;BYDAY=SU,SA' }],
  ),
  c(
    'recurrence: month day 1-31',
    'choreRecurrence',
    { recurrence_rule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=32' },
    '/recurrence_rule',
    MSG.rrule,
    [{ recurrence_rule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=31' }],
  ),
  c(
    'trigger offset 0 to 14 days',
    'choreTrigger',
    { trigger_event_due_date_offset: 15 },
    '/trigger_event_due_date_offset',
    max('14'),
    [{ trigger_event_due_date_offset: 14 }, { trigger_event_due_date_offset: -14 }],
  ),
  c(
    'trigger night range',
    'choreTrigger',
    { trigger_event_night_range: '[1,8)' },
    '/trigger_event_night_range',
    oneOf('[1,3), [3,8), [8,28), [28,)'),
  ),

  // ─── Finance ──────────────────────────────────────────────────────────────────────────────────
  c(
    'commission: company_percentage 0-100',
    'commissionUpsert',
    { company_percentage: 101 },
    '/company_percentage',
    max('100'),
    [{ company_percentage: 0 }],
  ),
  c(
    'commission: company_role',
    'commissionUpsert',
    { company_role: 'RENTING' },
    '/company_role',
    oneOf('MANAGING, SELLING, MANAGING_AND_SELLING'),
    [{ company_role: 'MANAGING_AND_SELLING' }],
  ),
  c(
    'commission: furnisher COMPANY or OWNER',
    'commissionUpsert',
    { furnisher: 'MANAGER' },
    '/furnisher',
    oneOf('COMPANY, OWNER'),
  ),
  c(
    'commission: value types FIXED or PERCENTAGE',
    'commissionUpsert',
    { owner_value_type: 'PERCENT' },
    '/owner_value_type',
    oneOf('FIXED, PERCENTAGE'),
  ),
  c(
    'commission: a percentage is at most 100',
    'commissionUpsert',
    { manager_value: 120 },
    '/manager_value',
    max('100'),
    [{ manager_value: 120, manager_value_type: 'FIXED' }],
  ),
  c(
    'external listing type',
    'externalListingUpsert',
    { type: 'MERCADOLIBRE' },
    '/type',
    oneOf('CLASCO, EASYAVISO, EASYBROKER, INMUEBLES24, MONOPOLIO, PROPIEDADES, VIVANUNCIOS'),
    [{ type: 'INMUEBLES24' }],
  ),
  c('external listing url required', 'externalListingUpsert', { url: undefined }, '/url', MSG.required),
  c(
    'file: type from list',
    'fileUpload',
    { type: 'CONTRACT' },
    '/type',
    oneOf(
      'ELECTRICITY_BILL, EXCLUSIVITY_CONTRACT, LEASE_CONTRACT, LEGALLY_VERIFIED, PREDIAL, PROPERTY_DEEDS, PURCHASE_OFFER, REGISTRATION_TICKET, WATER_BILL',
    ),
  ),
  c('file: only PDF', 'fileUpload', { mime_type: 'image/png' }, '/mime_type', MSG.pdfOnly),
  c('file: PDF under 4 MB', 'fileUpload', { size: 4 * 1024 * 1024 }, '/size', MSG.pdfTooLarge, [
    { size: 4 * 1024 * 1024 - 1 },
  ]),
  c('file: valid_from and valid_to dates', 'fileUpload', { valid_to: '2034-02-31' }, '/valid_to', MSG.date, [
    { valid_from: null, valid_to: null },
  ]),
  c('file: valid_from not after valid_to', 'fileUpload', { valid_from: '2035-01-01' }, '/valid_to', [
    'The start date must not be later than the end date.',
    'La fecha de inicio no debe ser posterior a la fecha de fin.',
  ]),
  c('ID upload: PDF or image', 'idUpload', { new_id_file: gifBase64() }, '/new_id_file', MSG.imageFormat, [
    { new_id_file: jpegBase64() },
  ]),
  c('ID upload: file required', 'idUpload', { new_id_file: undefined }, '/new_id_file', [
    'No file provided',
    'No se proporcionó ningún archivo',
  ]),
  c('transaction: amount 1 to 100,000', 'transactionUpsert', { amount: 0 }, '/amount', min('1'), [
    { amount: 1 },
    { amount: 100_000 },
  ]),
  c('transaction: amount max', 'transactionUpsert', { amount: 100_001 }, '/amount', max('100,000')),
  c(
    'transaction: category',
    'transactionUpsert',
    { category: 'FOOD' },
    '/category',
    oneOf(
      'BUILDING_FEE, CLEANING, ELECTRICITY, EQUIPMENT, INITIAL_SETUP, MAINTENANCE, MISCELLANEOUS, MOBILITY, MORTGAGE, OTHER, PREDIAL, RENT, SERVICES, SUPPLIES, STAFF, TAXES, WATER',
    ),
  ),
  c(
    'transaction: expense CAPEX or OPEX',
    'transactionUpsert',
    { expense: 'OTHER' },
    '/expense',
    oneOf('CAPEX, OPEX'),
    [{ expense: 'CAPEX' }],
  ),
  c(
    'transaction: method',
    'transactionUpsert',
    { method: 'PAYPAL' },
    '/method',
    oneOf('CASH, CREDIT_CARD, DEBIT_CARD, WIRE_TRANSFER'),
  ),
  c(
    'transaction: type EGRESS or INCOME',
    'transactionUpsert',
    { type: 'EXPENSE' },
    '/type',
    oneOf('EGRESS, INCOME'),
    [{ type: 'INCOME' }],
  ),
  c('transaction: date required', 'transactionUpsert', { date: undefined }, '/date', MSG.required),
  c('transaction: subject required', 'transactionUpsert', { subject: '' }, '/subject', MSG.required),
  c(
    'bulk upload needs a transactions array',
    'transactionBulk',
    { transactions: undefined },
    '/transactions',
    MSG.required,
  ),
  c(
    'lease: start not after end',
    'leaseConfigurationUpsert',
    { current_lease_end: '2023-12-31' },
    '/current_lease_end',
    [
      'The start date must not be later than the end date.',
      'La fecha de inicio no debe ser posterior a la fecha de fin.',
    ],
  ),

  // ─── Memberships ──────────────────────────────────────────────────────────────────────────────
  c('invitation: label required', 'invitationCreate', { label: undefined }, '/label', MSG.required),
  c('invitation: locale required', 'invitationCreate', { locale: undefined }, '/locale', MSG.required),
  c(
    'invitation: the invitee by email or by profile (neither)',
    'invitationCreate',
    { profile_id: undefined },
    '/email',
    MSG.invitee,
    [{ profile_id: undefined, email: 'aliada@example.mx' }, { email: undefined }],
  ),
  c(
    'invitation: the invitee by email or by profile (both)',
    'invitationCreate',
    { email: 'aliada@example.mx' },
    '/profile_id',
    MSG.invitee,
  ),
  c(
    'invitation: the invitee email is valid',
    'invitationCreate',
    { profile_id: undefined, email: 'aliada@example' },
    '/email',
    MSG.email,
  ),
  c(
    'invitation: label from the role labels',
    'invitationCreate',
    { label: 'ADMIN' },
    '/label',
    oneOf('MANAGER, OWNER, OWNER_AIRBNB, OWNER_MANAGER, OWNER_REALTOR, OWNER_SUB_LEASE, WORKER, OTHER'),
  ),

  // ─── Dangerous actions ────────────────────────────────────────────────────────────────────────
  c(
    'type-to-confirm (deleting a property)',
    'propertyStatusChange',
    { confirmation: 'Casa' },
    '/confirmation',
    [
      'The text does not match. Type "Casa Lulú" to confirm.',
      'El texto no coincide. Escribe "Casa Lulú" para confirmar.',
    ],
    [{ confirmation: '  casa lulú ' }, { status: 'ACCEPTED', confirmation: undefined }],
    { confirmationPhrase: 'Casa Lulú' },
  ),
  c(
    'type-to-confirm (rejecting or selling a property: a missing phrase does not match)',
    'propertyStatusChange',
    { status: 'SOLD', confirmation: undefined },
    '/confirmation',
    [
      'The text does not match. Type "Casa Lulú" to confirm.',
      'El texto no coincide. Escribe "Casa Lulú" para confirmar.',
    ],
    [
      { status: 'REJECTED', confirmation: 'CASA  LULÚ' },
      { status: 'PUBLISHED', confirmation: undefined },
    ],
    { confirmationPhrase: 'Casa Lulú' },
  ),
  c('type-to-confirm (profile)', 'profileDeletion', { confirmation: '' }, '/confirmation', MSG.required, [], {
    confirmationPhrase: 'ana@example.mx',
  }),
];

function localized(issues: readonly ValidationIssue[], path: string) {
  return {
    en: localizeIssues(issues, 'en').find((i) => i.path === path)?.message,
    es: localizeIssues(issues, 'es').find((i) => i.path === path)?.message,
  };
}

describe('§5 validation rules', () => {
  describe.each(CASES)('$rule ($name)', ({ name, accept = [], reject, path, en, es, context }) => {
    it('accepts valid values', () => {
      for (const overrides of [{}, ...accept]) {
        const result = checkSubmission(name, build(name, overrides), context);
        expect(result.ok ? [] : result.issues, JSON.stringify(overrides).slice(0, 200)).toEqual([]);
      }
    });

    it('rejects the invalid value with the localized message', () => {
      const result = checkSubmission(name, build(name, reject), context);
      expect(result.ok).toBe(false);
      const issues = result.ok ? [] : result.issues;
      expect(issues.map((i) => i.path)).toContain(path);
      expect(localized(issues, path)).toEqual({ en, es });
    });
  });
});

describe('§5 defaults', () => {
  it('a string is 1 to 500 characters by default', () => {
    expect(validate(Str(), 'a').ok).toBe(true);
    expect(validate(Str(), 'a'.repeat(500)).ok).toBe(true);
    const result = validate(Str(), 'a'.repeat(501));
    expect(result.ok ? [] : localizeIssues(result.issues, 'es')).toEqual([
      { path: '', message: 'Debe tener como máximo 500 caracteres.' },
    ]);
    const empty = validate(Str(), '');
    expect(empty.ok ? [] : localizeIssues(empty.issues, 'en')).toEqual([
      { path: '', message: 'This field is required.' },
    ]);
  });

  it('a number is 1 to 10,000 by default', () => {
    expect(validate(Num(), 1).ok).toBe(true);
    expect(validate(Num(), 10_000).ok).toBe(true);
    const low = validate(Num(), 0);
    expect(low.ok ? [] : localizeIssues(low.issues, 'en')).toEqual([
      { path: '', message: 'Must be greater than or equal to 1.' },
    ]);
    const high = validate(Num(), 10_001);
    expect(high.ok ? [] : localizeIssues(high.issues, 'es')).toEqual([
      { path: '', message: 'Debe ser menor o igual a 10,000.' },
    ]);
  });

  it("a numeric string defaults to '0'", () => {
    const result = validate(
      Type.Object({ yearly_water: Type.Optional(NumericString()) }),
      {},
      { defaults: true },
    );
    expect(result).toEqual({ ok: true, value: { yearly_water: '0' } });
  });
});

describe('§5 CSV import of transactions', () => {
  const header = 'date,name,amount,category,expense,method,type';

  it('ignores the header row and reads every transaction', () => {
    const result = parseTransactionCsv(
      `${header}\n2024-04-30,Limpieza,1500,CLEANING,OPEX,CASH,EGRESS\n01/05/2024,"Renta, mayo","1,200.50",renta,capex,transferencia,Ingreso\n`,
    );
    expect(result).toEqual({
      ok: true,
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
        {
          amount: 1200.5,
          category: 'RENT',
          date: '2024-05-01',
          expense: 'CAPEX',
          method: 'WIRE_TRANSFER',
          subject: 'Renta, mayo',
          type: 'INCOME',
        },
      ],
    });
  });

  it('names the line with the wrong comma count', () => {
    const result = parseTransactionCsv(
      `${header}\n2024-04-30,Limpieza,1500,CLEANING,OPEX,CASH,EGRESS\n2024-04-30,Limpieza,1500,CLEANING,OPEX,EGRESS`,
    );
    const issues = result.ok ? [] : result.issues;
    expect(localizeIssues(issues, 'en')).toEqual([
      { path: '/lines/3', message: 'Line 3 has 6 columns, but 7 were expected. Check its commas.' },
    ]);
    expect(localizeIssues(issues, 'es')).toEqual([
      { path: '/lines/3', message: 'La línea 3 tiene 6 columnas, pero se esperaban 7. Revisa sus comas.' },
    ]);
  });

  it('reports each field by transaction index', () => {
    const result = parseTransactionCsv(
      `${header}\n2024-04-30,Limpieza,1500,CLEANING,OPEX,CASH,EGRESS\n31/04/2024,,0,FOOD,OTHER,PAYPAL,BOTH`,
    );
    const issues = result.ok ? [] : result.issues;
    expect(localizeIssues(issues, 'en').map((i) => i.message)).toEqual([
      'Transaction 2: the date is not valid (use YYYY-MM-DD or DD/MM/YYYY).',
      'Transaction 2: the name is required (up to 300 characters).',
      'Transaction 2: the amount must be a number between 1 and 100,000.',
      'Transaction 2: the category is not valid.',
      'Transaction 2: the expense must be capital (CAPEX) or operating (OPEX).',
      'Transaction 2: the payment method is not valid.',
      'Transaction 2: the type must be expense (EGRESS) or income (INCOME).',
    ]);
    expect(localizeIssues(issues, 'es').map((i) => i.message)).toEqual([
      'Transacción 2: la fecha no es válida (usa AAAA-MM-DD o DD/MM/AAAA).',
      'Transacción 2: el nombre es obligatorio (hasta 300 caracteres).',
      'Transacción 2: el monto debe ser un número entre 1 y 100,000.',
      'Transacción 2: la categoría no es válida.',
      'Transacción 2: el gasto debe ser de capital (CAPEX) o de operación (OPEX).',
      'Transacción 2: el método de pago no es válido.',
      'Transacción 2: el tipo debe ser egreso (EGRESS) o ingreso (INCOME).',
    ]);
    expect(issues[0]?.path).toBe('/transactions/1/date');
  });

  it('accepts one CSV file only', () => {
    expect(checkCsvFiles([{ name: 'movimientos.csv', type: 'text/csv' }])).toEqual([]);
    const two = checkCsvFiles([{ name: 'a.csv' }, { name: 'b.csv' }]);
    const pdf = checkCsvFiles([{ name: 'a.pdf', type: 'application/pdf' }]);
    for (const issues of [two, pdf, checkCsvFiles([])]) {
      expect(localizeIssues(issues, 'en')).toEqual([
        { path: '/file', message: 'Please upload one valid CSV file.' },
      ]);
      expect(localizeIssues(issues, 'es')).toEqual([
        { path: '/file', message: 'Por favor, sube un solo archivo CSV válido.' },
      ]);
    }
  });
});

describe('§5 rules that need the caller’s data', () => {
  const me = ID.profile;
  const ally = ID.other;
  const messages = (issues: ValidationIssue[]) => ({
    en: localizeIssues(issues, 'en').map((i) => i.message),
    es: localizeIssues(issues, 'es').map((i) => i.message),
  });
  const invite = (over: Partial<Parameters<typeof checkInvitation>[0]>) =>
    checkInvitation({
      inviterProfileId: me,
      profileId: ally,
      label: 'WORKER',
      members: [{ profile_id: me, label: 'OWNER' }],
      pendingInvitationProfileIds: [],
      ...over,
    });

  it('invites a new ally', () => {
    expect(invite({})).toEqual([]);
  });

  it('cannot add yourself', () => {
    expect(messages(invite({ profileId: me }))).toEqual({
      en: ['You cannot add yourself as an ally.'],
      es: ['No puedes agregarte a ti mismo como aliado.'],
    });
  });

  it('cannot add the same ally twice', () => {
    expect(
      messages(
        invite({
          members: [
            { profile_id: me, label: 'OWNER' },
            { profile_id: ally, label: 'WORKER' },
          ],
        }),
      ),
    ).toEqual({
      en: ['This ally has already been added to the property.'],
      es: ['Este aliado ya fue agregado a la propiedad.'],
    });
  });

  it('only one pending invitation per ally', () => {
    expect(messages(invite({ pendingInvitationProfileIds: [ally] }))).toEqual({
      en: ['This ally already has a pending invitation.'],
      es: ['Este aliado ya tiene una invitación pendiente.'],
    });
  });

  it('one owner per property', () => {
    expect(invite({ label: 'MANAGER' })).toEqual([]);
    expect(messages(invite({ label: 'OWNER_AIRBNB' }))).toEqual({
      en: ['A property can only have one owner.'],
      es: ['Una propiedad solo puede tener un propietario.'],
    });
    expect(
      messages(
        checkPropertyCustomerUpsert({
          profileId: ally,
          label: 'OWNER',
          members: [{ profile_id: me, label: 'OWNER' }],
          update: false,
        }),
      ),
    ).toEqual({
      en: ['A property can only have one owner.'],
      es: ['Una propiedad solo puede tener un propietario.'],
    });
  });

  it('one relation per client per property', () => {
    const members = [{ profile_id: ally, label: 'WORKER' as const }];
    expect(checkPropertyCustomerUpsert({ profileId: ally, label: 'MANAGER', members, update: true })).toEqual(
      [],
    );
    expect(
      messages(checkPropertyCustomerUpsert({ profileId: ally, label: 'MANAGER', members, update: false })),
    ).toEqual({
      en: ['This client already has a relation with this property.'],
      es: ['Este cliente ya tiene una relación con esta propiedad.'],
    });
  });

  it('a property with an Airbnb listing cannot have a lease configuration', () => {
    expect(checkLeaseConfigurationAllowed(0)).toEqual([]);
    expect(messages(checkLeaseConfigurationAllowed(1))).toEqual({
      en: ['A property with an Airbnb listing cannot have a lease configuration.'],
      es: ['Una propiedad con un anuncio de Airbnb no puede tener una configuración de arrendamiento.'],
    });
  });

  it('only one profile picture', () => {
    expect(checkProfilePictureCount(1)).toEqual([]);
    expect(messages(checkProfilePictureCount(2))).toEqual({
      en: ['Only one profile picture is allowed.'],
      es: ['Solo se permite una foto de perfil.'],
    });
  });

  it('an invitation names its invitee exactly once (blank or null is not given)', () => {
    expect(checkInvitationInvitee({ email: 'aliada@example.mx' })).toEqual([]);
    expect(checkInvitationInvitee({ profile_id: ally, email: '' })).toEqual([]);
    expect(checkInvitationInvitee({ email: 'aliada@example.mx', profile_id: null })).toEqual([]);
    expect(checkInvitationInvitee({ email: null })).toEqual([
      { path: '/email', key: 'invitation.emailOrProfile', params: {} },
    ]);
    expect(messages(checkInvitationInvitee({ email: 'aliada@example.mx', profile_id: ally }))).toEqual({
      en: ["Enter the invitee's email or choose their profile, but not both."],
      es: ['Escribe el correo electrónico de la persona que invitas o elige su perfil, pero no ambos.'],
    });
    expect(checkInvitationInvitee('not an object')).toEqual([]);
  });

  it('dangerous actions need the type-to-confirm phrase', () => {
    expect(checkTypeToConfirm('ELIMINAR', 'eliminar')).toEqual([]);
    expect(messages(checkTypeToConfirm('borrar', 'eliminar'))).toEqual({
      en: ['The text does not match. Type "eliminar" to confirm.'],
      es: ['El texto no coincide. Escribe "eliminar" para confirmar.'],
    });
    expect(translate('confirm.typeToConfirm', 'es', { phrase: 'eliminar' })).toBe(
      'Escribe "eliminar" para confirmar.',
    );
  });
});
