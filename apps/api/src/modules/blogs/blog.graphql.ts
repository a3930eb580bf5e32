import type { BlogInput as BlogInputData } from '@rentals/domain/blogs/schemas';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { builder } from '../../graphql/builder';
import { requireViewer } from '../../graphql/viewer';
import { LocaleEnum } from '../users/user.graphql';
import {
  BLOG_ORDERS,
  countBlogs,
  countPublicBlogs,
  findBlog,
  findBlogs,
  findPublicBlogs,
  withAuthorsAndTags,
  type BlogFilter,
} from './blog-queries.service';
import { deleteBlog, saveBlog, setBlogPublished } from './blog.service';
import { BlogRef, BlogStatusEnum } from './blog-types.graphql';
// Registers what a user's data export holds of this domain (modules/privacy).
import './blog-data-export';

/*
 * Blog posts (issue 23): the staff table and form (/admin-blogs, permission module `blogs`) and
 * the public /blogs and /blog/{id}/{slug}. Writes are in blog.service.ts.
 */

const BlogOrderEnum = builder.enumType('BlogOrder', {
  description: 'UPDATED (last changed first, the default), NEWEST, TITLE (A to Z) or MOST_SEEN.',
  values: BLOG_ORDERS,
});

const BlogWhereInput = builder.inputType('BlogWhereInput', {
  description: 'Filters of the staff table, all optional.',
  fields: (t) => ({
    search: t.string({ description: 'Words of the title, summary or text (accents and case ignored).' }),
    status: t.field({ type: BlogStatusEnum, description: 'Only this status.' }),
    tag: t.string({ description: 'Only posts with this tag name.' }),
    authorId: t.id({ description: 'Only posts by this author.' }),
    locale: t.field({ type: LocaleEnum, description: 'Only posts in this language.' }),
  }),
});

const BlogInput = builder.inputType('BlogInput', {
  description:
    'A post from the staff form. isPublished publishes now; otherwise publishAt schedules it; neither keeps a draft.',
  fields: (t) => ({
    title: t.string({ required: true, description: 'Title, at most 150 characters.' }),
    slug: t.string({ description: 'Title part of the address; made from the title when blank.' }),
    description: t.string({ description: 'Summary, at most 300 characters.' }),
    body: t.field({ type: 'JSON', required: true, description: "The editor's document." }),
    thumbnailUrl: t.string({ description: 'A BLOG_THUMBNAIL picture from uploadImage (/files/<id>).' }),
    tags: t.stringList({ description: 'Tag names; missing ones are created.' }),
    authorId: t.id({ description: 'A blog author.' }),
    locale: t.field({ type: LocaleEnum, required: true, description: 'Its language.' }),
    isPublished: t.boolean({ description: 'Publish now.' }),
    publishAt: t.field({ type: 'DateTime', description: 'Publish at this time (in the future).' }),
  }),
});

type Where = {
  search?: string | null;
  status?: string | null;
  tag?: string | null;
  authorId?: string | number | null;
  locale?: string | null;
};
const filterOf = (where: Where | null | undefined): BlogFilter => ({
  search: where?.search,
  status: where?.status as BlogFilter['status'],
  tag: where?.tag,
  authorId: where?.authorId == null ? null : String(where.authorId),
  locale: where?.locale as BlogFilter['locale'],
});

builder.queryFields((t) => ({
  blogs: t.field({
    type: [BlogRef],
    description: 'Posts of every status under the filters, 10 a page by default: staff with blogs view.',
    authScopes: { staff: 'blogs:view' },
    args: {
      where: t.arg({ type: BlogWhereInput, description: 'Filters.' }),
      orderBy: t.arg({ type: BlogOrderEnum, description: 'Order (UPDATED by default).' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
      take: t.arg.int({ description: 'Page size (10 by default, at most 100).' }),
    },
    resolve: (_r, args, ctx) =>
      findBlogs(ctx.db, filterOf(args.where), args.orderBy ?? 'UPDATED', {
        first: args.take,
        skip: args.skip,
      }),
  }),
  blogCount: t.int({
    description: 'How many posts match the filters: staff with blogs view.',
    authScopes: { staff: 'blogs:view' },
    args: { where: t.arg({ type: BlogWhereInput, description: 'Filters.' }) },
    resolve: (_r, args, ctx) => countBlogs(ctx.db, filterOf(args.where)),
  }),
  blog: t.field({
    type: BlogRef,
    nullable: true,
    description: 'One post: published ones for everyone, any for staff with blogs view; null when none.',
    authScopes: { public: true },
    args: { id: t.arg.id({ required: true, description: 'Post id.' }) },
    resolve: (_r, args, ctx) =>
      findBlog(ctx.db, String(args.id), !hasModulePermission(ctx.viewer, 'blogs', 'view')),
  }),
  publicBlogs: t.field({
    type: [BlogRef],
    description: 'Published posts, newest first, 10 a page by default.',
    authScopes: { public: true },
    args: {
      search: t.arg.string({ description: 'Words (accents and case ignored).' }),
      tag: t.arg.string({ description: 'A tag name.' }),
      locale: t.arg({ type: LocaleEnum, description: 'Their language; all languages when left out.' }),
      skip: t.arg.int({ description: 'Rows to skip.' }),
      take: t.arg.int({ description: 'Page size.' }),
    },
    resolve: (_r, args, ctx) =>
      findPublicBlogs(
        ctx.db,
        { search: args.search, tag: args.tag, locale: args.locale },
        { first: args.take, skip: args.skip },
      ),
  }),
  publicBlogCount: t.int({
    description: 'How many published posts match.',
    authScopes: { public: true },
    args: {
      search: t.arg.string({ description: 'Words.' }),
      tag: t.arg.string({ description: 'A tag name.' }),
      locale: t.arg({ type: LocaleEnum, description: 'Their language.' }),
    },
    resolve: (_r, args, ctx) =>
      countPublicBlogs(ctx.db, { search: args.search, tag: args.tag, locale: args.locale }),
  }),
}));

const viewOf = async (
  ctx: { db: Parameters<typeof withAuthorsAndTags>[0] },
  row: Parameters<typeof withAuthorsAndTags>[1][number],
) => (await withAuthorsAndTags(ctx.db, [row]))[0]!;

/** The form as the domain schema reads it (ids arrive as strings or numbers). */
const dataOf = (data: { authorId?: string | number | null }): BlogInputData => ({
  ...(data as BlogInputData),
  authorId: data.authorId == null ? null : String(data.authorId),
});

builder.mutationFields((t) => ({
  createBlog: t.field({
    type: BlogRef,
    description: 'Writes a post: staff with blogs add.',
    authScopes: { staff: 'blogs:add' },
    args: { data: t.arg({ type: BlogInput, required: true, description: 'The post.' }) },
    resolve: async (_r, args, ctx) =>
      viewOf(ctx, await saveBlog(ctx.db, { data: dataOf(args.data), userId: requireViewer(ctx.viewer).id })),
  }),
  updateBlog: t.field({
    type: BlogRef,
    description: 'Changes a post: staff with blogs edit.',
    authScopes: { staff: 'blogs:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Post id.' }),
      data: t.arg({ type: BlogInput, required: true, description: 'The post.' }),
    },
    resolve: async (_r, args, ctx) =>
      viewOf(
        ctx,
        await saveBlog(ctx.db, {
          id: String(args.id),
          data: dataOf(args.data),
          userId: requireViewer(ctx.viewer).id,
        }),
      ),
  }),
  publishBlog: t.field({
    type: BlogRef,
    description: 'The publish toggle: publishes now, or takes back to a draft: staff with blogs edit.',
    authScopes: { staff: 'blogs:edit' },
    args: {
      id: t.arg.id({ required: true, description: 'Post id.' }),
      isPublished: t.arg.boolean({ required: true, description: 'Published or not.' }),
    },
    resolve: async (_r, args, ctx) =>
      viewOf(ctx, await setBlogPublished(ctx.db, String(args.id), args.isPublished)),
  }),
  deleteBlog: t.boolean({
    description: 'Deletes a post: staff with blogs delete.',
    authScopes: { staff: 'blogs:delete' },
    args: { id: t.arg.id({ required: true, description: 'Post id.' }) },
    resolve: (_r, args, ctx) => deleteBlog(ctx.db, String(args.id)),
  }),
}));
