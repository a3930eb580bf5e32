import { and, desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import { settleAfterAnswer } from '../../graphql/after-answer';
import type { RequestOptions, TestApi } from '../../test/harness';

/*
 * Sign-up as a client goes through it: ask, read the link the mail carries, confirm. The tests
 * of sign-up and of what a fresh account sees share these.
 */

export const SIGN_UP = `mutation($data: SignUpInput!) { signUp(data: $data) { confirmationSentTo } }`;
export const CONFIRM_SIGN_UP = `mutation($token: String!) {
  confirmSignUp(token: $token) { token user { id email userType isFirstLogin locale termsToAccept { id } } }
}`;

export interface ConfirmedSignUp {
  token: string;
  user: {
    id: string;
    email: string;
    userType: string;
    isFirstLogin: boolean;
    locale: string;
    termsToAccept: { id: string } | null;
  };
}

/** A sign-up's data with defaults for what a test does not care about. */
export function signUpData(email: string, extra: Record<string, unknown> = {}) {
  return { email, password: 'Str0ng!pass', firstName: 'Ana', lastName: 'Roy', acceptTerms: true, ...extra };
}

/** The newest mail of a template to an address, once the sign-up's detached work is done. */
export async function lastMail(api: TestApi, to: string, template: string) {
  await settleAfterAnswer(api.deps);
  const [mail] = await api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, template)))
    .orderBy(desc(emailOutbox.createdAt))
    .limit(1);
  return mail;
}

/** The token in the newest sign-up link mailed to an address. */
export async function signUpLinkToken(api: TestApi, to: string): Promise<string> {
  const mail = await lastMail(api, to, 'sign-up-confirm');
  const token = mail?.textBody.match(/\/signup\/confirm\?token=([\w%-]+)/)?.[1];
  expect(token, `a sign-up link to ${to}`).toBeDefined();
  return decodeURIComponent(token!);
}

/** Confirms a sign-up link's token; the raw response, for tests of refusals. */
export function confirmSignUp(api: TestApi, token: string, options?: RequestOptions) {
  return api.execute<{ confirmSignUp: ConfirmedSignUp }>(CONFIRM_SIGN_UP, { token }, options);
}

/** Signs up, follows the mailed link and answers the new session, as a visitor would. */
export async function signUpAndConfirm(
  api: TestApi,
  email: string,
  extra: Record<string, unknown> = {},
  options?: RequestOptions,
): Promise<ConfirmedSignUp> {
  const asked = await api.execute(SIGN_UP, { data: signUpData(email, extra) }, options);
  expect(asked.errors).toBeUndefined();
  const confirmed = await confirmSignUp(api, await signUpLinkToken(api, email.trim().toLowerCase()));
  expect(confirmed.errors).toBeUndefined();
  return confirmed.data!.confirmSignUp;
}
