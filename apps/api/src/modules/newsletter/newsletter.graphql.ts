import { NEWSLETTER_STATUSES, type NewsletterStatus } from '@rentals/domain/newsletter/enums';
import { subscribeNewsletterSchema, unsubscribeNewsletterSchema } from '@rentals/domain/newsletter/schemas';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/validation';
import { subscribeNewsletter, unsubscribeNewsletter } from './newsletter.service';

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
          "SUBSCRIBED when the address was added (or came back after unsubscribing): 'Subscribed!'. ALREADY_SUBSCRIBED when it is on the list: 'You have already subscribed!'.",
        resolve: (s) => s.status,
      }),
    }),
  });

builder.mutationFields((t) => ({
  subscribeNewsletter: t.field({
    type: NewsletterSubscriptionRef,
    description:
      "The footer newsletter (spec/03 §2.4): stores the address (any case counts as the same) with the caller's language and the consent time, and e-mails an unsubscribe link. Anyone may call it; counted per client address and per mailbox (TOO_MANY_ATTEMPTS past the limit).",
    authScopes: { public: true },
    args: { email: t.arg.string({ required: true, description: 'A valid e-mail address.' }) },
    resolve: (_root, args, ctx) =>
      subscribeNewsletter(ctx, parseInput(subscribeNewsletterSchema, args).email),
  }),
  unsubscribeNewsletter: t.boolean({
    description:
      'Takes the owner of an unsubscribe link off the newsletter; false when the token is unknown. Anyone with the link may call it.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true, description: "The unsubscribe link's token." }) },
    resolve: (_root, args, ctx) =>
      unsubscribeNewsletter(ctx, parseInput(unsubscribeNewsletterSchema, args).token),
  }),
}));
