import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { createPaymentsAdapter } from './payments';
import { createSandboxPayments } from './sandbox-payments';

/* Which processor the configuration names, and the sandbox's signature being Stripe's. */

const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/rentals-payments-config' };
const stripeKeys = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_x',
};

describe('payments configuration', () => {
  it('uses the sandbox without Stripe keys, Stripe with all three', () => {
    const log = createLogger('silent');
    expect(createPaymentsAdapter(loadConfig(base), log).provider).toBe('sandbox');
    expect(createPaymentsAdapter(loadConfig({ ...base, ...stripeKeys }), log).provider).toBe('stripe');
  });

  it('refuses part of the Stripe keys, naming the missing one', () => {
    expect(() => loadConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_x' })).toThrow(
      new ConfigError(
        'Invalid environment variable STRIPE_WEBHOOK_SECRET: required when STRIPE_SECRET_KEY is set (Stripe needs all of STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY)',
      ),
    );
  });

  it('refuses the sandbox in production unless PAYMENTS_SANDBOX_IN_PRODUCTION=1', () => {
    const production = { ...base, NODE_ENV: 'production' };
    expect(() => loadConfig(production)).toThrow(/PAYMENTS_SANDBOX_IN_PRODUCTION=1/);
    expect(loadConfig({ ...production, PAYMENTS_SANDBOX_IN_PRODUCTION: '1' }).NODE_ENV).toBe('production');
    expect(loadConfig({ ...production, ...stripeKeys }).NODE_ENV).toBe('production');
  });
});

describe('sandbox events', () => {
  it('are signed exactly as Stripe signs: Stripe’s own verifier accepts them', async () => {
    const sandbox = createSandboxPayments({ publicUrl: 'http://localhost', secret: 'whsec_shared' });
    const { rawBody, headers } = sandbox.sandbox.signEvent('checkout.session.expired', {
      id: 'cs_sandbox_1',
      object: 'checkout.session',
    });
    const event = new Stripe('sk_test_unused').webhooks.constructEvent(
      rawBody,
      headers['stripe-signature']!,
      'whsec_shared',
      300,
    );
    expect(event.type).toBe('checkout.session.expired');
    expect(event.id).toMatch(/^evt_/);
    const parsed = await sandbox.parseWebhook(rawBody, headers);
    expect(parsed).toMatchObject({ kind: 'CANCELED', checkoutId: 'cs_sandbox_1' });
  });

  it('are refused when another secret signed them or they are older than 300 s', async () => {
    const sandbox = createSandboxPayments({ publicUrl: 'http://localhost', secret: 'whsec_mine' });
    const other = createSandboxPayments({ publicUrl: 'http://localhost', secret: 'whsec_other' });
    const forged = other.sandbox.signEvent('checkout.session.completed', {});
    await expect(sandbox.parseWebhook(forged.rawBody, forged.headers)).rejects.toThrow(
      'signature does not match',
    );
    const stale = sandbox.sandbox.signEvent('checkout.session.completed', {}, new Date(Date.now() - 301_000));
    await expect(sandbox.parseWebhook(stale.rawBody, stale.headers)).rejects.toThrow(
      'timestamp outside the tolerance',
    );
  });
});
