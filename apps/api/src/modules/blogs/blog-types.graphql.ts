import { BLOG_STATUSES, blogStatusOf } from '@rentals/domain/blogs/rules';
import { hasModulePermission } from '@rentals/domain/users/rules';
import type { BlogAuthorRow } from '../../db/schema/blogs';
import { builder } from '../../graphql/builder';
import { TagRef } from '../content-tags/tag.graphql';
import { LocaleEnum } from '../users/user.graphql';
import { relatedBlogs, type BlogView } from './blog-queries.service';

/** The GraphQL shapes of blog posts and their authors (spec/01 §3 Blog). */

export const BlogStatusEnum = builder.enumType('BlogStatus', {
  description: 'PUBLISHED (visible), SCHEDULED (published by the server at publishAt) or DRAFT.',
  values: BLOG_STATUSES,
});

export const BlogAuthorRef = builder
  .objectRef<BlogAuthorRow & { postCount?: number }>('BlogAuthor')
  .implement({
    description: 'Who writes blog posts: name, bio and photo.',
    fields: (t) => ({
      id: t.exposeID('id', { description: 'Author id.' }),
      name: t.exposeString('name', { description: 'Name shown on posts.' }),
      bio: t.exposeString('bio', { nullable: true, description: 'A few lines about them.' }),
      avatarUrl: t.exposeString('avatarUrl', { nullable: true, description: 'Photo address.' }),
      postCount: t.int({
        nullable: true,
        description: 'How many posts they sign (in the staff authors list; null elsewhere).',
        resolve: (a) => a.postCount ?? null,
      }),
    }),
  });

export const BlogRef = builder.objectRef<BlogView>('Blog');
BlogRef.implement({
  description: 'A blog post. Visitors see published posts only; staff with blogs view see all.',
  fields: (t) => ({
    id: t.exposeID('id', { description: 'Post id.' }),
    title: t.exposeString('title', { description: 'Title.' }),
    slug: t.exposeString('slug', {
      description: 'The title part of its address, /blog/{id}/{slug}; any other one redirects to it.',
    }),
    description: t.exposeString('description', {
      description: 'Short summary for cards and search engines.',
    }),
    bodyHtml: t.exposeString('bodyHtml', { description: 'The text as sanitized HTML.' }),
    bodyJson: t.field({
      type: 'JSON',
      nullable: true,
      description: "The editor's document, for staff with blogs view (null for others).",
      resolve: (b, _a, ctx) => (hasModulePermission(ctx.viewer, 'blogs', 'view') ? b.bodyJson : null),
    }),
    thumbnailUrl: t.exposeString('thumbnailUrl', { nullable: true, description: 'Thumbnail address.' }),
    locale: t.field({ type: LocaleEnum, description: 'Its language.', resolve: (b) => b.locale }),
    isPublished: t.exposeBoolean('isPublished', { description: 'Visible to visitors.' }),
    status: t.field({
      type: BlogStatusEnum,
      description: 'Published, scheduled or draft.',
      resolve: (b) => blogStatusOf(b),
    }),
    publishAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When a scheduled post will be published.',
      resolve: (b) => b.publishAt,
    }),
    publishedAt: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When it was first published (its date).',
      resolve: (b) => b.publishedAt,
    }),
    seen: t.exposeInt('seen', { description: 'Counted views (one per visitor per 30 minutes).' }),
    avgReadingTime: t.exposeInt('avgReadingTime', {
      description: 'Reading time in minutes, from the words.',
    }),
    author: t.field({
      type: BlogAuthorRef,
      nullable: true,
      description: 'Who wrote it.',
      resolve: (b) => b.author,
    }),
    tags: t.field({ type: [TagRef], description: 'Its tags, A to Z.', resolve: (b) => b.tags }),
    createdAt: t.field({ type: 'DateTime', description: 'Created.', resolve: (b) => b.createdAt }),
    updatedAt: t.field({ type: 'DateTime', description: 'Last changed.', resolve: (b) => b.updatedAt }),
    related: t.field({
      type: [BlogRef],
      description: 'Published posts in its language sharing the most tags with it (at most 12).',
      args: { take: t.arg.int({ description: 'How many (3 by default).' }) },
      resolve: (b, args, ctx) => relatedBlogs(ctx.db, b, args.take ?? 3),
    }),
  }),
});
