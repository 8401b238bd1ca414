import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('settings', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.trustProxy).toBe(false);
    expect(config.shopSeed.delivery).toEqual({ fee: 50, freeAbove: 1500 });
    // Until the owner sets a public address, mail links point at this server on its own port.
    expect(config.localUrl).toBe('http://localhost:3000');
    expect(config.shopSeed.shop.publicUrl).toBe('');
  });

  it('follows PORT for the local address; PUBLIC_URL only seeds the public address of Shop Settings', () => {
    expect(loadConfig({ PORT: '4312' }).localUrl).toBe('http://localhost:4312');
    const config = loadConfig({ PUBLIC_URL: 'https://kaarigar.studio/', SHOP_WHATSAPP: '919812345678' });
    expect(config.shopSeed.shop).toMatchObject({
      publicUrl: 'https://kaarigar.studio',
      whatsapp: '919812345678',
    });
  });

  it('names every invalid setting instead of starting half-configured', () => {
    expect(() => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(ConfigError);
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x' });
    } catch (error) {
      expect((error as Error).message).toContain('PORT');
      expect((error as Error).message).toContain('DATABASE_URL');
    }
  });

  it('treats empty values as unset, as .env files write them', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it('reads proxy trust as a flag, a hop count or addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).toEqual(['10.0.0.1', '10.0.0.2']);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(ConfigError);
  });

  it('runs one worker by default, several only on PostgreSQL', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({ WEB_CONCURRENCY: '2', DATABASE_URL: 'postgres://db/shop' }).webConcurrency).toBe(2);
    expect(() => loadConfig({ WEB_CONCURRENCY: '2' })).toThrow(
      /WEB_CONCURRENCY: more than one worker needs DATABASE_URL/,
    );
    expect(() => loadConfig({ WEB_CONCURRENCY: '0', DATABASE_URL: 'postgres://db/shop' })).toThrow(
      /WEB_CONCURRENCY/,
    );
  });
});
