import {
  CONTENT_SEARCH_TAKE_DEFAULT,
  CONTENT_SEARCH_TAKE_MAX,
} from '@rentals/domain/knowledge-center/search-query';
import { builder } from '../../graphql/builder';
import { ContentHighlightRef } from '../knowledge-center/knowledge-center.graphql';
import { LocaleEnum } from '../users/user.graphql';
import { HelpArticleRef, HelpAudienceEnum } from './help-center-types.graphql';
import { searchHelpCenter, type HelpSearchHit, type HelpSearchResult } from './help-search.service';

/** The help center's search box (issue 24): public, published articles only. */

const HelpSearchHitRef = builder.objectRef<HelpSearchHit>('HelpSearchHit').implement({
  description: 'A published article matching a help-center search.',
  fields: (t) => ({
    article: t.field({ type: HelpArticleRef, description: 'The article.', resolve: (hit) => hit.article }),
    excerpt: t.string({
      description: 'A few lines of its summary and text around the first matching word.',
      resolve: (hit) => hit.excerpt.text,
    }),
    highlights: t.field({
      type: [ContentHighlightRef],
      description: 'The matching words in the excerpt (the same shapes as ContentSearchResult).',
      resolve: (hit) => hit.excerpt.highlights,
    }),
  }),
});

const HelpSearchResultRef = builder.objectRef<HelpSearchResult>('HelpSearchResult').implement({
  description: 'One page of a help-center search and how many articles match in all.',
  fields: (t) => ({
    total: t.exposeInt('total', { description: 'Matching articles, every page together.' }),
    hits: t.field({
      type: [HelpSearchHitRef],
      description: 'This page’s articles, best match first.',
      resolve: (r) => r.hits,
    }),
  }),
});

builder.queryField('searchHelpCenter', (t) =>
  t.field({
    type: HelpSearchResultRef,
    description: `Published articles in \`locale\` matching the query, best first: full text with English or French stemming on unaccented text, then titles close to the query by trigram similarity (a typo still finds them); province and usertype narrow. A search with total 0 is recorded on its first page (help_search_misses, per folded query, language and Toronto day). CONTENT_SEARCH_EMPTY / CONTENT_SEARCH_TOO_LONG on bad queries, CONTENT_SEARCH_PAGING_INVALID (take 1 to ${CONTENT_SEARCH_TAKE_MAX}).`,
    authScopes: { public: true },
    args: {
      query: t.arg.string({
        required: true,
        description: 'The words to look for (web search syntax: "a phrase", -word, or).',
      }),
      locale: t.arg({ type: LocaleEnum, required: true, description: 'The articles’ language.' }),
      province: t.arg.string({
        description: 'Province code: that province’s articles and those of every province.',
      }),
      usertype: t.arg({
        type: HelpAudienceEnum,
        description: 'RENTER / LANDLORD: theirs and EVERYONE’s; EVERYONE or none: every article.',
      }),
      skip: t.arg.int({ description: 'Results to skip (0 by default).' }),
      take: t.arg.int({ description: `Results to answer (${CONTENT_SEARCH_TAKE_DEFAULT} by default).` }),
    },
    resolve: (_root, args, ctx) =>
      searchHelpCenter(ctx.db, args, {
        skip: args.skip ?? 0,
        take: args.take ?? CONTENT_SEARCH_TAKE_DEFAULT,
      }),
  }),
);
