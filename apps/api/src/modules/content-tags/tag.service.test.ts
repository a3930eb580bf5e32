import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { blogTags, blogs, contentTags } from '../../db/schema/blogs';
import type { AppError } from '../../graphql/errors';
import { createTestApi, type TestApi } from '../../test/harness';
import { recountTagUse, tagIdsForNames } from './tag.service';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

it('finds tags by name without regard to case and creates the missing ones', async () => {
  const [first] = await tagIdsForNames(api.deps.db, ['Moving']);
  const ids = await tagIdsForNames(api.deps.db, ['moving ', 'Budget', 'budget']);
  expect(ids).toHaveLength(2);
  expect(ids[0]).toBe(first);
  const names = (await api.deps.db.select({ name: contentTags.name }).from(contentTags)).map((r) => r.name);
  expect(names.sort()).toEqual(['Budget', 'Moving']);
});

it('finds a tag whose lower case differs between JavaScript and the database', async () => {
  const [created] = await tagIdsForNames(api.deps.db, ['ΟΔΟΣ']);
  expect(created).toMatch(/^[0-9a-f-]{36}$/);
  // The database lowers the final capital sigma to σ, JavaScript to ς: its spelling finds the tag.
  expect(await tagIdsForNames(api.deps.db, ['οδοσ'])).toEqual([created]);
});

it('refuses an empty name or too many tags, creating none', async () => {
  const code = async (names: string[]) => {
    try {
      await tagIdsForNames(api.deps.db, names);
    } catch (error) {
      return (error as AppError).code;
    }
    return 'ok';
  };
  expect(await code([' '])).toBe('TAG_NAME_INVALID');
  expect(await code(Array.from({ length: 11 }, (_, i) => `new-${i}`))).toBe('TOO_MANY_TAGS');
  expect(await api.deps.db.select().from(contentTags).where(eq(contentTags.name, 'new-0'))).toEqual([]);
});

it('recounts how many posts carry a tag', async () => {
  const [tagId] = await tagIdsForNames(api.deps.db, ['Counted']);
  const [post] = await api.deps.db
    .insert(blogs)
    .values({ title: 'P', slug: 'p', bodyJson: { type: 'doc', content: [] }, bodyHtml: '', bodyText: '' })
    .returning();
  await api.deps.db.insert(blogTags).values({ blogId: post!.id, tagId: tagId! });
  await recountTagUse(api.deps.db, [tagId!]);
  const [tag] = await api.deps.db.select().from(contentTags).where(eq(contentTags.id, tagId!));
  expect(tag!.mostUsed).toBe(1);
});
