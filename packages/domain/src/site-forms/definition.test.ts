import { describe, expect, it } from 'vitest';
import { moveField, siteFormDefinitionSchema, storedFields } from './definition';

const field = (over: Record<string, unknown> = {}) => ({
  key: 'fullName',
  type: 'SHORT_TEXT',
  labelEn: 'Full name',
  labelFr: 'Nom complet',
  required: true,
  ...over,
});

const form = (over: Record<string, unknown> = {}) => ({
  slug: 'Listing-Form',
  routePath: '/listing-form',
  titleEn: 'Listing Form',
  titleFr: "Formulaire d'annonce",
  thankYouEn: 'Thank you!',
  thankYouFr: 'Merci!',
  notifyEmail: 'Team@Example.test',
  fields: [field()],
  ...over,
});

const issues = (input: unknown) =>
  siteFormDefinitionSchema.safeParse(input).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`) ??
  [];

describe('siteFormDefinitionSchema', () => {
  it('keeps a valid definition, normalized, with defaults', () => {
    const parsed = siteFormDefinitionSchema.parse(form());
    expect(parsed).toMatchObject({
      slug: 'listing-form',
      notifyEmail: 'team@example.test',
      promptEn: '',
      showContactLine: false,
      isPublished: true,
    });
    expect(parsed.fields[0]).toEqual({ ...field(), helpEn: '', helpFr: '', options: [] });
  });

  it('refuses a bad slug, an unknown route, missing texts and a bad e-mail', () => {
    expect(issues(form({ slug: 'no spaces' }))).toContain('slug:invalid');
    expect(issues(form({ slug: '-a' }))).toContain('slug:invalid');
    expect(issues(form({ routePath: '/admin' }))).toContain('routePath:invalidChoice');
    expect(issues(form({ titleFr: ' ' }))).toContain('titleFr:required');
    expect(issues(form({ thankYouEn: '' }))).toContain('thankYouEn:required');
    expect(issues(form({ notifyEmail: 'x@' }))).toContain('notifyEmail:email');
    expect(issues(form({ titleEn: 'x'.repeat(121) }))).toContain('titleEn:tooLong');
  });

  it('allows no route path (served at /forms/{slug} only)', () => {
    expect(siteFormDefinitionSchema.parse(form({ routePath: null })).routePath).toBeNull();
    expect(siteFormDefinitionSchema.parse(form({ routePath: undefined })).routePath).toBeNull();
  });

  it('needs at least one field, with unique keys (any case) and known types', () => {
    expect(issues(form({ fields: [] }))).toContain('fields:required');
    expect(issues(form({ fields: [field(), field({ key: 'FULLNAME' })] }))).toContain('fields.1.key:invalid');
    expect(issues(form({ fields: [field({ key: '1st' })] }))).toContain('fields.0.key:invalid');
    expect(issues(form({ fields: [field({ type: 'SIGNATURE' })] }))).toContain('fields.0.type:invalidChoice');
    expect(issues(form({ fields: [field({ labelFr: '' })] }))).toContain('fields.0.labelFr:required');
  });

  it('needs options for select and checkboxes only, each value once', () => {
    const opt = (value: string) => ({ value, labelEn: value, labelFr: value });
    expect(issues(form({ fields: [field({ type: 'SELECT' })] }))).toContain('fields.0.options:required');
    expect(
      issues(form({ fields: [field({ type: 'CHECKBOXES', options: [opt('a'), opt('a')] })] })),
    ).toContain('fields.0.options.1.value:invalid');
    expect(issues(form({ fields: [field({ type: 'SHORT_TEXT', options: [opt('a')] })] }))).toContain(
      'fields.0.options:invalid',
    );
    expect(issues(form({ fields: [field({ type: 'SELECT', options: [opt('a'), opt('b')] })] }))).toEqual([]);
  });
});

describe('storedFields', () => {
  it('reads back valid fields and leaves out broken ones', () => {
    expect(storedFields([field(), { key: 'x' }]).map((f) => f.key)).toEqual(['fullName']);
    expect(storedFields(null)).toEqual([]);
  });
});

describe('moveField', () => {
  it('swaps a field with its neighbour and ignores moves past the ends', () => {
    expect(moveField(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveField(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveField(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveField(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
