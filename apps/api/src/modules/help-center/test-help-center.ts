import type { HelpArticleInput, HelpCollectionInput } from '@rentals/domain/help-center/schemas';
import { helpCollectionInputSchema } from '@rentals/domain/help-center/schemas';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { HelpArticleRow, HelpCollectionRow } from '../../db/schema/help-center';
import type { TestApi } from '../../test/harness';
import { createHelpArticle } from './help-article.service';
import { createHelpCollection } from './help-collection.service';

/** Test data of the help center: collections, articles, thumbnails. */

const tag = () => randomBytes(3).toString('hex');

/** An editor document of one paragraph per text. */
export const doc = (...paragraphs: string[]) => ({
  type: 'doc',
  content: paragraphs.map((text) => ({ type: 'paragraph', content: [{ type: 'text', text }] })),
});

export const collectionData = (overrides: Partial<HelpCollectionInput> = {}): HelpCollectionInput => ({
  titleEn: `Getting started ${tag()}`,
  titleFr: `Pour commencer ${tag()}`,
  descriptionEn: 'Your first steps.',
  descriptionFr: 'Vos premiers pas.',
  audience: 'EVERYONE',
  ...overrides,
});

export const articleData = (
  collectionId: string,
  overrides: Partial<HelpArticleInput> = {},
): HelpArticleInput => ({
  collectionId,
  title: `Saving a search ${tag()}`,
  description: 'Get told when a matching home is listed.',
  body: doc('Open the search page, set your filters, then choose Save this search.'),
  locale: 'en',
  userType: 'EVERYONE',
  isPublished: true,
  ...overrides,
});

/** A collection saved as staff would. */
export const freshCollection = (
  api: TestApi,
  overrides: Partial<HelpCollectionInput> = {},
): Promise<HelpCollectionRow> =>
  createHelpCollection(api.deps.db, helpCollectionInputSchema.parse(collectionData(overrides)));

/** An article saved as an admin would (in a new collection unless one is named), published unless told otherwise. */
export async function freshArticle(
  api: TestApi,
  overrides: Partial<HelpArticleInput> = {},
): Promise<HelpArticleRow> {
  const admin = await api.factories.user({ userType: 'ADMIN' });
  const collectionId = overrides.collectionId ?? (await freshCollection(api)).id;
  return createHelpArticle(api.deps.db, articleData(collectionId, overrides), admin.user.id);
}

/** Uploads a square JPEG of `side` px as HELP_CENTER_THUMBNAIL; answers its address. */
export async function uploadHelpThumbnail(api: TestApi, token: string, side = 300): Promise<string> {
  const jpeg = await sharp({ create: { width: side, height: side, channels: 3, background: '#00a857' } })
    .jpeg()
    .toBuffer();
  const response = await api.upload<{ uploadImage: { thumbnailUrl: string } }>(
    'mutation($f: Upload!) { uploadImage(file: $f, pathType: HELP_CENTER_THUMBNAIL) { thumbnailUrl } }',
    { f: null },
    { f: new File([new Uint8Array(jpeg)], 'thumb.jpg') },
    { token },
  );
  if (response.errors) throw new Error(JSON.stringify(response.errors));
  return response.data!.uploadImage.thumbnailUrl;
}

export const CREATE_COLLECTION =
  'mutation($d: HelpCollectionInput!) { createHelpCollection(data: $d) { id position title } }';
export const CREATE_ARTICLE =
  'mutation($d: HelpArticleInput!) { createHelpCenter(data: $d) { id order isPublished publishedAt bodyHtml categoryId } }';
export const UPDATE_ARTICLE =
  'mutation($id: ID!, $d: HelpArticleInput!) { updateHelpCenter(id: $id, data: $d) { id order categoryId isPublished } }';
export const REORDER =
  'mutation($kind: HelpReorderKind!, $c: ID, $ids: [ID!]!) { reorderContent(kind: $kind, collectionId: $c, ids: $ids) }';
