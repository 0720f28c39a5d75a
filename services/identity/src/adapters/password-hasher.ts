import { hash, verify, type Algorithm } from '@node-rs/argon2';

/**
 * argon2id password hashing. Parameters are sized for a 2-core machine: OWASP's 19 MiB, 2 passes,
 * 1 lane takes about 50 ms per hash there, which keeps a sign-in quick while costing an attacker
 * that much memory and time per guess.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
  /** Spends the time of a verification without an account, so unknown emails answer as slowly as known ones. */
  burn(password: string): Promise<void>;
  /** True when `stored` was made with other parameters (rehash after a successful sign-in). */
  needsRehash(stored: string): boolean;
}

export interface PasswordHasherOptions {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

// The package declares its algorithms as an ambient const enum, which type stripping cannot read.
const ARGON2ID = 2 as Algorithm;

export function createPasswordHasher(options: PasswordHasherOptions): PasswordHasher {
  const params = { ...options, algorithm: ARGON2ID };
  const phcParams = `m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}`;
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, params),
    verify: async (stored, password) => {
      if (!stored.startsWith('$argon2')) return false;
      return verify(stored, password);
    },
    async burn(password) {
      dummy ??= hash('casona-dummy-password', params);
      await verify(await dummy, password);
    },
    needsRehash: (stored) => !stored.startsWith(`$argon2id$v=19$${phcParams}$`),
  };
}
