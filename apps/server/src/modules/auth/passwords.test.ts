import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig, testConfig } from '../../config.js';
import { CURRENT_COST, hashPassword, needsRehash, useHashCost, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  // At production's cost: test files share a worker's modules (decision 047), and an app built
  // before this file may have set the tests' cheap cost.
  beforeEach(() => useHashCost(undefined));

  it('hashes with scrypt, a random salt and the parameters written into the hash', async () => {
    const first = await hashPassword('Pässword 1');
    const second = await hashPassword('Pässword 1');
    expect(first).toMatch(
      new RegExp(`^scrypt\\$ln=${CURRENT_COST.logN},r=8,p=1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{88}$`),
    );
    expect(first).not.toBe(second);
    expect(await verifyPassword('Pässword 1', first)).toBe(true);
    expect(await verifyPassword('Pässword 1', second)).toBe(true);
    expect(await verifyPassword('pässword 1', first)).toBe(false);
    expect(await verifyPassword('', first)).toBe(false);
  });

  it('still verifies hashes made with other parameters, and says they need upgrading', async () => {
    const weak = await hashPassword('secret');
    // Recompute the same password at a lower cost by hand, as an older version would have stored it.
    const { scryptSync, randomBytes } = await import('node:crypto');
    const salt = randomBytes(16);
    const key = scryptSync('secret', salt, 64, { N: 2 ** 12, r: 8, p: 1 });
    const old = `scrypt$ln=12,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
    expect(await verifyPassword('secret', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(weak)).toBe(false);
  });

  it('rejects malformed or absurd stored values without throwing', async () => {
    for (const stored of [
      '',
      'fixture:no-password',
      'scrypt$ln=40,r=8,p=1$AAAA$AAAA',
      'plain-text-password',
    ]) {
      expect(await verifyPassword('plain-text-password', stored)).toBe(false);
    }
  });
});

describe('the cost a configuration sets (decision 047)', () => {
  afterEach(() => useHashCost(undefined));

  it('is production’s 2^16 for every configuration read from settings; only the tests’ config lowers it', async () => {
    expect(CURRENT_COST.logN).toBe(16);
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'development' }, { NODE_ENV: 'test' }]) {
      expect(loadConfig(env).passwordHashLogN).toBeUndefined();
    }
    useHashCost(loadConfig({ NODE_ENV: 'production' }).passwordHashLogN);
    const production = await hashPassword('Pässword 1');
    expect(production).toMatch(/^scrypt\$ln=16,r=8,p=1\$/);
    useHashCost(testConfig().passwordHashLogN);
    const cheap = await hashPassword('Pässword 1');
    expect(cheap).toMatch(/^scrypt\$ln=10,r=8,p=1\$/);
    expect(await verifyPassword('Pässword 1', cheap)).toBe(true);
    expect(needsRehash(cheap)).toBe(false);
    // Back at production's cost, a cheap hash is upgraded at the next sign-in.
    useHashCost(undefined);
    expect(needsRehash(cheap)).toBe(true);
    expect(needsRehash(production)).toBe(false);
  });
});
