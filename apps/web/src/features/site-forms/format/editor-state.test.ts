import { siteFormDefinitionSchema } from '@rentals/domain/site-forms/definition';
import { describe, expect, it } from 'vitest';
import { definitionOf, editorStateOf, newField, withType } from './editor-state';

describe('the form builder working copy', () => {
  it('starts a new form with one field and valid defaults once titled and labelled', () => {
    const state = editorStateOf(null, 'team@example.ca');
    expect(state.fields).toHaveLength(1);
    state.slug = 'open-house';
    state.titleEn = 'Open house';
    state.titleFr = 'Portes ouvertes';
    state.fields[0] = { ...state.fields[0]!, labelEn: 'Name', labelFr: 'Nom' };
    expect(siteFormDefinitionSchema.safeParse(definitionOf(state)).success).toBe(true);
    expect(definitionOf(state).routePath).toBeNull();
    expect(definitionOf(state).fields[0]).not.toHaveProperty('uid');
  });

  it('adds an option when a field becomes a choice and drops them otherwise', () => {
    const select = withType(newField(2), 'SELECT');
    expect(select.options).toHaveLength(1);
    expect(withType(select, 'DATE').options).toEqual([]);
    expect(withType(select, 'CHECKBOXES').options).toBe(select.options);
  });
});
