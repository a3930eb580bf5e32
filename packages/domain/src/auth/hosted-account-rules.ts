/*
 * Which local account a hosted (OpenID Connect) sign-in opens. The provider's subject identifier
 * (`sub`, kept in users.auth0id) is the only stable key; an e-mail address links an existing
 * account only when the provider vouches for it, or anyone could register the address at the
 * provider and take over the account.
 */

/** An account as the rule needs it. */
export interface HostedAccountCandidate {
  id: string;
  /** The provider subject already linked to the account, if any. */
  auth0id: string | null;
}

export interface HostedAccountFacts {
  /** The account already linked to this subject. */
  bySubject: HostedAccountCandidate | null;
  /** The account whose e-mail equals the provider's, case-insensitively. */
  byEmail: HostedAccountCandidate | null;
  /** The provider's e-mail address, if it shared one. */
  email: string | null;
  /** The provider's `email_verified` claim, exactly true. */
  emailVerified: boolean;
}

export type HostedAccountDecision =
  | { kind: 'SIGN_IN'; userId: string }
  | { kind: 'LINK'; userId: string }
  | { kind: 'CREATE'; email: string }
  | {
      kind: 'REFUSE';
      code:
        'OIDC_EMAIL_MISSING' | 'OIDC_EMAIL_NOT_VERIFIED' | 'OIDC_EMAIL_UNVERIFIED' | 'OIDC_ACCOUNT_LINKED';
    };

/** Decides which account a hosted sign-in opens, links or creates, or why it is refused. */
export function decideHostedAccount(facts: HostedAccountFacts): HostedAccountDecision {
  if (facts.bySubject) return { kind: 'SIGN_IN', userId: facts.bySubject.id };
  if (!facts.email) return { kind: 'REFUSE', code: 'OIDC_EMAIL_MISSING' };
  if (!facts.byEmail) {
    // A new account on an address nobody proved: its owner could later reset the password and use
    // it, while whoever signed in at the provider keeps a way in (a pre-takeover).
    if (!facts.emailVerified) return { kind: 'REFUSE', code: 'OIDC_EMAIL_NOT_VERIFIED' };
    return { kind: 'CREATE', email: facts.email };
  }
  if (!facts.emailVerified) return { kind: 'REFUSE', code: 'OIDC_EMAIL_UNVERIFIED' };
  // Linked to another subject (another provider account): relinking would take it over.
  if (facts.byEmail.auth0id) return { kind: 'REFUSE', code: 'OIDC_ACCOUNT_LINKED' };
  return { kind: 'LINK', userId: facts.byEmail.id };
}
