import { HELP_FEEDBACK_COMMENT_MAX, HELP_PAGE_SIZE, HELP_TAKE_MAX } from '@rentals/domain/help-center/rules';
import { eq } from 'drizzle-orm';
import { helpArticles, type HelpArticleFeedbackRow } from '../../db/schema/help-center';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import { HelpArticleRef } from './help-center-types.graphql';
import {
  answerHelpArticle,
  countHelpFeedback,
  findHelpFeedback,
  helpAnswerVisitorKey,
} from './help-feedback.service';
import { idOf, optionalIdOf } from './help-ids';

/** 'Was this article helpful?': readers answer, staff with helpCenter view read the answers. */

const HelpFeedbackRef = builder.objectRef<HelpArticleFeedbackRow>('HelpFeedback').implement({
  description: "A reader's answer to 'Was this article helpful?'.",
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Answer id.' }),
    article: t.field({
      type: HelpArticleRef,
      description: 'The article answered about (a draft too: staff read this).',
      resolve: async (f, _a, ctx) => {
        const [article] = await ctx.db.select().from(helpArticles).where(eq(helpArticles.id, f.articleId));
        // Answers go with their article (cascade), so it is there.
        return article!;
      },
    }),
    helpful: t.exposeBoolean('helpful', { description: 'Yes (true) or No (false).' }),
    comment: t.exposeString('comment', {
      nullable: true,
      description: "What the reader said was missing, with a 'No'; null otherwise.",
    }),
    locale: t.field({
      type: LocaleEnum,
      description: 'The language the reader used the site in.',
      resolve: (f) => f.locale,
    }),
    createdAt: t.field({
      type: 'DateTime',
      description: 'When the reader gave this answer (a changed answer: when it was changed).',
      resolve: (f) => f.createdAt,
    }),
  }),
});

builder.queryFields((t) => {
  const filterArgs = () => ({
    articleId: t.arg.id({ description: 'Only the answers about this article.' }),
    helpful: t.arg.boolean({ description: "Only 'Yes' (true) or only 'No' (false) answers." }),
  });
  const filterOf = (args: { articleId?: string | number | null; helpful?: boolean | null }) => ({
    articleId: optionalIdOf(args.articleId),
    helpful: args.helpful,
  });
  return {
    helpCenterFeedback: t.field({
      type: [HelpFeedbackRef],
      description: `Staff with helpCenter view: readers' answers, newest first, with their article; articleId and helpful narrow. take default ${HELP_PAGE_SIZE}, at most ${HELP_TAKE_MAX}.`,
      authScopes: { staff: 'helpCenter:view' },
      args: {
        ...filterArgs(),
        skip: t.arg.int({ description: 'Answers to skip.' }),
        take: t.arg.int({
          description: `Page size (${HELP_PAGE_SIZE} by default, at most ${HELP_TAKE_MAX}).`,
        }),
      },
      resolve: (_r, args, ctx) =>
        findHelpFeedback(ctx.db, filterOf(args), { first: args.take, skip: args.skip }),
    }),
    helpCenterFeedbackCount: t.int({
      description:
        'Staff with helpCenter view: how many answers helpCenterFeedback has with the same filter.',
      authScopes: { staff: 'helpCenter:view' },
      args: filterArgs(),
      resolve: (_r, args, ctx) => countHelpFeedback(ctx.db, filterOf(args)),
    }),
  };
});

builder.mutationField('answerHelpCenter', (t) =>
  t.boolean({
    description: `'Was this article helpful?' about a published article. One answer per visitor and article; answering again replaces it (and the counts). The comment (at most ${HELP_FEEDBACK_COMMENT_MAX} characters) is kept only with helpful false. HELP_ARTICLE_NOT_FOUND, VALIDATION_FAILED.`,
    authScopes: { public: true },
    args: {
      id: t.arg.id({ required: true, description: 'Article id.' }),
      helpful: t.arg.boolean({ required: true, description: 'Yes (true) or No (false).' }),
      comment: t.arg.string({ description: "What was missing, with a 'No'." }),
    },
    resolve: (_r, args, ctx) =>
      answerHelpArticle(
        ctx.db,
        idOf(args.id),
        helpAnswerVisitorKey(ctx.config, { userId: ctx.viewer?.id, ip: ctx.ip, userAgent: ctx.userAgent }),
        { helpful: args.helpful, comment: args.comment },
        ctx.locale,
      ),
  }),
);
