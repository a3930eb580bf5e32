import type { TFunction } from 'i18next';
import type { BlogPostQuery, PublicBlogsQuery } from '../../../gql/graphql';
import { breadcrumbList, clipText, type PageHead } from '../../../lib/head/page-head';
import { blogPostPath, type PublicBlogParams } from '../format/public-params';

/*
 * The heads of /blogs and /blog/{id}/{slug}: what shared links preview and search engines read
 * before any script runs. A post's head is a schema.org BlogPosting with its picture, author and
 * dates; the canonical is the post's own slug, whatever slug the visitor came by.
 */

type Post = NonNullable<BlogPostQuery['blog']>;

export function blogsHead(
  params: PublicBlogParams,
  data: PublicBlogsQuery | undefined,
  t: TFunction<'blogs'>,
): PageHead {
  const query = new URLSearchParams();
  if (params.tag) query.set('tag', params.tag);
  if (params.posts) query.set('posts', params.posts);
  if (params.page > 1) query.set('page', String(params.page));
  const path = query.size ? `/blogs?${query.toString()}` : '/blogs';
  const posts = data?.publicBlogs ?? [];
  return {
    title: params.tag ? `${t('public.title')} · ${params.tag}` : t('public.title'),
    description: t('public.headDescription'),
    path,
    image: posts.find((p) => p.thumbnailUrl)?.thumbnailUrl ?? null,
    // A search's results are not a page of their own.
    noindex: !!params.q,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'Blog',
        name: t('public.title'),
        description: t('public.headDescription'),
        url: '/blogs',
        blogPost: posts.map((p) => ({
          '@type': 'BlogPosting',
          headline: p.title,
          url: blogPostPath(p),
          datePublished: p.publishedAt ?? undefined,
        })),
      },
    ],
  };
}

export function blogPostHead(post: Post, t: TFunction<'blogs'>): PageHead {
  const path = blogPostPath(post);
  const description = clipText(post.description || post.title);
  return {
    title: post.title,
    description,
    path,
    image: post.thumbnailUrl,
    imageAlt: post.title,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description,
        url: path,
        mainEntityOfPage: path,
        inLanguage: post.locale === 'fr' ? 'fr-CA' : 'en-CA',
        image: post.thumbnailUrl ? [post.thumbnailUrl] : undefined,
        datePublished: post.publishedAt ?? undefined,
        dateModified: post.updatedAt,
        timeRequired: `PT${post.avgReadingTime}M`,
        keywords: post.tags.map((tag) => tag.name).join(', ') || undefined,
        author: post.author ? { '@type': 'Person', name: post.author.name } : undefined,
      },
      breadcrumbList([
        { name: t('post.crumbHome'), path: '/' },
        { name: t('post.crumbBlog'), path: '/blogs' },
        { name: post.title, path },
      ]),
    ],
  };
}

export function blogNotFoundHead(t: TFunction<'blogs'>, id: string): PageHead {
  return {
    title: t('post.notFoundTitle'),
    description: t('post.notFoundText'),
    path: `/blog/${id}`,
    noindex: true,
  };
}
