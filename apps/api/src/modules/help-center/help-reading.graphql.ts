import { HELP_READ_SECONDS_MAX, HELP_VIEW_DEDUPE_MINUTES } from '@rentals/domain/help-center/rules';
import { builder } from '../../graphql/builder';
import { helpViewVisitorKey, recordHelpReading, recordHelpView } from './help-reading.service';
import { idOf } from './help-ids';

/** Counting help-article views and reading time (issue 24): public, for the staff's analytics. */

builder.mutationFields((t) => ({
  recordHelpCenterView: t.boolean({
    description: `Counts a view of a published article once per visitor per ${HELP_VIEW_DEDUPE_MINUTES} minutes; answers whether it counted. HELP_ARTICLE_NOT_FOUND for an unknown or unpublished article.`,
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Article id.' }) },
    resolve: (_r, args, ctx) =>
      recordHelpView(
        ctx.db,
        idOf(args.id),
        helpViewVisitorKey(ctx.config, { userId: ctx.viewer?.id, ip: ctx.ip, userAgent: ctx.userAgent }),
      ),
  }),
  recordHelpCenterReading: t.boolean({
    description: `How long the reader kept the article visible (sent when the page is hidden, maybe several times per view; whole seconds, at most ${HELP_READ_SECONDS_MAX}); only the increase over this view's earlier reports counts. False when there is no counted view to attach it to.`,
    authScopes: { public: true },
    args: {
      id: t.arg.id({ required: true, description: 'Article id.' }),
      seconds: t.arg.int({
        required: true,
        description: 'Seconds the article was visible in this view so far.',
      }),
    },
    resolve: (_r, args, ctx) =>
      recordHelpReading(
        ctx.db,
        idOf(args.id),
        helpViewVisitorKey(ctx.config, { userId: ctx.viewer?.id, ip: ctx.ip, userAgent: ctx.userAgent }),
        args.seconds,
      ),
  }),
}));
