import { ROLES } from '../../test/authorization/roles';
import { type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { formDefinition, storedForm, storedSubmission } from './test-site-forms';

let seq = 0;

/** Staff with articles view, add and edit: the demo sub-admin has them, not delete. */
const ARTICLE_EDITORS = ['SUB_ADMIN', 'ADMIN'] as const;
const ARTICLE_DELETERS = ['ADMIN'] as const;

/** A call with `$id` (a new form), `$slug` and `$sub` (one of its submissions). */
const onForm = (query: string) => async (api: TestApi, actors: Actors) => {
  const form = await storedForm(api);
  const sub = await storedSubmission(api, form.id);
  const variables: Record<string, unknown> = {};
  if (query.includes('$id')) variables.id = form.id;
  if (query.includes('$slug')) variables.slug = form.slug;
  if (query.includes('$sub')) variables.sub = sub;
  if (query.includes('$d')) variables.d = formDefinition();
  return api.execute(query, variables, { token: actors.self?.token });
};

/** Staff-defined forms and their submissions (modules/site-forms). */
export const SITE_FORM_ROWS: Row[] = [
  {
    operation: 'publicSiteForm',
    allowed: ROLES,
    run: onForm('query($slug: String) { publicSiteForm(slug: $slug) { id fields { key } } }'),
  },
  {
    operation: 'submitSiteForm',
    allowed: ROLES,
    run: onForm(
      `mutation($slug: String!) { submitSiteForm(slug: $slug, answers: { name: "Ana ${++seq}", kind: "condo" }) }`,
    ),
  },
  {
    operation: 'siteForms',
    allowed: [...ARTICLE_EDITORS],
    run: onForm('{ siteForms { id submissionCount } }'),
  },
  {
    operation: 'siteForm',
    allowed: [...ARTICLE_EDITORS],
    run: onForm('query($id: ID!) { siteForm(id: $id) { id notifyEmail } }'),
  },
  {
    operation: 'siteFormSubmissions',
    // Staff with inbox view: the demo sub-admin has none.
    allowed: ['ADMIN'],
    run: onForm('query($id: ID!) { siteFormSubmissions(formId: $id) { count items { id answers } } }'),
  },
  {
    operation: 'createSiteForm',
    allowed: [...ARTICLE_EDITORS],
    run: onForm('mutation($d: JSON!) { createSiteForm(data: $d) { id } }'),
  },
  {
    operation: 'updateSiteForm',
    allowed: [...ARTICLE_EDITORS],
    run: onForm('mutation($id: ID!, $d: JSON!) { updateSiteForm(id: $id, data: $d) { id } }'),
  },
  {
    operation: 'deleteSiteForm',
    allowed: [...ARTICLE_DELETERS],
    run: onForm('mutation($id: ID!) { deleteSiteForm(id: $id) }'),
  },
  {
    operation: 'deleteSiteFormSubmission',
    allowed: ['ADMIN'],
    run: onForm('mutation($sub: ID!) { deleteSiteFormSubmission(id: $sub) }'),
  },
];
