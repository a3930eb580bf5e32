import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_CATALOGUES,
  NOTIFICATION_KINDS,
  NOTIFICATION_RECIPIENTS_MAX,
  notificationSettingSchema,
  splitAddresses,
  takesRecipients,
} from './notifications';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => (result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);

describe('notification settings', () => {
  it('keeps valid addresses trimmed, lower-cased and each once', () => {
    const parsed = notificationSettingSchema.parse({
      kind: 'NEW_LISTING_REQUEST',
      enabled: true,
      recipients: [' Ops@Example.ca', 'ops@example.ca', 'team@example.ca'],
    });
    expect(parsed.recipients).toEqual(['ops@example.ca', 'team@example.ca']);
  });

  it('names the bad address by its index, and refuses more than the limit', () => {
    const bad = notificationSettingSchema.safeParse({
      kind: 'NEW_LISTING_REQUEST',
      enabled: false,
      recipients: ['ok@example.ca', 'not-an-address'],
    });
    expect(issues(bad)).toEqual([['recipients.1', 'email']]);
    const many = Array.from({ length: NOTIFICATION_RECIPIENTS_MAX + 1 }, (_, i) => `s${i}@example.ca`);
    const tooMany = notificationSettingSchema.safeParse({
      kind: 'NEW_LISTING_REQUEST',
      enabled: true,
      recipients: many,
    });
    expect(issues(tooMany)).toEqual([['recipients', 'recipientsMax']]);
  });

  it('refuses an unknown kind, and one no feature sends', () => {
    const r = notificationSettingSchema.safeParse({ kind: 'NEWSLETTER', enabled: true, recipients: [] });
    expect(issues(r)).toEqual([['kind', 'invalidChoice']]);
    const unsent = notificationSettingSchema.safeParse({ kind: 'ENQUIRY', enabled: true, recipients: [] });
    expect(issues(unsent)).toEqual([['kind', 'invalidChoice']]);
  });

  it('takes recipients only for a kind sent to staff', () => {
    const owner = notificationSettingSchema.safeParse({
      kind: 'LISTING_APPROVED',
      enabled: true,
      recipients: ['ops@example.ca'],
    });
    expect(issues(owner)).toEqual([['recipients', 'recipientsStaffOnly']]);
    expect(
      notificationSettingSchema.safeParse({ kind: 'LISTING_APPROVED', enabled: false, recipients: [] })
        .success,
    ).toBe(true);
  });
});

describe('the e-mail kinds', () => {
  it("composes every domain's emails.ts, each kind once", () => {
    const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
    const domains = fs.readdirSync(src).filter((d) => fs.existsSync(path.join(src, d, 'emails.ts')));
    expect(domains.sort()).toEqual(Object.keys(EMAIL_CATALOGUES).sort());
    const kinds = Object.values(EMAIL_CATALOGUES).flatMap((c) => Object.keys(c));
    expect(kinds.filter((k, i) => kinds.indexOf(k) !== i)).toEqual([]);
    expect([...NOTIFICATION_KINDS]).toEqual(kinds);
  });

  it('lists only e-mails the product sends', () => {
    expect(NOTIFICATION_KINDS).toEqual([
      'NEW_LISTING_REQUEST',
      'LISTING_APPROVED',
      'LISTING_REJECTED',
      'NEWSLETTER_WELCOME',
      'ENQUIRY_TO_STAFF',
      'ENQUIRY_TO_LANDLORD',
      'NEW_MESSAGE',
      'VIEWING_REQUEST_TO_STAFF',
      'VIEWING_REQUESTED',
      'VIEWING_CONFIRMED',
      'VIEWING_UPDATED',
      'VIEWING_CANCELLED',
      'VIEWING_REMINDER',
      'LEASE_REQUEST_TO_STAFF',
      'PREMIUM_REQUEST_TO_STAFF',
      'PAYMENT_RECEIPT',
      'SAVED_SEARCH_ALERT',
      'SAVED_HOME_PRICE_DROP',
      'CONTACT_TO_SUPPORT',
      'CONTACT_COPY',
      'CONTACT_REPLY',
      'SITE_FORM_SUBMISSION',
      'SITE_FORM_COPY',
    ]);
    expect(NOTIFICATION_KINDS.filter(takesRecipients)).toEqual([
      'NEW_LISTING_REQUEST',
      'ENQUIRY_TO_STAFF',
      'VIEWING_REQUEST_TO_STAFF',
      'LEASE_REQUEST_TO_STAFF',
      'PREMIUM_REQUEST_TO_STAFF',
    ]);
  });
});

it('splits pasted addresses on commas, semicolons and spaces', () => {
  expect(splitAddresses(' a@example.ca, b@example.ca;c@example.ca\nd@example.ca ')).toEqual([
    'a@example.ca',
    'b@example.ca',
    'c@example.ca',
    'd@example.ca',
  ]);
  expect(splitAddresses(' , ')).toEqual([]);
});
