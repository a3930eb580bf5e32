import { and, eq } from 'drizzle-orm';
import { emailOutbox } from '../../db/schema/mail';
import type { TestApi } from '../../test/harness';

/* Test helpers of the data-rights module. */

export const REQUEST_DELETION = `mutation($p: String!) { requestAccountDeletion(password: $p) { requestedAt dueAt } }`;
export const MY_DELETION = `{ myAccountDeletion { requestedAt dueAt } }`;
export const CANCEL_MINE = `mutation { cancelMyAccountDeletion }`;
export const CANCEL_BY_TOKEN = `mutation($t: String!) { cancelAccountDeletion(token: $t) }`;
export const MY_CONSENTS = `{ myConsents { kind applicationId listingTitle givenAt state withdrawnAt usedAt } }`;
export const WITHDRAW = `mutation($kind: ConsentKind!, $id: ID) {
  withdrawConsent(kind: $kind, applicationId: $id) { kind applicationId state withdrawnAt } }`;
export const MY_STAFF_VIEWS = `query($first: Int, $skip: Int) { myStaffViews(first: $first, skip: $skip) {
  count items { at subject staffName staffRole listingTitle documentName } } }`;

/** The deletion e-mails written to an address, newest last. */
export async function deletionMails(api: TestApi, to: string) {
  return api.deps.db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.toAddress, to), eq(emailOutbox.template, 'account-deletion-requested')))
    .orderBy(emailOutbox.createdAt);
}

/** The cancel token of the latest deletion e-mail to an address. */
export async function cancelToken(api: TestApi, to: string): Promise<string> {
  const mail = (await deletionMails(api, to)).at(-1)!;
  return new URL(/http\S+/.exec(mail.textBody)![0]).searchParams.get('token')!;
}
