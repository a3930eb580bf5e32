import type { Config } from '../config';
import type { Logger } from '../logger';
import { createEncryptionAdapter, type EncryptionAdapter } from './crypto/encryption';
import { createDescriptionGenerator, type DescriptionGenerator } from './description/description';
import { createEsignAdapter, type EsignAdapter } from './esign/esign';
import { createGeocodingAdapter, type GeocodingAdapter } from './geocoding/geocoding';
import { createLinkChecker, type LinkChecker } from './link-check/link-check';
import { createMailAdapter, type MailAdapter } from './mail/mail';
import { createNewsletterAdapter, type NewsletterAdapter } from './newsletter/newsletter';
import { createPaymentsAdapter, type PaymentsAdapter } from './payments/payments';
import { createPubSubAdapter, type PubSubAdapter } from './pubsub/pubsub';
import { createStorage } from './storage/create-storage';
import type { StorageAdapter } from './storage/storage';
import { createVisionAdapter, type VisionAdapter } from './vision/vision';

/**
 * Every external service the API talks to, each behind its adapter with an embedded default. This
 * is the one composition point: a new adapter (payments, e-signature, …) is a folder under
 * adapters/, its variables in config.ts, and one line here and in `Adapters`; the server and the
 * test harness both build their adapters here, the harness passing its overrides.
 */
export interface Adapters {
  mail: MailAdapter;
  storage: StorageAdapter;
  pubsub: PubSubAdapter['pubsub'];
  /** Answers once the pub/sub's Redis answers PING (at once without Redis): /readyz checks it. */
  pubsubPing: PubSubAdapter['ping'];
  geocoding: GeocodingAdapter;
  descriptions: DescriptionGenerator;
  vision: VisionAdapter;
  newsletter: NewsletterAdapter;
  /** Encryption at rest of private files and sensitive fields, with the configured master keys. */
  encryption: EncryptionAdapter;
  /** The signing service of leases: the built-in ceremony, or DocuSign when it is configured. */
  esign: EsignAdapter;
  /** The card processor: the built-in sandbox, or Stripe when it is configured. */
  payments: PaymentsAdapter;
  /** Requests curated articles' links to find broken ones; tests give a fake fetch. */
  linkChecker: LinkChecker;
}

export interface ComposedAdapters {
  adapters: Adapters;
  /** Closes the connections the adapters hold (Redis, SMTP). */
  close(): Promise<void>;
}

/** The adapters named by the config, with `overrides` in place of any of them (tests). */
export function createAdapters(
  config: Config,
  log: Logger,
  overrides: Partial<Omit<Adapters, 'pubsub' | 'pubsubPing'>> = {},
): ComposedAdapters {
  const pubsub = createPubSubAdapter(config.REDIS_URL, log);
  const mail =
    overrides.mail ??
    createMailAdapter({
      smtpUrl: config.SMTP_URL,
      from: config.MAIL_FROM,
      log,
      timeoutMs: config.SMTP_TIMEOUT_MS,
    });
  const adapters: Adapters = {
    mail,
    storage: overrides.storage ?? createStorage(config),
    pubsub: pubsub.pubsub,
    pubsubPing: pubsub.ping,
    geocoding: overrides.geocoding ?? createGeocodingAdapter(config, log),
    descriptions: overrides.descriptions ?? createDescriptionGenerator(config),
    vision: overrides.vision ?? createVisionAdapter(config),
    newsletter: overrides.newsletter ?? createNewsletterAdapter(config),
    encryption: overrides.encryption ?? createEncryptionAdapter(config),
    esign: overrides.esign ?? createEsignAdapter(config, log),
    payments: overrides.payments ?? createPaymentsAdapter(config, log),
    linkChecker: overrides.linkChecker ?? createLinkChecker(config),
  };
  return { adapters, close: async () => void (await Promise.all([pubsub.close(), mail.close()])) };
}
