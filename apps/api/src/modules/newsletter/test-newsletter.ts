import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { emailOutbox } from '../../db/schema/mail';
import type { TestApi } from '../../test/harness';

/* The newsletter's double opt-in for other modules' tests: ask, then follow the e-mailed link. */

const SUBSCRIBE = `mutation($e: String!) { subscribeNewsletter(email: $e) { status } }`;
const CONFIRM = `mutation($t: String!) { confirmNewsletter(token: $t) }`;

/** The token of the link in the latest e-mail of `template` (newsletter-confirm, -welcome) to `email`. */
export async function newsletterLinkToken(api: TestApi, email: string, template: string): Promise<string> {
  const mails = await api.deps.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email));
  const last = mails.filter((m) => m.template === template).at(-1);
  if (!last) throw new Error(`no ${template} e-mail to ${email}`);
  return new URL(/http\S+/.exec(last.textBody)![0]).searchParams.get('token')!;
}

/** Asks to subscribe `email`, waits for the e-mail the request leaves to write, and confirms. */
export async function subscribeConfirmed(api: TestApi, email: string, locale = 'en'): Promise<void> {
  const asked = await api.execute(SUBSCRIBE, { e: email }, { headers: { 'accept-language': locale } });
  expect(asked.errors).toBeUndefined();
  await api.settle();
  const token = await newsletterLinkToken(api, email, 'newsletter-confirm');
  const confirmed = await api.execute<{ confirmNewsletter: boolean }>(CONFIRM, { t: token });
  expect(confirmed.data?.confirmNewsletter).toBe(true);
}
