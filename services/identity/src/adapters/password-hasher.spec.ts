import { describe, expect, it } from 'vitest';
import { loadIdentityConfig } from '../config.ts';
import { createPasswordHasher } from './password-hasher.ts';

describe('argon2id password hasher', () => {
  const config = loadIdentityConfig({});
  const hasher = createPasswordHasher({
    memoryCost: config.PASSWORD_HASH_MEMORY_KIB,
    timeCost: config.PASSWORD_HASH_TIME_COST,
    parallelism: config.PASSWORD_HASH_PARALLELISM,
  });

  it('hashes with argon2id at the production parameters (19 MiB, 2 passes, 1 lane) and verifies', async () => {
    const started = performance.now();
    const stored = await hasher.hash('contraseña-segura-1');
    const ms = Math.round(performance.now() - started);
    console.info(`argon2id m=19456,t=2,p=1: one hash took ${ms} ms on this machine`);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hasher.verify(stored, 'contraseña-segura-1')).toBe(true);
    expect(await hasher.verify(stored, 'contraseña-segura-2')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'x')).toBe(false);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('asks for a rehash when the parameters changed', async () => {
    const weak = createPasswordHasher({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(hasher.needsRehash(await weak.hash('x'))).toBe(true);
    await expect(weak.burn('whatever')).resolves.toBeUndefined();
  });
});
