import { and, eq, isNull, sql } from 'drizzle-orm';
import type { NewsletterStatus } from '@rentals/domain/newsletter/enums';
import { NEWSLETTER_REQUEST_RULES } from '@rentals/domain/newsletter/limits';
import { newsletterSubscribers } from '../../db/schema/newsletter';
import type { AppDeps, Context } from '../../graphql/context';
import { requestLimits, takeAttempts } from '../auth/rate-limit.service';
import { hashToken, newToken } from '../auth/token';
import { sendEmail } from '../mail/notification.service';
import { newsletterWelcomeEmail } from './newsletter-email';

/** The web page that an unsubscribe link opens. */
export const UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';

/**
 * Subscribes an e-mail (already validated and in lower case). One INSERT … ON CONFLICT on the
 * case-insensitive unique index decides the answer, so concurrent calls for one address never fail:
 * a new address or one that had unsubscribed is (re)subscribed with a fresh consent time and
 * unsubscribe token; an active subscriber is left untouched. The external list is told after commit,
 * and its failure is only logged. Every call is counted first, per client address and per mailbox
 * (NEWSLETTER_REQUEST_RULES), so the form cannot be used to flood an inbox.
 */
export async function subscribeNewsletter(
  ctx: Context,
  email: string,
): Promise<{ status: NewsletterStatus }> {
  await takeAttempts(ctx.db, requestLimits('newsletter', email, ctx.ip, NEWSLETTER_REQUEST_RULES));
  const token = newToken();
  const subscribed = await ctx.db.transaction(async (tx) => {
    // Raw SQL: drizzle's conflict target takes columns, and the unique index is on lower(email).
    const t = newsletterSubscribers;
    const tokenHash = hashToken(token);
    const result = await tx.execute(sql`
      insert into ${t} (${sql.identifier(t.email.name)}, ${sql.identifier(t.locale.name)}, ${sql.identifier(t.unsubscribeTokenHash.name)})
      values (${email}, ${ctx.locale}, ${tokenHash})
      on conflict (lower(${sql.identifier(t.email.name)})) do update
        set ${sql.identifier(t.locale.name)} = excluded.${sql.identifier(t.locale.name)},
            ${sql.identifier(t.consentedAt.name)} = now(),
            ${sql.identifier(t.unsubscribeTokenHash.name)} = excluded.${sql.identifier(t.unsubscribeTokenHash.name)},
            ${sql.identifier(t.unsubscribedAt.name)} = null
        where ${t}.${sql.identifier(t.unsubscribedAt.name)} is not null
      returning ${sql.identifier(t.id.name)}`);
    const rows = (result as unknown as { rows: unknown[] }).rows;
    if (rows.length === 0) return false;
    const link = `${ctx.config.publicUrl}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
    await sendEmail(ctx, tx, 'NEWSLETTER_WELCOME', newsletterWelcomeEmail(email, link, ctx.locale));
    return true;
  });
  if (!subscribed) return { status: 'ALREADY_SUBSCRIBED' };
  ctx.mail.flushSoon(ctx.db);
  void ctx.newsletter
    .subscribe({ email, locale: ctx.locale })
    .catch((error) => ctx.log.warn({ err: error, list: ctx.newsletter.kind }, 'newsletter list failed'));
  return { status: 'SUBSCRIBED' };
}

/** Unsubscribes the owner of an unsubscribe link; false for an unknown token. Repeating it is harmless. */
export async function unsubscribeNewsletter(deps: AppDeps, token: string): Promise<boolean> {
  const tokenHash = hashToken(token);
  await deps.db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    );
  const [row] = await deps.db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeTokenHash, tokenHash));
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
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()` })
    .where(
      and(
        sql`lower(${newsletterSubscribers.email}) = lower(${email})`,
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}
