/** Production refuses the offline providers the storefront would otherwise use. */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../server/index.js';
import { FIXTURE_SHOPS } from './harness.js';

const tempDir = () => mkdtempSync(join(tmpdir(), 'providers-'));

const EVERY_KEY = {
  NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', GOOGLE_MAPS_API_KEY: 'k',
  TWILIO_ACCOUNT_SID: 'AC0', TWILIO_AUTH_TOKEN: 't', TWILIO_FROM: '+18185550100',
  SMTP_URL: 'smtp://mail.example:587', SMTP_FROM: 'orders@example.com',
};

describe('providers in production', () => {
  it('refuses the demo geocoder', async () => {
    const err = await createApp({ shopsDir: FIXTURE_SHOPS, dataDir: tempDir(), env: { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x' } }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('GOOGLE_MAPS_API_KEY');
  });
  it('refuses Stripe without the publishable key the storefront needs', async () => {
    const err = await createApp({ shopsDir: FIXTURE_SHOPS, dataDir: tempDir(), env: { NODE_ENV: 'production', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x', GOOGLE_MAPS_API_KEY: 'k' } }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('STRIPE_PUBLISHABLE_KEY');
  });
  it('refuses the offline text-message provider (phone codes only in the log)', async () => {
    const { TWILIO_AUTH_TOKEN: _t, ...noTwilio } = EVERY_KEY;
    const err = await createApp({ shopsDir: FIXTURE_SHOPS, dataDir: tempDir(), env: noTwilio }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM');
  });
  it('refuses the offline e-mail provider (customer e-mails only in the log)', async () => {
    const { SMTP_URL: _u, ...noSmtp } = EVERY_KEY;
    const err = await createApp({ shopsDir: FIXTURE_SHOPS, dataDir: tempDir(), env: noSmtp }).catch((e: unknown) => e);
    expect((err as Error).message).toContain('set SMTP_URL');
  });
  it('starts in production with every key set', async () => {
    const { app } = await createApp({
      shopsDir: FIXTURE_SHOPS,
      dataDir: tempDir(),
      logger: false,
      env: { ...EVERY_KEY },
    });
    await app.close();
  });
});
