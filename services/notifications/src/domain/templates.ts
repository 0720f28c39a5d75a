/**
 * Every email Casona sends, in Spanish and English: what it says, whether it is transactional (sent
 * even to someone who unsubscribed) and where its button leads. Pure data → words; the layout
 * (layout.ts) turns the words into HTML and plain text.
 */
import {
  BUDGET_RANGES,
  MANAGER_MAX_RENT_SHARE,
  ROLE_LABEL_LABELS,
  TIME_TO_BUY_RANGES,
  type Budget,
  type BuyerProfile,
  type CreditOption,
  type EmailNotificationType,
  type RoleLabel,
  type TimeToBuy,
} from '@casona/proto';
import { airbnbFeedStale, type AirbnbFeedStaleData } from './feed-stale.ts';
import {
  choreAssigned,
  choreCanceled,
  choreRescheduled,
  reportCreated,
  type ChoreNoticeData,
} from './chore-notices.ts';
import { fileExpiring, type FileExpiringData } from './file-expiring.ts';
import { paymentFailed, paymentReceipt, type PaymentEmailData } from './payment-receipt.ts';
import { ownerStatementEmail, type OwnerStatementEmailData } from './owner-statement.ts';
import {
  appraisalFeedbackTeam,
  appraisalReady,
  appraisalTeam,
  listingSubmitted,
  listingSubmittedTeam,
  type AppraisalEmailData,
  type AppraisalFeedbackEmailData,
  type ListingSubmittedEmailData,
} from './appraisal-emails.ts';
import { paymentPending, type PaymentPendingEmailData } from './payment-pending.ts';
import { savedSearchAlert, type SavedSearchAlertData } from './saved-search-alert.ts';
import { dayPlanTomorrow, type DayPlanNoticeData } from './day-plan-notices.ts';

export type Lang = 'es' | 'en';

interface PropertyRef {
  propertyId: string;
  propertyName: string | null;
}

interface Greeted {
  /** The recipient's name; null greets generically. */
  name: string | null;
}

/** What each template needs, as stored in email_notification.data. */
export interface TemplateData {
  password_reset: Greeted & { resetUrl: string; expiresAt: string };
  /** needsPassword: the account was made from a property submission and has no password yet. */
  account_created: Greeted & { needsPassword: boolean };
  invitation_received: {
    inviterName: string | null;
    propertyName: string | null;
    label: RoleLabel;
    hasAccount: boolean;
  };
  invitation_accepted: Greeted & PropertyRef & { inviteeName: string | null; label: RoleLabel };
  tour_request_team: PropertyRef & {
    name: string;
    email: string;
    phoneNumber: string;
    tourTime: string;
    buyerProfile: BuyerProfile;
    budget: Budget;
    creditOption: CreditOption;
    timeToBuy: TimeToBuy;
  };
  tour_request_confirmation: PropertyRef & Greeted & { tourTime: string };
  manager_application_team: {
    name: string;
    email: string | null;
    phoneNumber: string | null;
    airbnbProfileUrl: string;
    message: string;
    propertyId: string | null;
    propertyName: string | null;
  };
  manager_application_confirmation: Greeted;
  contact_team: { name: string; email: string; phoneNumber: string | null; text: string };
  contact_confirmation: Greeted & { text: string };
  property_published: Greeted & PropertyRef;
  property_sold: Greeted & PropertyRef;
  property_sold_team: PropertyRef;
  airbnb_listing_submitted: Greeted & PropertyRef & { listingName: string; listingUrl: string };
  airbnb_listing_submitted_team: PropertyRef & { listingName: string; listingUrl: string };
  contract_uploaded: Greeted & PropertyRef & { uploaderName: string | null };
  contract_uploaded_team: PropertyRef & { uploaderName: string | null };
  miscellaneous_file_submitted: Greeted & PropertyRef & { uploaderName: string | null };
  miscellaneous_file_submitted_team: PropertyRef & { uploaderName: string | null };
  airbnb_feed_stale: AirbnbFeedStaleData;
  file_expiring: FileExpiringData;
  chore_assigned: ChoreNoticeData;
  chore_rescheduled: ChoreNoticeData;
  chore_canceled: ChoreNoticeData;
  report_created: ChoreNoticeData;
  payment_receipt: PaymentEmailData;
  payment_failed: PaymentEmailData;
  owner_statement: OwnerStatementEmailData;
  appraisal_ready: AppraisalEmailData;
  appraisal_team: AppraisalEmailData;
  appraisal_feedback_team: AppraisalFeedbackEmailData;
  listing_submitted: ListingSubmittedEmailData;
  listing_submitted_team: ListingSubmittedEmailData;
  payment_pending: PaymentPendingEmailData;
  saved_search_match: SavedSearchAlertData;
  day_plan_tomorrow: DayPlanNoticeData;
}

export type TemplateKey = keyof TemplateData;

export interface Detail {
  label: string;
  value: string;
  href?: string;
}

/** The words of one email, before the layout. */
export interface EmailContent {
  subject: string;
  /** The preview line mail clients show after the subject. */
  preheader: string;
  greeting: string;
  paragraphs: string[];
  details?: Detail[];
  /** A message quoted back (what a visitor wrote). */
  quote?: string;
  action?: { label: string; url: string };
  /** A photo shown above the details (a home's first photo). */
  image?: { url: string; alt: string };
  /** Small links after the button (manage or stop an alert). */
  links?: { label: string; url: string }[];
  /** Paragraphs after the button. */
  closing?: string[];
  /** Files sent with the email (the owner statement's PDF), their bytes in base64. */
  attachments?: { filename: string; contentType: string; base64: string }[];
}

export interface RenderContext {
  /** Where users reach the platform, e.g. https://casona.mx (no trailing slash needed). */
  publicUrl: string;
}

interface TemplateDefinition<K extends TemplateKey> {
  /** Transactional mail answers something the recipient did and is sent even after an opt-out. */
  transactional: boolean;
  /** The §9 email notification type this template belongs to, if any. */
  type?: EmailNotificationType;
  /** Where replies should go (the visitor, for the team's copy of a form). */
  replyTo?: (data: TemplateData[K]) => string | null;
  content(data: TemplateData[K], lang: Lang, ctx: RenderContext): EmailContent;
}

// ─── Helpers ────────────────────────────────────────────────────────────────────────────────────

const link = (ctx: RenderContext, path: string) => `${ctx.publicUrl.replace(/\/+$/, '')}${path}`;

const hello = (lang: Lang, name: string | null) =>
  lang === 'es' ? (name ? `Hola, ${name}:` : 'Hola:') : name ? `Hi ${name},` : 'Hello,';

const helloTeam = (lang: Lang) => (lang === 'es' ? 'Hola, equipo:' : 'Hi team,');

const propertyOf = (lang: Lang, name: string | null) =>
  name ?? (lang === 'es' ? 'tu propiedad' : 'your property');

const aProperty = (lang: Lang, name: string | null) =>
  name ?? (lang === 'es' ? 'una propiedad' : 'a property');

/** Casona's market is Mexico: times are shown on Mexico City's clock, and say so. */
export function formatDateTime(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const text = new Intl.DateTimeFormat(lang === 'es' ? 'es-MX' : 'en-US', {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'America/Mexico_City',
  }).format(date);
  return lang === 'es' ? `${text} (hora del centro de México)` : `${text} (Mexico City time)`;
}

const roleName = (label: RoleLabel, lang: Lang) => ROLE_LABEL_LABELS[label][lang].toLowerCase();

const BUYER_PROFILE_NAMES: Record<BuyerProfile, Record<Lang, string>> = {
  INVESTOR: { es: 'Inversionista', en: 'Investor' },
  JUST_LOOKING: { es: 'Solo está viendo opciones', en: 'Just looking' },
  TO_LIVE: { es: 'Para vivir', en: 'To live in' },
};

const CREDIT_OPTION_NAMES: Record<CreditOption, Record<Lang, string>> = {
  APPROVED_CREDIT: { es: 'Crédito aprobado', en: 'Approved credit' },
  COFINAVIT: { es: 'Cofinavit', en: 'Cofinavit' },
  NEED_HELP: { es: 'Necesita asesoría de crédito', en: 'Needs help with credit' },
  INFONAVIT: { es: 'Infonavit', en: 'Infonavit' },
  OWN_RESOURCES: { es: 'Recursos propios', en: 'Own resources' },
};

const budgetName = (budget: Budget, lang: Lang) =>
  BUDGET_RANGES.find((b) => b.code === budget)?.label[lang] ?? budget;
const timeToBuyName = (time: TimeToBuy, lang: Lang) =>
  TIME_TO_BUY_RANGES.find((t) => t.code === time)?.label[lang] ?? time;

const managerShare = `${Math.round(MANAGER_MAX_RENT_SHARE * 100)}%`;

/** The per-property document emails, owner's receipt and team's review request. */
function fileReceived(kind: 'contract' | 'file') {
  const owner = (d: TemplateData['contract_uploaded'], lang: Lang, ctx: RenderContext): EmailContent => {
    const property = propertyOf(lang, d.propertyName);
    const isContract = kind === 'contract';
    return lang === 'es'
      ? {
          subject: isContract
            ? `Recibimos el contrato de ${property}`
            : `Recibimos un documento de ${property}`,
          preheader: 'Nuestro equipo lo revisará y te avisará si falta algo.',
          greeting: hello(lang, d.name),
          paragraphs: [
            isContract
              ? `${d.uploaderName ?? 'Alguien de tu equipo'} subió un contrato (de exclusividad o de arrendamiento) a ${property}.`
              : `${d.uploaderName ?? 'Alguien de tu equipo'} subió un documento a ${property}: recibos de luz o agua, predial, escrituras u otro archivo del expediente.`,
            'Nuestro equipo lo revisará en los próximos días hábiles. Si falta una firma, una página o una fecha de vigencia, te lo haremos saber.',
          ],
          action: {
            label: 'Ver la propiedad',
            url: link(ctx, `/dashboard/property/${d.propertyId}`),
          },
        }
      : {
          subject: isContract
            ? `We received the contract for ${property}`
            : `We received a document for ${property}`,
          preheader: 'Our team will review it and let you know if anything is missing.',
          greeting: hello(lang, d.name),
          paragraphs: [
            isContract
              ? `${d.uploaderName ?? 'Someone on your team'} uploaded a contract (exclusivity or lease) to ${property}.`
              : `${d.uploaderName ?? 'Someone on your team'} uploaded a document to ${property}: an electricity or water bill, property tax receipt, deeds or another file of the record.`,
            'Our team will review it within the next few business days. If a signature, a page or a validity date is missing, we will let you know.',
          ],
          action: {
            label: 'See the property',
            url: link(ctx, `/dashboard/property/${d.propertyId}`),
          },
        };
  };
  const team = (d: TemplateData['contract_uploaded_team'], lang: Lang, ctx: RenderContext): EmailContent => {
    const property = aProperty(lang, d.propertyName);
    const isContract = kind === 'contract';
    return lang === 'es'
      ? {
          subject: isContract ? `Contrato por revisar: ${property}` : `Documento por revisar: ${property}`,
          preheader: isContract
            ? 'Revisa firmas y vigencia del contrato.'
            : 'Revisa el documento y marca lo que falte del expediente.',
          greeting: helloTeam(lang),
          paragraphs: [
            isContract
              ? `${d.uploaderName ?? 'Un miembro de la propiedad'} subió un contrato a ${property}. Revisa que esté firmado y que las fechas de vigencia sean correctas.`
              : `${d.uploaderName ?? 'Un miembro de la propiedad'} subió un documento a ${property}. Revisa que sea legible y corresponda al tipo indicado.`,
          ],
          action: {
            label: 'Abrir la propiedad',
            url: link(ctx, `/dashboard/admin/property/${d.propertyId}`),
          },
        }
      : {
          subject: isContract ? `Contract to review: ${property}` : `Document to review: ${property}`,
          preheader: isContract
            ? 'Check the signatures and validity dates of the contract.'
            : 'Check the document and note what is still missing from the record.',
          greeting: helloTeam(lang),
          paragraphs: [
            isContract
              ? `${d.uploaderName ?? 'A member of the property'} uploaded a contract to ${property}. Check that it is signed and that its validity dates are right.`
              : `${d.uploaderName ?? 'A member of the property'} uploaded a document to ${property}. Check that it is legible and matches the type chosen.`,
          ],
          action: { label: 'Open the property', url: link(ctx, `/dashboard/admin/property/${d.propertyId}`) },
        };
  };
  return { owner, team };
}

const contract = fileReceived('contract');
const miscellaneous = fileReceived('file');

// ─── The catalogue ──────────────────────────────────────────────────────────────────────────────

export const TEMPLATES: { readonly [K in TemplateKey]: TemplateDefinition<K> } = {
  password_reset: {
    transactional: true,
    content: (d, lang) =>
      lang === 'es'
        ? {
            subject: 'Restablece tu contraseña de Casona',
            preheader: 'El enlace funciona una sola vez.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Recibimos una solicitud para restablecer la contraseña de tu cuenta de Casona. Usa el botón para elegir una nueva.',
              `El enlace funciona una sola vez y vence el ${formatDateTime(d.expiresAt, lang)}.`,
            ],
            action: { label: 'Elegir una nueva contraseña', url: d.resetUrl },
            closing: [
              'Si no fuiste tú, ignora este correo: tu contraseña actual sigue funcionando y nadie más puede usar este enlace sin acceso a tu correo.',
            ],
          }
        : {
            subject: 'Reset your Casona password',
            preheader: 'The link works only once.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'We received a request to reset the password of your Casona account. Use the button to choose a new one.',
              `The link works only once and expires on ${formatDateTime(d.expiresAt, lang)}.`,
            ],
            action: { label: 'Choose a new password', url: d.resetUrl },
            closing: [
              'If this was not you, ignore this email: your current password still works, and nobody can use this link without access to your inbox.',
            ],
          },
  },

  account_created: {
    transactional: true,
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: 'Te damos la bienvenida a Casona',
            preheader: 'Tu cuenta está lista.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Tu cuenta de Casona está lista. Desde tu panel puedes dar seguimiento a tu propiedad: expediente y contratos, mantenimiento, reservaciones de Airbnb e ingresos, todo en un solo lugar.',
              d.needsPassword
                ? 'Creamos tu cuenta al recibir tu propiedad. Para entrar, elige una contraseña con este mismo correo en «Recuperar contraseña».'
                : 'Si vendes con nosotros, tu propiedad sigue generando rentas de corta estancia mientras encontramos comprador.',
            ],
            action: d.needsPassword
              ? { label: 'Elegir mi contraseña', url: link(ctx, '/recover_password') }
              : { label: 'Ir a mi panel', url: link(ctx, '/dashboard') },
            closing: ['¿Tienes dudas? Responde a este correo y con gusto te ayudamos.'],
          }
        : {
            subject: 'Welcome to Casona',
            preheader: 'Your account is ready.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Your Casona account is ready. From your dashboard you can follow your property: files and contracts, maintenance, Airbnb reservations and earnings, all in one place.',
              d.needsPassword
                ? 'We created your account when we received your property. To sign in, choose a password for this same email under “Recover password”.'
                : 'If you sell with us, your property keeps earning short-term rental income while we find a buyer.',
            ],
            action: d.needsPassword
              ? { label: 'Choose my password', url: link(ctx, '/recover_password') }
              : { label: 'Go to my dashboard', url: link(ctx, '/dashboard') },
            closing: ['Questions? Reply to this email and we will gladly help.'],
          },
  },

  invitation_received: {
    transactional: true,
    content: (d, lang, ctx) => {
      const url = link(ctx, d.hasAccount ? '/dashboard/ally' : '/register');
      return lang === 'es'
        ? {
            subject: `${d.inviterName ?? 'Alguien'} te invitó a ${aProperty(lang, d.propertyName)} en Casona`,
            preheader: `Rol: ${roleName(d.label, lang)}.`,
            greeting: hello(lang, null),
            paragraphs: [
              `${d.inviterName ?? 'Un miembro de Casona'} te invitó a colaborar en ${aProperty(lang, d.propertyName)} con el rol de ${roleName(d.label, lang)}.`,
              d.hasAccount
                ? 'Inicia sesión para aceptar o rechazar la invitación desde tu panel.'
                : 'Crea tu cuenta con este mismo correo y la invitación aparecerá en tu panel para que la aceptes.',
            ],
            action: { label: d.hasAccount ? 'Ver la invitación' : 'Crear mi cuenta', url },
            closing: ['Si no esperabas esta invitación, puedes ignorar este correo.'],
          }
        : {
            subject: `${d.inviterName ?? 'Someone'} invited you to ${aProperty(lang, d.propertyName)} on Casona`,
            preheader: `Role: ${roleName(d.label, lang)}.`,
            greeting: hello(lang, null),
            paragraphs: [
              `${d.inviterName ?? 'A Casona member'} invited you to work on ${aProperty(lang, d.propertyName)} as ${roleName(d.label, lang)}.`,
              d.hasAccount
                ? 'Sign in to accept or decline the invitation from your dashboard.'
                : 'Create your account with this same email and the invitation will be waiting in your dashboard.',
            ],
            action: { label: d.hasAccount ? 'See the invitation' : 'Create my account', url },
            closing: ['If you were not expecting this invitation, you can ignore this email.'],
          };
    },
  },

  invitation_accepted: {
    transactional: false,
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `${d.inviteeName ?? 'Tu invitado'} aceptó tu invitación`,
            preheader: `Ya tiene acceso a ${propertyOf(lang, d.propertyName)}.`,
            greeting: hello(lang, d.name),
            paragraphs: [
              `${d.inviteeName ?? 'La persona que invitaste'} aceptó tu invitación y ya tiene acceso a ${propertyOf(lang, d.propertyName)} como ${roleName(d.label, lang)}.`,
            ],
            action: { label: 'Ver aliados', url: link(ctx, `/dashboard/ally?property_id=${d.propertyId}`) },
          }
        : {
            subject: `${d.inviteeName ?? 'Your guest'} accepted your invitation`,
            preheader: `They can now access ${propertyOf(lang, d.propertyName)}.`,
            greeting: hello(lang, d.name),
            paragraphs: [
              `${d.inviteeName ?? 'The person you invited'} accepted your invitation and can now access ${propertyOf(lang, d.propertyName)} as ${roleName(d.label, lang)}.`,
            ],
            action: { label: 'See allies', url: link(ctx, `/dashboard/ally?property_id=${d.propertyId}`) },
          },
  },

  tour_request_team: {
    transactional: true,
    replyTo: (d) => d.email,
    content: (d, lang, ctx) => {
      const property = aProperty(lang, d.propertyName);
      const es = lang === 'es';
      return {
        subject: es ? `Nueva solicitud de visita: ${property}` : `New tour request: ${property}`,
        preheader: formatDateTime(d.tourTime, lang),
        greeting: helloTeam(lang),
        paragraphs: [
          es
            ? `${d.name} quiere visitar ${property}. Confirma la fecha con la persona y asigna a quien dará el recorrido.`
            : `${d.name} wants to tour ${property}. Confirm the date with them and assign a tour guide.`,
        ],
        details: [
          { label: es ? 'Fecha solicitada' : 'Requested time', value: formatDateTime(d.tourTime, lang) },
          { label: es ? 'Nombre' : 'Name', value: d.name },
          { label: es ? 'Correo' : 'Email', value: d.email, href: `mailto:${d.email}` },
          { label: es ? 'Teléfono' : 'Phone', value: d.phoneNumber, href: `tel:+52${d.phoneNumber}` },
          { label: es ? 'Perfil' : 'Buyer profile', value: BUYER_PROFILE_NAMES[d.buyerProfile][lang] },
          { label: es ? 'Presupuesto' : 'Budget', value: budgetName(d.budget, lang) },
          { label: es ? 'Crédito' : 'Credit', value: CREDIT_OPTION_NAMES[d.creditOption][lang] },
          { label: es ? 'Plazo de compra' : 'Time to buy', value: timeToBuyName(d.timeToBuy, lang) },
        ],
        action: {
          label: es ? 'Abrir la propiedad' : 'Open the property',
          url: link(ctx, `/dashboard/admin/property/${d.propertyId}`),
        },
      };
    },
  },

  tour_request_confirmation: {
    transactional: true,
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `Recibimos tu solicitud de visita a ${aProperty(lang, d.propertyName)}`,
            preheader: 'Te contactaremos para confirmar la fecha.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `Recibimos tu solicitud para visitar ${aProperty(lang, d.propertyName)} el ${formatDateTime(d.tourTime, lang)}.`,
              'Te contactaremos por teléfono o correo para confirmar la fecha. Si necesitas cambiarla, responde a este correo.',
            ],
            action: { label: 'Ver la propiedad', url: link(ctx, `/property/${d.propertyId}`) },
          }
        : {
            subject: `We received your tour request for ${aProperty(lang, d.propertyName)}`,
            preheader: 'We will contact you to confirm the date.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `We received your request to tour ${aProperty(lang, d.propertyName)} on ${formatDateTime(d.tourTime, lang)}.`,
              'We will call or email you to confirm the date. If you need to change it, reply to this email.',
            ],
            action: { label: 'See the property', url: link(ctx, `/property/${d.propertyId}`) },
          },
  },

  manager_application_team: {
    transactional: true,
    replyTo: (d) => d.email,
    content: (d, lang, ctx) => {
      const es = lang === 'es';
      const details: Detail[] = [
        { label: es ? 'Nombre' : 'Name', value: d.name },
        {
          label: es ? 'Perfil de Airbnb' : 'Airbnb profile',
          value: d.airbnbProfileUrl,
          href: d.airbnbProfileUrl,
        },
      ];
      if (d.email)
        details.push({ label: es ? 'Correo' : 'Email', value: d.email, href: `mailto:${d.email}` });
      if (d.phoneNumber)
        details.push({
          label: es ? 'Teléfono' : 'Phone',
          value: d.phoneNumber,
          href: `tel:+52${d.phoneNumber}`,
        });
      if (d.propertyId)
        details.push({
          label: es ? 'Desde la propiedad' : 'From the property',
          value: d.propertyName ?? d.propertyId,
          href: link(ctx, `/property/${d.propertyId}`),
        });
      return {
        subject: es ? `Solicitud para administrar: ${d.name}` : `Application to manage: ${d.name}`,
        preheader: es
          ? 'Revisa su perfil de Airbnb y sus reseñas.'
          : 'Check their Airbnb profile and reviews.',
        greeting: helloTeam(lang),
        paragraphs: [
          es
            ? `${d.name} quiere administrar propiedades con Casona. Revisa su perfil de Airbnb y sus reseñas antes de contactarle.`
            : `${d.name} wants to manage properties with Casona. Check their Airbnb profile and reviews before reaching out.`,
        ],
        details,
        quote: d.message,
        action: { label: es ? 'Ver perfil de Airbnb' : 'See the Airbnb profile', url: d.airbnbProfileUrl },
      };
    },
  },

  manager_application_confirmation: {
    transactional: true,
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: 'Recibimos tu solicitud para administrar propiedades',
            preheader: 'Revisaremos tu perfil y te contactaremos muy pronto.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Gracias por tu interés en administrar propiedades con Casona. Revisaremos tu perfil de Airbnb y te contactaremos muy pronto.',
              `Quienes administran con nosotros pueden recibir hasta el ${managerShare} de las rentas de las propiedades a su cargo.`,
            ],
            action: { label: 'Conocer Casona', url: link(ctx, '/') },
          }
        : {
            subject: 'We received your application to manage properties',
            preheader: 'We will review your profile and contact you soon.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Thank you for your interest in managing properties with Casona. We will review your Airbnb profile and contact you soon.',
              `Managers who work with us may receive up to ${managerShare} of the rent of the properties they run.`,
            ],
            action: { label: 'Learn about Casona', url: link(ctx, '/') },
          },
  },

  contact_team: {
    transactional: true,
    replyTo: (d) => d.email,
    content: (d, lang) => {
      const es = lang === 'es';
      const details: Detail[] = [
        { label: es ? 'Nombre' : 'Name', value: d.name },
        { label: es ? 'Correo' : 'Email', value: d.email, href: `mailto:${d.email}` },
      ];
      if (d.phoneNumber)
        details.push({
          label: es ? 'Teléfono' : 'Phone',
          value: d.phoneNumber,
          href: `tel:+52${d.phoneNumber}`,
        });
      return {
        subject: es ? `Mensaje de contacto de ${d.name}` : `Contact message from ${d.name}`,
        preheader: d.text.slice(0, 120),
        greeting: helloTeam(lang),
        paragraphs: [
          es
            ? `${d.name} escribió desde el formulario de contacto. Responde a este correo para contestarle directamente.`
            : `${d.name} wrote through the contact form. Reply to this email to answer them directly.`,
        ],
        details,
        quote: d.text,
      };
    },
  },

  contact_confirmation: {
    transactional: true,
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: 'Recibimos tu mensaje',
            preheader: 'Nuestro equipo te responderá muy pronto.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Gracias por escribirnos. Recibimos tu mensaje y nuestro equipo te responderá muy pronto, normalmente en un día hábil.',
              'Esto es lo que nos enviaste:',
            ],
            quote: d.text,
            action: { label: 'Visitar Casona', url: link(ctx, '/') },
          }
        : {
            subject: 'We received your message',
            preheader: 'Our team will get back to you soon.',
            greeting: hello(lang, d.name),
            paragraphs: [
              'Thank you for writing to us. We received your message and our team will get back to you soon, usually within one business day.',
              'This is what you sent us:',
            ],
            quote: d.text,
            action: { label: 'Visit Casona', url: link(ctx, '/') },
          },
  },

  property_published: {
    transactional: false,
    type: 'PROPERTY_PUBLISHED',
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `¡${propertyOf(lang, d.propertyName)} ya está publicada!`,
            preheader: 'Los compradores ya pueden verla y solicitar visitas.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `${propertyOf(lang, d.propertyName)} ya aparece en el mercado de Casona: los compradores pueden verla y solicitar visitas.`,
              'Mientras se vende, sigue generando ingresos por rentas de corta estancia. Te avisaremos de cada solicitud de visita importante.',
            ],
            action: { label: 'Ver la publicación', url: link(ctx, `/property/${d.propertyId}`) },
          }
        : {
            subject: `${propertyOf(lang, d.propertyName)} is now published!`,
            preheader: 'Buyers can now see it and request tours.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `${propertyOf(lang, d.propertyName)} is now on the Casona marketplace: buyers can see it and request tours.`,
              'While it sells, it keeps earning short-term rental income. We will keep you posted on every important tour request.',
            ],
            action: { label: 'See the listing', url: link(ctx, `/property/${d.propertyId}`) },
          },
  },

  property_sold: {
    transactional: false,
    type: 'PROPERTY_SOLD',
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `¡Felicidades! ${propertyOf(lang, d.propertyName)} se vendió`,
            preheader: 'Te contactaremos para los siguientes pasos del cierre.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `La venta de ${propertyOf(lang, d.propertyName)} quedó registrada. ¡Felicidades!`,
              'Nuestro equipo te contactará para los siguientes pasos del cierre: firma ante notario, entrega de la propiedad y liquidación de las rentas pendientes.',
            ],
            action: { label: 'Ver la propiedad', url: link(ctx, `/dashboard/property/${d.propertyId}`) },
          }
        : {
            subject: `Congratulations! ${propertyOf(lang, d.propertyName)} was sold`,
            preheader: 'We will contact you about the next closing steps.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `The sale of ${propertyOf(lang, d.propertyName)} is recorded. Congratulations!`,
              'Our team will contact you about the next closing steps: signing before a notary, handing over the property and settling any pending rent.',
            ],
            action: { label: 'See the property', url: link(ctx, `/dashboard/property/${d.propertyId}`) },
          },
  },

  property_sold_team: {
    transactional: true,
    type: 'PROPERTY_SOLD',
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `Venta registrada: ${aProperty(lang, d.propertyName)}`,
            preheader: 'Coordina el cierre con los propietarios.',
            greeting: helloTeam(lang),
            paragraphs: [
              `${aProperty(lang, d.propertyName)} se marcó como vendida. Coordina el cierre con los propietarios y cancela las reservaciones futuras que ya no apliquen.`,
            ],
            action: {
              label: 'Abrir la propiedad',
              url: link(ctx, `/dashboard/admin/property/${d.propertyId}`),
            },
          }
        : {
            subject: `Sale recorded: ${aProperty(lang, d.propertyName)}`,
            preheader: 'Coordinate the closing with the owners.',
            greeting: helloTeam(lang),
            paragraphs: [
              `${aProperty(lang, d.propertyName)} was marked as sold. Coordinate the closing with the owners and cancel future reservations that no longer apply.`,
            ],
            action: {
              label: 'Open the property',
              url: link(ctx, `/dashboard/admin/property/${d.propertyId}`),
            },
          },
  },

  airbnb_listing_submitted: {
    transactional: false,
    type: 'AIRBNB_LISTING_SUBMITTED',
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `Agregamos tu anuncio de Airbnb a ${propertyOf(lang, d.propertyName)}`,
            preheader: 'Sincronizaremos su calendario.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `El anuncio de Airbnb «${d.listingName}» quedó ligado a ${propertyOf(lang, d.propertyName)}.`,
              'Sincronizaremos su calendario para programar las limpiezas entre huéspedes y mostrarte tus reservaciones e ingresos en tu panel.',
            ],
            details: [{ label: 'Anuncio', value: d.listingUrl, href: d.listingUrl }],
            action: {
              label: 'Ver mi propiedad',
              url: link(ctx, `/dashboard/property/${d.propertyId}`),
            },
          }
        : {
            subject: `Your Airbnb listing was added to ${propertyOf(lang, d.propertyName)}`,
            preheader: 'We will sync its calendar.',
            greeting: hello(lang, d.name),
            paragraphs: [
              `The Airbnb listing “${d.listingName}” is now linked to ${propertyOf(lang, d.propertyName)}.`,
              'We will sync its calendar to schedule cleanings between guests and show your reservations and earnings in your dashboard.',
            ],
            details: [{ label: 'Listing', value: d.listingUrl, href: d.listingUrl }],
            action: {
              label: 'See my property',
              url: link(ctx, `/dashboard/property/${d.propertyId}`),
            },
          },
  },

  airbnb_listing_submitted_team: {
    transactional: true,
    type: 'AIRBNB_LISTING_SUBMITTED',
    content: (d, lang, ctx) =>
      lang === 'es'
        ? {
            subject: `Nuevo anuncio de Airbnb en ${aProperty(lang, d.propertyName)}`,
            preheader: 'Verifica el coanfitrión y las horas de limpieza.',
            greeting: helloTeam(lang),
            paragraphs: [
              `Se ligó el anuncio «${d.listingName}» a ${aProperty(lang, d.propertyName)}. Verifica que Casona sea coanfitrión y revisa las horas de limpieza.`,
            ],
            details: [{ label: 'Anuncio', value: d.listingUrl, href: d.listingUrl }],
            action: {
              label: 'Abrir la propiedad',
              url: link(ctx, `/dashboard/admin/property/${d.propertyId}`),
            },
          }
        : {
            subject: `New Airbnb listing on ${aProperty(lang, d.propertyName)}`,
            preheader: 'Verify the co-host and the cleaning hours.',
            greeting: helloTeam(lang),
            paragraphs: [
              `The listing “${d.listingName}” was linked to ${aProperty(lang, d.propertyName)}. Verify that Casona is a co-host and check the cleaning hours.`,
            ],
            details: [{ label: 'Listing', value: d.listingUrl, href: d.listingUrl }],
            action: {
              label: 'Open the property',
              url: link(ctx, `/dashboard/admin/property/${d.propertyId}`),
            },
          },
  },

  contract_uploaded: { transactional: false, type: 'CONTRACT_UPLOADED', content: contract.owner },
  contract_uploaded_team: { transactional: true, type: 'CONTRACT_UPLOADED', content: contract.team },
  miscellaneous_file_submitted: {
    transactional: false,
    type: 'MISCELLANEOUS_FILE_SUBMITTED',
    content: miscellaneous.owner,
  },
  miscellaneous_file_submitted_team: {
    transactional: true,
    type: 'MISCELLANEOUS_FILE_SUBMITTED',
    content: miscellaneous.team,
  },
  airbnb_feed_stale: { transactional: true, content: airbnbFeedStale },
  file_expiring: { transactional: true, content: fileExpiring },
  chore_assigned: { transactional: true, content: choreAssigned },
  chore_rescheduled: { transactional: true, content: choreRescheduled },
  chore_canceled: { transactional: true, content: choreCanceled },
  report_created: { transactional: true, content: reportCreated },
  payment_receipt: { transactional: true, content: paymentReceipt },
  payment_failed: { transactional: true, content: paymentFailed },
  owner_statement: { transactional: true, content: ownerStatementEmail },
  appraisal_ready: { transactional: true, content: appraisalReady },
  appraisal_team: { transactional: true, content: appraisalTeam },
  appraisal_feedback_team: { transactional: true, content: appraisalFeedbackTeam },
  listing_submitted: { transactional: true, content: listingSubmitted },
  listing_submitted_team: { transactional: true, content: listingSubmittedTeam },
  payment_pending: { transactional: true, content: paymentPending },
  saved_search_match: { transactional: false, content: savedSearchAlert },
  day_plan_tomorrow: { transactional: true, content: dayPlanTomorrow },
};

export const TEMPLATE_KEYS = Object.keys(TEMPLATES) as TemplateKey[];

export function isTemplateKey(value: string): value is TemplateKey {
  return Object.hasOwn(TEMPLATES, value);
}

/** The owners' and the team's template of each §9 email notification type. */
export const TYPE_TEMPLATES: Readonly<
  Record<EmailNotificationType, { owner: TemplateKey; team: TemplateKey | null }>
> = {
  MISCELLANEOUS_FILE_SUBMITTED: {
    owner: 'miscellaneous_file_submitted',
    team: 'miscellaneous_file_submitted_team',
  },
  CONTRACT_UPLOADED: { owner: 'contract_uploaded', team: 'contract_uploaded_team' },
  PROPERTY_PUBLISHED: { owner: 'property_published', team: null },
  AIRBNB_LISTING_SUBMITTED: { owner: 'airbnb_listing_submitted', team: 'airbnb_listing_submitted_team' },
  PROPERTY_SOLD: { owner: 'property_sold', team: 'property_sold_team' },
};
