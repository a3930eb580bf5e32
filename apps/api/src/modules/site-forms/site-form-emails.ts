import { answerText, type SiteFormAnswers } from '@rentals/domain/site-forms/answers';
import type { SiteFormField } from '@rentals/domain/site-forms/fields';
import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/* The e-mails of a form submission: the team's (English) and the submitter's copy (their language). */

export const SITE_FORM_SUBMISSION_TEMPLATE = 'site-form-submission';
export const SITE_FORM_COPY_TEMPLATE = 'site-form-copy';

export interface SubmittedForm {
  titleEn: string;
  titleFr: string;
  fields: SiteFormField[];
}

function answerLines(form: SubmittedForm, answers: SiteFormAnswers, locale: Locale): string[] {
  return form.fields.map((f) => {
    const label = locale === 'fr' ? f.labelFr : f.labelEn;
    const text = answerText(f, answers[f.key], locale);
    return `${label}${locale === 'fr' ? ' :' : ':'} ${text || '—'}`;
  });
}

/** To the form's notification address: every answer, and where to find them all. */
export function siteFormSubmissionEmail(
  to: string,
  form: SubmittedForm,
  answers: SiteFormAnswers,
  submittedIn: Locale,
  listUrl: string,
): MailMessage {
  return {
    to,
    subject: `New answer to "${form.titleEn}"`,
    text: [
      `Someone filled "${form.titleEn}" (${submittedIn === 'fr' ? 'in French' : 'in English'}).`,
      '',
      ...answerLines(form, answers, 'en'),
      '',
      `All answers: ${listUrl}`,
    ].join('\n'),
    template: SITE_FORM_SUBMISSION_TEMPLATE,
  };
}

/** To the submitter: a copy of their answers, in their language. */
export function siteFormCopyEmail(
  to: string,
  form: SubmittedForm,
  answers: SiteFormAnswers,
  locale: Locale,
): MailMessage {
  const title = locale === 'fr' ? form.titleFr : form.titleEn;
  const intro =
    locale === 'fr'
      ? `Merci! Nous avons bien reçu vos réponses au formulaire « ${title} » et nous vous répondrons sous peu. En voici une copie :`
      : `Thank you! We received your answers to "${title}" and will reach out to you shortly. Here is a copy:`;
  return {
    to,
    subject: locale === 'fr' ? `Vos réponses : ${title}` : `Your answers: ${title}`,
    text: [intro, '', ...answerLines(form, answers, locale)].join('\n'),
    template: SITE_FORM_COPY_TEMPLATE,
  };
}
