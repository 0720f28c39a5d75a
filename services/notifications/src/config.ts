import { ConfigError, env, loadConfig, type ConfigOf } from '@casona/kit/config/config';

/**
 * Notifications' own settings, read once at start. Links in emails use the platform's PUBLIC_URL;
 * the sender is the platform's MAIL_FROM.
 */
export const notificationsSpec = {
  TEAM_EMAIL: env.string(
    "the company team's inbox: contact messages, manager applications, tour requests, documents to review",
    { default: 'equipo@casona.mx' },
  ),
  TEAM_LOCALE: env.string('language of the emails to the team (EN or ES)', { default: 'ES' }),
  EMAIL_MAX_ATTEMPTS: env.int('tries per email before it is marked FAILED', 8),
  EMAIL_BACKOFF_MS: env.int('delay before the first retry of a failed send; doubles on each retry', 10_000),
  EMAIL_CONCURRENCY: env.int('emails sent at the same time by one replica', 4),
  EMAIL_LEASE_MS: env.int('how long a send may take before another worker may take the email over', 120_000),
  EMAIL_DISPATCH_POLL_MS: env.int(
    'how often queued emails are looked for when no commit notification arrived (the safety net)',
    2_000,
  ),
  EMAIL_STUCK_AFTER_MS: env.int(
    'a QUEUED email untouched this long is handed to the job queue again (lost job, crashed worker)',
    300_000,
  ),
  WHATSAPP_API_BASE: env.string(
    "Meta's Graph API base for WhatsApp Cloud API messages (https://graph.facebook.com); WhatsApp is off when unset",
  ),
  WHATSAPP_API_VERSION: env.string('Graph API version in the messages path', { default: 'v21.0' }),
  WHATSAPP_TOKEN: env.string('WhatsApp Cloud API access token (Bearer)', { secret: true }),
  WHATSAPP_PHONE_NUMBER_ID: env.string('the WhatsApp Business phone number id messages are sent from'),
  WHATSAPP_MAX_ATTEMPTS: env.int('tries per WhatsApp message before it is marked FAILED', 6),
  WHATSAPP_BACKOFF_MS: env.int(
    'delay before the first retry of a WhatsApp message; doubles on each retry',
    10_000,
  ),
  CLIENT_LOG_RETENTION_DAYS: env.int('days the client error reports (POST /log) are kept', 30),
};

export type NotificationsConfig = ConfigOf<typeof notificationsSpec>;

export function loadNotificationsConfig(source: NodeJS.ProcessEnv = process.env): NotificationsConfig {
  const config = loadConfig('notifications', notificationsSpec, source);
  const problems: string[] = [];
  if (config.TEAM_LOCALE !== 'EN' && config.TEAM_LOCALE !== 'ES')
    problems.push('TEAM_LOCALE must be EN or ES');
  if (!/^[^\s@]+@[^\s@]+$/.test(config.TEAM_EMAIL)) problems.push('TEAM_EMAIL must be an email address');
  if (config.EMAIL_MAX_ATTEMPTS < 1) problems.push('EMAIL_MAX_ATTEMPTS must be at least 1');
  if (config.EMAIL_CONCURRENCY < 1) problems.push('EMAIL_CONCURRENCY must be at least 1');
  const whatsapp = [config.WHATSAPP_API_BASE, config.WHATSAPP_TOKEN, config.WHATSAPP_PHONE_NUMBER_ID];
  if (whatsapp.some(Boolean) && !whatsapp.every(Boolean))
    problems.push(
      'WHATSAPP_API_BASE, WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID are set together or not at all',
    );
  if (config.WHATSAPP_MAX_ATTEMPTS < 1) problems.push('WHATSAPP_MAX_ATTEMPTS must be at least 1');
  if (problems.length > 0) throw new ConfigError('notifications', problems);
  return config;
}

/** WhatsApp is sent only when the three WHATSAPP_* settings are given. */
export const whatsappEnabled = (config: NotificationsConfig): boolean =>
  Boolean(config.WHATSAPP_API_BASE && config.WHATSAPP_TOKEN && config.WHATSAPP_PHONE_NUMBER_ID);
