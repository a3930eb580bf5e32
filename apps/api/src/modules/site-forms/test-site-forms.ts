import type { SiteFormDefinitionInput } from '@rentals/domain/site-forms/definition';
import { siteFormSubmissions, siteForms } from '../../db/schema/site-forms';
import type { TestApi } from '../../test/harness';

let seq = 0;

/** A small form definition: a required name, an optional e-mail, a required select. */
export function formDefinition(over: Partial<SiteFormDefinitionInput> = {}): SiteFormDefinitionInput {
  return {
    slug: `test-form-${++seq}`,
    titleEn: 'Test form',
    titleFr: 'Formulaire test',
    thankYouEn: 'Thanks!',
    thankYouFr: 'Merci!',
    notifyEmail: 'team@example.test',
    fields: [
      { key: 'name', type: 'SHORT_TEXT', labelEn: 'Name', labelFr: 'Nom', required: true },
      { key: 'email', type: 'EMAIL', labelEn: 'Email', labelFr: 'Courriel' },
      {
        key: 'kind',
        type: 'SELECT',
        labelEn: 'Kind',
        labelFr: 'Genre',
        required: true,
        options: [
          { value: 'condo', labelEn: 'Condo', labelFr: 'Condo' },
          { value: 'house', labelEn: 'House', labelFr: 'Maison' },
        ],
      },
    ],
    ...over,
  };
}

/** A form written straight to the database: its id and slug. */
export async function storedForm(api: TestApi, over: Partial<SiteFormDefinitionInput> = {}) {
  const def = formDefinition(over);
  const [row] = await api.deps.db
    .insert(siteForms)
    .values({
      ...def,
      fields: def.fields.map((f) => ({ helpEn: '', helpFr: '', required: false, options: [], ...f })),
      routePath: def.routePath ?? null,
    })
    .returning({ id: siteForms.id, slug: siteForms.slug });
  return row!;
}

/** A submission written straight to the database: its id. */
export async function storedSubmission(
  api: TestApi,
  formId: string,
  answers: Record<string, unknown> = { name: 'Ana' },
) {
  const [row] = await api.deps.db
    .insert(siteFormSubmissions)
    .values({ formId, answers, locale: 'en' })
    .returning({ id: siteFormSubmissions.id });
  return row!.id;
}
