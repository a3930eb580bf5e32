import { and, eq, gt, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { NewsletterStatus } from '@rentals/domain/newsletter/enums';
import { NEWSLETTER_CONFIRM_LINK_DAYS, NEWSLETTER_REQUEST_RULES } from '@rentals/domain/newsletter/limits';
import type { Locale } from '@rentals/domain/users/enums';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import { afterAnswer } from '../../graphql/after-answer';
import type { AppDeps, Context } from '../../graphql/context';
import { requestLimits, takeAttempts } from '../auth/rate-limit.service';
import { hashToken, newToken } from '../auth/token';
import { registerRetentionStep } from '../data-rights/retention-steps';
import { sendEmail } from '../mail/notification.service';
import {
  newsletterAlreadySubscribedEmail,
  newsletterConfirmEmail,
  newsletterWelcomeEmail,
} from './newsletter-email';

/** The web page that an unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
/** The web page that a confirmation link opens. */
export const CONFIRM_PATH = '/newsletter/confirm';

const LINK_LIFE_MS = NEWSLETTER_CONFIRM_LINK_DAYS * 86_400_000;
const t = newsletterSubscribers;
const column = (c: { name: string }) => sql.identifier(c.name);

/**
 * Asks to subscribe an e-mail (already validated and in lower case), double opt-in: the answer is
 * the same whether the address is new, waiting or subscribed, and comes before anything differs
 * (afterAnswer), so neither it nor its time tells who is on the list. Then the address gets a
 * confirmation link, or, when it is subscribed already, a note saying so. Every call is counted
 * first, per client address and per mailbox (NEWSLETTER_REQUEST_RULES), so the form cannot be used
 * to flood an inbox.
 */
export async function subscribeNewsletter(
  ctx: Context,
  email: string,
): Promise<{ status: NewsletterStatus }> {
  await takeAttempts(ctx.db, requestLimits('newsletter', email, ctx.ip, NEWSLETTER_REQUEST_RULES));
  const locale = ctx.locale;
  afterAnswer(ctx, 'newsletter subscription', () => askToConfirm(ctx, email, locale));
  return { status: 'CONFIRMATION_SENT' };
}

/**
 * One INSERT … ON CONFLICT on the case-insensitive unique index, so concurrent requests for one
 * address never fail: a new address, one waiting or one that had unsubscribed gets a fresh link
 * (the last one sent is the one that works); a subscriber's row is left untouched and told so.
 */
async function askToConfirm(deps: AppDeps, email: string, locale: Locale): Promise<void> {
  const token = newToken();
  await deps.db.transaction(async (tx) => {
    // Raw SQL: drizzle's conflict target takes columns, and the unique index is on lower(email).
    const result = await tx.execute(sql`
      insert into ${t} (${column(t.email)}, ${column(t.locale)}, ${column(t.unsubscribeTokenHash)},
                        ${column(t.confirmTokenHash)}, ${column(t.confirmRequestedAt)})
      values (${email}, ${locale}, ${hashToken(newToken())}, ${hashToken(token)}, now())
      on conflict (lower(${column(t.email)})) do update
        set ${column(t.locale)} = excluded.${column(t.locale)},
            ${column(t.confirmTokenHash)} = excluded.${column(t.confirmTokenHash)},
            ${column(t.confirmRequestedAt)} = now()
        where ${t}.${column(t.confirmedAt)} is null or ${t}.${column(t.unsubscribedAt)} is not null
      returning ${column(t.id)}`);
    const waiting = (result as unknown as { rows: unknown[] }).rows.length > 0;
    const link = `${deps.config.publicUrl}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
    await deps.mail.enqueue(
      tx,
      waiting ? newsletterConfirmEmail(email, link, locale) : newsletterAlreadySubscribedEmail(email, locale),
    );
  });
  deps.mail.flushSoon(deps.db);
}

/**
 * Follows a confirmation link: the address is subscribed from now (the consent time), with a new
 * unsubscribe link sent in the welcome e-mail, and the external list is told after commit (its
 * failure is only logged). False for an unknown, used or expired link.
 */
export async function confirmNewsletter(deps: AppDeps, token: string): Promise<boolean> {
  const unsubscribeToken = newToken();
  const confirmed = await deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(t)
      .set({
        confirmedAt: sql`now()`,
        consentedAt: sql`now()`,
        unsubscribedAt: null,
        unsubscribeTokenHash: hashToken(unsubscribeToken),
        confirmTokenHash: null,
        confirmRequestedAt: null,
      })
      .where(
        and(
          eq(t.confirmTokenHash, hashToken(token)),
          gt(t.confirmRequestedAt, new Date(Date.now() - LINK_LIFE_MS)),
        ),
      )
      .returning({ email: t.email, locale: t.locale });
    if (!row) return null;
    const link = `${deps.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(unsubscribeToken)}`;
    await sendEmail(deps, tx, 'NEWSLETTER_WELCOME', newsletterWelcomeEmail(row.email, link, row.locale));
    return row;
  });
  if (!confirmed) return false;
  deps.mail.flushSoon(deps.db);
  void deps.newsletter
    .subscribe(confirmed)
    .catch((error) => deps.log.warn({ err: error, list: deps.newsletter.kind }, 'newsletter list failed'));
  return true;
}

/** Unsubscribes the owner of an unsubscribe link; false for an unknown token. Repeating it is harmless. */
export async function unsubscribeNewsletter(deps: AppDeps, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  await deps.db
    .update(t)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(eq(t.unsubscribeTokenHash, tokenHash), isNull(t.unsubscribedAt)));
  const [row] = await deps.db.select({ id: t.id }).from(t).where(eq(t.unsubscribeTokenHash, tokenHash));
  return Boolean(row);
}

/**
 * Unsubscribes an address from the signed-in user's consent list (issue 25), as the e-mail's link
 * does; false when it is not subscribed.
 */
export async function unsubscribeNewsletterAddress(
  deps: Pick<AppDeps, 'db'>,
  email: string,
): Promise<boolean> {
  const rows = await deps.db
    .update(t)
    .set({ unsubscribedAt: sql`now()` })
    .where(and(sql`lower(${t.email}) = lower(${email})`, isNotNull(t.confirmedAt), isNull(t.unsubscribedAt)))
    .returning({ id: t.id });
  return rows.length > 0;
}

/**
 * Addresses that never confirmed are forgotten once their link has expired: they gave no consent,
 * so nothing of them is kept. A former subscriber's row stays (its unsubscribe is the record).
 */
export async function forgetUnconfirmedAddresses(deps: Pick<AppDeps, 'db'>, now: Date): Promise<number> {
  const gone = await deps.db
    .delete(t)
    .where(and(isNull(t.confirmedAt), lt(t.confirmRequestedAt, new Date(now.getTime() - LINK_LIFE_MS))))
    .returning({ id: t.id });
  return gone.length;
}

registerRetentionStep('unconfirmedNewsletterAddresses', forgetUnconfirmedAddresses);
