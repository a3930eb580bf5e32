import { ARTICLE_FIELD_LABELS } from '@rentals/domain/articles/field-labels';
import {
  ARTICLE_URL_MESSAGE_KEYS,
  articleUrlProblem,
  UPLOADED_IMAGE_PATH,
} from '@rentals/domain/articles/rules';
import { articleInputSchema, type ArticleInput } from '@rentals/domain/articles/schemas';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fileObjects } from '../../db/schema/files';
import { AppError } from '../../graphql/errors';
import { parseInput } from '../../graphql/validation';

/*
 * An article as staff send it, checked before anything is written: the address rule first, with
 * its own code (ARTICLE_URL_*) and the field it concerns, then the form's schema, then the picture.
 */

export async function checkedArticleInput(db: Db, data: unknown): Promise<ArticleInput> {
  const url = (data as { articleUrl?: unknown } | null)?.articleUrl;
  if (typeof url === 'string' && url.trim()) {
    const problem = articleUrlProblem(url);
    if (problem) {
      throw new AppError(problem, {}, [
        {
          path: 'articleUrl',
          key: ARTICLE_URL_MESSAGE_KEYS[problem],
          label: ARTICLE_FIELD_LABELS.articleUrl,
        },
      ]);
    }
  }
  const input = parseInput(articleInputSchema, data);
  if (input.imageUrl) await requireContentImage(db, input.imageUrl, ARTICLE_FIELD_LABELS.imageUrl);
  return input;
}

/** An uploaded picture must be a content picture that exists; an https one passed the schema. */
export async function requireContentImage(
  db: Db,
  imageUrl: string,
  label: { en: string; fr: string },
): Promise<void> {
  if (!UPLOADED_IMAGE_PATH.test(imageUrl)) return;
  const id = imageUrl.slice('/files/'.length);
  const [file] = await db
    .select({ id: fileObjects.id })
    .from(fileObjects)
    .where(and(eq(fileObjects.id, id), eq(fileObjects.pathType, 'CONTENT_IMAGE')));
  if (!file) {
    throw new AppError('ARTICLE_IMAGE_INVALID', {}, [
      { path: 'imageUrl', key: 'articleImageInvalid', label },
    ]);
  }
}
