import { siteFormAnswersSchema, submitterEmail } from '@rentals/domain/site-forms/answers';
import { SITE_FORM_REQUEST_RULES } from '@rentals/domain/site-forms/limits';
import { siteFormSubmissions } from '../../db/schema/site-forms';
import type { Context } from '../../graphql/context';
import { parseInput } from '../../graphql/validation';
import { requestLimits, takeAttempts } from '../auth/rate-limit.service';
import { sendEmail } from '../mail/notification.service';
import { siteFormCopyEmail, siteFormSubmissionEmail } from './site-form-emails';
import { publishedSiteForm } from './site-form.service';

/** The staff page that lists a form's submissions (linked from the team's e-mail). */
export const siteFormAdminPath = (id: string) => `/admin-forms?form=${id}&view=submissions`;

/**
 * Checks the answers against the published form's definition (VALIDATION_FAILED with every field,
 * nothing written), counts the attempt per client address (and per mailbox when the form asks for
 * an e-mail), then stores the submission and queues its e-mails in one transaction. A filled
 * honeypot answers as a success and writes nothing.
 */
export async function submitSiteForm(
  ctx: Context,
  slug: string,
  rawAnswers: unknown,
  honeypot: string | null | undefined,
): Promise<boolean> {
  const form = await publishedSiteForm(ctx.db, { slug });
  const answers = parseInput(siteFormAnswersSchema(form.fields), rawAnswers ?? {});
  if (honeypot) {
    ctx.log.info({ ip: ctx.ip, form: form.slug }, 'form submission dropped: honeypot');
    return true;
  }
  const email = submitterEmail(form.fields, answers);
  const limits = email
    ? requestLimits('site-form', email, ctx.ip, SITE_FORM_REQUEST_RULES)
    : requestLimits('site-form', '', ctx.ip, SITE_FORM_REQUEST_RULES).slice(0, 1);
  await takeAttempts(ctx.db, limits);
  await ctx.db.transaction(async (tx) => {
    await tx
      .insert(siteFormSubmissions)
      .values({ formId: form.id, answers, locale: ctx.locale, userId: ctx.viewer?.id ?? null });
    const listUrl = `${ctx.config.publicUrl}${siteFormAdminPath(form.id)}`;
    await sendEmail(
      ctx,
      tx,
      'SITE_FORM_SUBMISSION',
      siteFormSubmissionEmail(form.notifyEmail, form, answers, ctx.locale, listUrl),
    );
    if (email)
      await sendEmail(ctx, tx, 'SITE_FORM_COPY', siteFormCopyEmail(email, form, answers, ctx.locale));
  });
  ctx.mail.flushSoon(ctx.db);
  return true;
}
