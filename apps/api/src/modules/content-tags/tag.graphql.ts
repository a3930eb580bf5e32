import type { ContentTagRow } from '../../db/schema/blogs';
import { builder } from '../../graphql/builder';
import { LocaleEnum } from '../users/user.graphql';
import { visitorKey } from '../../graphql/visitor-key';
import { clickTag, createTag, deleteTag, findTags, TAG_ORDERS, updateTag } from './tag-admin.service';

/*
 * Tag items (spec/01 §3: id, name, mostUsed, mostClick), shared by blog posts and curated articles.
 * The list is public (the /blogs tag filter); staff with blogs add, edit or delete manage it.
 */

export const TagRef = builder.objectRef<ContentTagRow>('Tag').implement({
  description: 'A tag of blog posts and curated articles.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Tag id.' }),
    name: t.exposeString('name', { description: 'Name, unique without regard to case.' }),
    mostUsed: t.exposeInt('mostUsed', { description: 'How many posts and articles carry it.' }),
    mostClick: t.exposeInt('mostClick', { description: "Visitors' clicks on it in the /blogs tag filter." }),
  }),
});

const TagOrderEnum = builder.enumType('TagOrder', {
  description: 'NAME (A to Z), MOST_USED or MOST_CLICK first.',
  values: TAG_ORDERS,
});

builder.queryField('tags', (t) =>
  t.field({
    type: [TagRef],
    description: 'Tags, at most `first` (100 by default and at most).',
    authScopes: { public: true },
    args: {
      search: t.arg.string({ description: 'Part of the name, without regard to accents or case.' }),
      orderBy: t.arg({ type: TagOrderEnum, description: 'Order; NAME by default.' }),
      usedOnly: t.arg.boolean({ description: 'Only tags carried by at least one post or article.' }),
      locale: t.arg({
        type: LocaleEnum,
        description: 'Only tags of a published blog post in this language (the /blogs filter).',
      }),
      first: t.arg.int({ description: 'How many.' }),
    },
    resolve: (_r, args, ctx) =>
      findTags(ctx.db, {
        search: args.search,
        order: args.orderBy ?? 'NAME',
        usedOnly: args.usedOnly ?? false,
        postLocale: args.locale,
        first: args.first,
      }),
  }),
);

builder.mutationFields((t) => ({
  createTag: t.field({
    type: TagRef,
    description: 'Adds a tag: staff with blogs add. TAG_NAME_TAKEN when the name exists.',
    authScopes: { staff: 'blogs:add' },
    args: { name: t.arg.string({ required: true, description: 'Name, 1 to 40 characters.' }) },
    resolve: (_r, args, ctx) => createTag(ctx.db, args.name),
  }),
  updateTag: t.field({
    type: TagRef,
    description: 'Renames a tag everywhere it is used: staff with blogs edit.',
    authScopes: { staff: 'blogs:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Tag id.' }),
      name: t.arg.string({ required: true, description: 'New name.' }),
    },
    resolve: (_r, args, ctx) => updateTag(ctx.db, String(args.id), args.name),
  }),
  deleteTag: t.boolean({
    description: 'Deletes a tag no post or article carries: staff with blogs delete. TAG_IN_USE otherwise.',
    authScopes: { staff: 'blogs:delete' },
    args: { id: t.arg.id({ required: true, description: 'Tag id.' }) },
    resolve: (_r, args, ctx) => deleteTag(ctx.db, String(args.id)),
  }),
  clickTag: t.boolean({
    description:
      "Counts a visitor's click on a tag of the /blogs filter (mostClick); false when the visitor's clicks are past the rate and this one was not counted.",
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Tag id.' }) },
    resolve: (_r, args, ctx) =>
      clickTag(
        ctx.db,
        String(args.id),
        visitorKey(ctx.config, { userId: ctx.viewer?.id, ip: ctx.ip, userAgent: ctx.userAgent }, 'tag-click'),
      ),
  }),
}));
