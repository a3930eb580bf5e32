import { describe, expect, it } from 'vitest';
import { subscribeNewsletterSchema, newsletterLinkSchema } from './schemas';

describe('subscribeNewsletterSchema', () => {
  it('keeps a valid e-mail, trimmed and in lower case', () => {
    expect(subscribeNewsletterSchema.parse({ email: '  Ana@Example.COM ' })).toEqual({
      email: 'ana@example.com',
    });
  });

  it('rejects a missing or invalid e-mail with the shared keys', () => {
    expect(subscribeNewsletterSchema.safeParse({ email: '' }).error?.issues[0]?.message).toBe('required');
    expect(subscribeNewsletterSchema.safeParse({ email: 'ana@' }).error?.issues[0]?.message).toBe('email');
  });
});

describe('newsletterLinkSchema', () => {
  it('needs a token', () => {
    expect(newsletterLinkSchema.safeParse({ token: ' ' }).success).toBe(false);
    expect(newsletterLinkSchema.safeParse({ token: 'abc' }).success).toBe(true);
  });
});
