/** Rules of the public site's forms. */

/** Only a bot fills the field people never see. */
export const isBot = (honeypot: string | undefined): boolean =>
  honeypot !== undefined && honeypot.trim() !== '';

/** An empty phone number is no phone number. */
export const phoneOrNull = (phone: string | null | undefined): string | null => (phone ? phone : null);
