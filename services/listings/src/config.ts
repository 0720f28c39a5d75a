import { ConfigError, env, loadConfig } from '@casona/kit/config/config';

/**
 * Listings' own settings, read once at start.
 *
 * USD_MXN_RATE: pesos per US dollar for the `price_usd` the marketplace shows next to MXN prices.
 * The default is the Banco de México FIX rate of mid-November 2025 (about 18.40); set it from a
 * current source in production.
 */
export const listingsSpec = {
  USD_MXN_RATE: env.string('pesos per US dollar used for price_usd', { default: '18.40' }),
  CALENDAR_SYNC_INTERVAL_MINUTES: env.string('minutes between two syncs of each Airbnb calendar (1–1440)', {
    default: '5',
  }),
  SEED_DEMO: env.string(
    "seed the /demo dashboard's home, its Airbnb calendar, stays and buyers: true, false, or unset = only in embedded mode",
  ),
  SEED_MARKETPLACE: env.string(
    '~40 published demo properties on an empty database: true, false, or unset = only in embedded mode',
  ),
};

export interface ListingsConfig {
  USD_MXN_RATE: number;
  /** How often every Airbnb listing's calendar is synced, jittered over the interval. */
  CALENDAR_SYNC_INTERVAL_MS: number;
  /** The /demo home; undefined: decided by the platform mode (embedded seeds, cluster does not). */
  SEED_DEMO: boolean | undefined;
  /** The demo marketplace; undefined: as SEED_DEMO is undefined. */
  SEED_MARKETPLACE: boolean | undefined;
}

export function loadListingsConfig(source: NodeJS.ProcessEnv = process.env): ListingsConfig {
  const raw = loadConfig('listings', listingsSpec, source);
  const problems: string[] = [];
  const rate = Number(raw.USD_MXN_RATE);
  if (!Number.isFinite(rate) || rate <= 0)
    problems.push(`USD_MXN_RATE must be a positive number (got "${raw.USD_MXN_RATE}")`);
  const minutes = Number(raw.CALENDAR_SYNC_INTERVAL_MINUTES);
  if (!Number.isInteger(minutes) || minutes < 1 || minutes > 1440)
    problems.push(
      `CALENDAR_SYNC_INTERVAL_MINUTES must be a whole number from 1 to 1440 (got "${raw.CALENDAR_SYNC_INTERVAL_MINUTES}")`,
    );
  const flag = (name: 'SEED_DEMO' | 'SEED_MARKETPLACE'): boolean | undefined => {
    const v = raw[name]?.trim().toLowerCase();
    if (!v) return undefined;
    if (['1', 'true', 'yes', 'on'].includes(v)) return true;
    if (['0', 'false', 'no', 'off'].includes(v)) return false;
    problems.push(`${name} must be true or false (got "${raw[name]}")`);
    return undefined;
  };
  const seed = flag('SEED_DEMO');
  const marketplace = flag('SEED_MARKETPLACE');
  if (problems.length > 0) throw new ConfigError('listings', problems);
  return {
    USD_MXN_RATE: rate,
    CALENDAR_SYNC_INTERVAL_MS: minutes * 60_000,
    SEED_DEMO: seed,
    SEED_MARKETPLACE: marketplace,
  };
}
