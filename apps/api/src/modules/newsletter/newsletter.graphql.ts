import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@rentals/domain/newsletter/enums';
import { subscribeNewsletterSchema, newsletterLinkSchema } from '@rentals/domain/newsletter/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { confirmNewsletter, subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service';

const NewsletterStatusRef = builder.enumType('NewsletterStatus', {
  description: 'The outcome of a newsletter subscription.',
  values: NEWSLETTER_STATUSES,
});

const NewsletterSubscriptionRef = builder
  .objectRef<{ status: NewsletterStatus }>('NewsletterSubscription')
  .implement({
    description: 'The answer to subscribeNewsletter.',
    fields: (t) => ({
      status: t.field({
        type: NewsletterStatusRef,
        description:
          'CONFIRMATION_SENT, whatever the address: a link to confirm was e-mailed to it, or, when it is subscribed already, a note saying so.',
        resolve: (s) => s.status,
      }),
    }),
  });

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    description:
      "The footer newsletter (spec/03 §2.4), double opt-in: e-mails the address (any case counts as the same), in the caller's language, a link to confirm (confirmNewsletter), or a note that it is subscribed already. The answer is the same either way. Anyone may call it; counted per client address and per mailbox (TOO_MANY_ATTEMPTS past the limit).",
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true, description: 'A valid e-mail address.' }) },
    resolve: (_root, args, ctx) =>
      subscribeNewsletter(ctx, parseInput(subscribeNewsletterSchema, args).email),
  }),
  confirmNewsletter: t.boolean({
    description:
      "Follows a confirmation link: the address is subscribed ('Subscribed!') and gets the welcome e-mail with its unsubscribe link. False when the link is unknown, used or older than its life. Anyone with the link may call it.",
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: "The confirmation link's token." }) },
    resolve: (_root, args, ctx) => confirmNewsletter(ctx, parseInput(newsletterLinkSchema, args).token),
  }),
  unsubscribeNewsletter: t.boolean({
    description:
      'Takes the owner of an unsubscribe link off the newsletter; false when the token is unknown. Anyone with the link may call it.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: "The unsubscribe link's token." }) },
    resolve: (_root, args, ctx) => unsubscribeNewsletter(ctx, parseInput(newsletterLinkSchema, args).token),
  }),
}));
