import { createECDH } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.ts';
import { generateVapidKeys, vapidKeysOf, vapidKeysProblem } from '../../src/modules/web-push/vapid-keys.ts';

// WEB_PUSH_VAPID_PUBLIC_KEY, WEB_PUSH_VAPID_PRIVATE_KEY and WEB_PUSH_SUBJECT: all three or none.
const keys = generateVapidKeys();
const full = {
  WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey,
  WEB_PUSH_VAPID_PRIVATE_KEY: keys.privateKey,
  WEB_PUSH_SUBJECT: 'mailto:ops@example.com',
};
const production = { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) } as const;

describe('web push configuration', () => {
  it('takes all three variables', () => {
    expect(loadConfig({ ...production, ...full }).webPush).toEqual({
      publicKey: keys.publicKey,
      privateKey: keys.privateKey,
      subject: 'mailto:ops@example.com',
      generated: false,
    });
  });

  it('is off in production without them, and makes a pair elsewhere unless WEB_PUSH_DEV_KEYS=0', () => {
    expect(loadConfig(production).webPush).toBeUndefined();
    const development = loadConfig({}).webPush;
    expect(development?.generated).toBe(true);
    expect(development?.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    expect(loadConfig({ WEB_PUSH_DEV_KEYS: '0' }).webPush).toBeUndefined();
  });

  it('refuses half a configuration at start, naming what is missing', () => {
    const { WEB_PUSH_SUBJECT: _, ...twoOfThree } = full;
    expect(() => loadConfig({ ...production, ...twoOfThree })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, ...twoOfThree })).toThrow(/WEB_PUSH_SUBJECT/);
    expect(() => loadConfig({ WEB_PUSH_VAPID_PUBLIC_KEY: keys.publicKey })).toThrow(/WEB_PUSH_VAPID_PRIVATE_KEY/);
  });

  it('refuses a subject that is neither mailto: nor https:, and keys that are not a pair', () => {
    expect(() => loadConfig({ ...full, WEB_PUSH_SUBJECT: 'http://example.com' })).toThrow(/WEB_PUSH_SUBJECT/);
    const other = generateVapidKeys();
    expect(() => loadConfig({ ...full, WEB_PUSH_VAPID_PRIVATE_KEY: other.privateKey })).toThrow(
      /is not the public key of/,
    );
    expect(() => loadConfig({ ...full, WEB_PUSH_VAPID_PUBLIC_KEY: 'abc' })).toThrow(/65 bytes/);
  });
});

describe('VAPID keys', () => {
  it('keeps the private scalar at 32 bytes when it starts with a zero byte (one key in 256), so the pair is accepted', () => {
    const ecdh = createECDH('prime256v1');
    const scalar = Buffer.alloc(32, 7);
    scalar[0] = 0;
    ecdh.setPrivateKey(scalar);
    expect(ecdh.getPrivateKey().length).toBe(31);
    const pair = vapidKeysOf(ecdh);
    expect(Buffer.from(pair.privateKey, 'base64url')).toEqual(scalar);
    expect(vapidKeysProblem(pair)).toBeNull();
  });
});
