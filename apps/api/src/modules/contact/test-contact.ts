import { contactMessages } from '../../db/schema/site-forms';
import type { TestApi } from '../../test/harness';

/** A contact message written straight to the database (no rate limit, no e-mail): its id. */
export async function storedContactMessage(
  api: TestApi,
  over: Partial<typeof contactMessages.$inferInsert> = {},
): Promise<string> {
  const [row] = await api.deps.db
    .insert(contactMessages)
    .values({
      name: 'Ana Roy',
      email: 'ana@example.test',
      topic: 'RENTING',
      message: 'Is parking included?',
      locale: 'en',
      ...over,
    })
    .returning({ id: contactMessages.id });
  return row!.id;
}
