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
  if (problems.length > 0) throw new ConfigError('notifications', problems);
  return config;
}
