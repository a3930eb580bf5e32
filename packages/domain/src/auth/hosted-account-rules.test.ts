import { describe, expect, it } from 'vitest';
import { decideHostedAccount, type HostedAccountFacts } from './hosted-account-rules';

const local = { id: 'u-local', auth0id: null };
const linked = { id: 'u-linked', auth0id: 'sub-1' };
const facts = (over: Partial<HostedAccountFacts>): HostedAccountFacts => ({
  bySubject: null,
  byEmail: null,
  email: 'ana@example.test',
  emailVerified: true,
  ...over,
});

describe('decideHostedAccount', () => {
  it.each([
    ['the subject is linked', facts({ bySubject: linked }), { kind: 'SIGN_IN', userId: 'u-linked' }],
    [
      'the subject is linked, whatever the e-mail says',
      facts({ bySubject: linked, byEmail: local, emailVerified: false }),
      { kind: 'SIGN_IN', userId: 'u-linked' },
    ],
    [
      'a verified e-mail matches a local account',
      facts({ byEmail: local }),
      { kind: 'LINK', userId: 'u-local' },
    ],
    ['no account has the e-mail', facts({}), { kind: 'CREATE', email: 'ana@example.test' }],
    [
      'no account has the unverified e-mail',
      facts({ emailVerified: false }),
      { kind: 'REFUSE', code: 'OIDC_EMAIL_NOT_VERIFIED' },
    ],
    [
      'an unverified e-mail matches an account',
      facts({ byEmail: local, emailVerified: false }),
      { kind: 'REFUSE', code: 'OIDC_EMAIL_UNVERIFIED' },
    ],
    [
      'the e-mail account is linked to another subject',
      facts({ byEmail: linked }),
      { kind: 'REFUSE', code: 'OIDC_ACCOUNT_LINKED' },
    ],
    ['the provider shared no e-mail', facts({ email: null }), { kind: 'REFUSE', code: 'OIDC_EMAIL_MISSING' }],
  ])('when %s', (_case, given, expected) => {
    expect(decideHostedAccount(given)).toEqual(expected);
  });
});
