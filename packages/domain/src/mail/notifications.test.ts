import { describe, expect, it } from 'vitest';
import { NOTIFICATION_RECIPIENTS_MAX, notificationSettingSchema, splitAddresses } from './notifications';

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
      kind: 'ENQUIRY',
      enabled: false,
      recipients: ['ok@example.ca', 'not-an-address'],
    });
    expect(issues(bad)).toEqual([['recipients.1', 'email']]);
    const many = Array.from({ length: NOTIFICATION_RECIPIENTS_MAX + 1 }, (_, i) => `s${i}@example.ca`);
    const tooMany = notificationSettingSchema.safeParse({ kind: 'ENQUIRY', enabled: true, recipients: many });
    expect(issues(tooMany)).toEqual([['recipients', 'recipientsMax']]);
  });

  it('refuses an unknown kind', () => {
    const r = notificationSettingSchema.safeParse({ kind: 'NEWSLETTER', enabled: true, recipients: [] });
    expect(issues(r)).toEqual([['kind', 'invalidChoice']]);
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
