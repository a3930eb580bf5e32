import type { BlogInput } from '@rentals/domain/blogs/schemas';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { TestApi } from '../../test/harness';
import { createBlogAuthor } from './blog-author.service';
import { saveBlog } from './blog.service';

/** Test data of blog posts. */

/** An editor document of one paragraph per text. */
export const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

export const blogData = (overrides: Partial<BlogInput> = {}): BlogInput => ({
  title: `Moving checklist ${randomBytes(3).toString('hex')}`,
  description: 'What to do before the truck arrives.',
  body: doc('Book the elevator, label the boxes and read the meter on the first day.'),
  tags: [],
  locale: 'en',
  isPublished: true,
  ...overrides,
});

/** A post saved as an admin would, published unless told otherwise. */
export async function freshPost(api: TestApi, overrides: Partial<BlogInput> = {}) {
  const admin = await api.factories.user({ userType: 'ADMIN' });
  return saveBlog(api.deps.db, { data: blogData(overrides), userId: admin.user.id });
}

export const freshAuthor = (api: TestApi, name = 'Camille Roy') =>
  createBlogAuthor(api.deps.db, { name, bio: 'Writes about renting in Montréal.' });

/** Uploads a square JPEG of `side` px as BLOG_THUMBNAIL; answers the response. */
export async function uploadThumbnail(api: TestApi, token: string | undefined, side: number) {
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer();
  return api.upload<{ uploadImage: { thumbnailUrl: string } }>(
    'mutation($f: Upload!) { uploadImage(file: $f, pathType: BLOG_THUMBNAIL) { thumbnailUrl } }',
    { f: null },
    { f: new File([new Uint8Array(jpeg)], 'thumb.jpg') },
    { token },
  );
}

export const CREATE_BLOG =
  'mutation($d: BlogInput!) { createBlog(data: $d) { id slug status avgReadingTime bodyHtml } }';
