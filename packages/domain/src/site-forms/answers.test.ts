import { describe, expect, it } from 'vitest';
import { fieldLabelFor } from '../i18n/field-labels';
import { answerText, siteFormAnswersSchema, submitterEmail } from './answers';
import type { SiteFormField, SiteFormFieldType } from './fields';

const opts = [
  { value: 'condo', labelEn: 'Condo', labelFr: 'Condo' },
  { value: 'house', labelEn: 'House', labelFr: 'Maison' },
];
const f = (key: string, type: SiteFormFieldType, required = false): SiteFormField => ({
  key,
  type,
  labelEn: key,
  labelFr: `${key} fr`,
  helpEn: '',
  helpFr: '',
  required,
  options: type === 'SELECT' || type === 'CHECKBOXES' ? opts : [],
});

/** The message key of the one issue a single-field form gives for `value`, or the parsed answer. */
function check(type: SiteFormFieldType, value: unknown, required = false) {
  const r = siteFormAnswersSchema([f('a', type, required)]).safeParse({ a: value });
  return r.success ? { ok: r.data.a } : { error: r.error.issues[0]?.message };
}

describe('siteFormAnswersSchema, per field type', () => {
  it('short and long text: trimmed, bounded', () => {
    expect(check('SHORT_TEXT', '  Ana ')).toEqual({ ok: 'Ana' });
    expect(check('SHORT_TEXT', 'x'.repeat(201))).toEqual({ error: 'tooLong' });
    expect(check('LONG_TEXT', 'x'.repeat(5000))).toEqual({ ok: 'x'.repeat(5000) });
    expect(check('LONG_TEXT', 'x'.repeat(5001))).toEqual({ error: 'tooLong' });
    expect(check('SHORT_TEXT', 5)).toEqual({ error: 'invalid' });
  });

  it('e-mail: lower-cased, checked', () => {
    expect(check('EMAIL', ' Ana@Example.COM ')).toEqual({ ok: 'ana@example.com' });
    expect(check('EMAIL', 'ana@')).toEqual({ error: 'email' });
  });

  it('phone: 7 to 15 digits with the usual signs', () => {
    expect(check('PHONE', '+1 (416) 555-0100')).toEqual({ ok: '+1 (416) 555-0100' });
    expect(check('PHONE', '555')).toEqual({ error: 'phone' });
    expect(check('PHONE', 'call me')).toEqual({ error: 'phone' });
  });

  it('number: from a number or typed text', () => {
    expect(check('NUMBER', '2')).toEqual({ ok: 2 });
    expect(check('NUMBER', '1,5')).toEqual({ ok: 1.5 });
    expect(check('NUMBER', 3)).toEqual({ ok: 3 });
    expect(check('NUMBER', 'two')).toEqual({ error: 'invalid' });
  });

  it('date: a real calendar day', () => {
    expect(check('DATE', '2026-12-01')).toEqual({ ok: '2026-12-01' });
    expect(check('DATE', '2026-02-30')).toEqual({ error: 'invalidDate' });
  });

  it('select: one of the options', () => {
    expect(check('SELECT', 'house')).toEqual({ ok: 'house' });
    expect(check('SELECT', 'castle')).toEqual({ error: 'invalidChoice' });
  });

  it("checkboxes: options only, each once, in the form's order", () => {
    expect(check('CHECKBOXES', ['house', 'condo', 'house'])).toEqual({ ok: ['condo', 'house'] });
    expect(check('CHECKBOXES', ['castle'])).toEqual({ error: 'invalidChoice' });
    expect(check('CHECKBOXES', [], true)).toEqual({ error: 'required' });
  });

  it('yes/no: a boolean', () => {
    expect(check('YES_NO', false)).toEqual({ ok: false });
    expect(check('YES_NO', 'yes')).toEqual({ error: 'invalid' });
    expect(check('YES_NO', null, true)).toEqual({ error: 'required' });
  });

  it('required fields refuse blanks; optional ones answer null', () => {
    for (const type of ['SHORT_TEXT', 'EMAIL', 'PHONE', 'NUMBER', 'DATE', 'SELECT'] as const) {
      expect(check(type, '  ', true)).toEqual({ error: 'required' });
      expect(check(type, undefined, true)).toEqual({ error: 'required' });
      expect(check(type, '')).toEqual({ ok: null });
    }
  });
});

describe('a whole submission', () => {
  const fields = [f('name', 'SHORT_TEXT', true), f('email', 'EMAIL'), f('kind', 'SELECT', true)];
  const schema = siteFormAnswersSchema(fields);

  it('reports every missing required field by key, with its label', () => {
    const r = schema.safeParse({ email: '' });
    expect(r.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'name:required',
      'kind:required',
    ]);
    expect(fieldLabelFor(schema, 'kind')).toEqual({ en: 'kind', fr: 'kind fr' });
  });

  it('drops keys the form does not have and finds the submitter e-mail', () => {
    const answers = schema.parse({ name: 'Ana', email: 'A@x.ca', kind: 'house', extra: 'x' });
    expect(answers).toEqual({ name: 'Ana', email: 'a@x.ca', kind: 'house' });
    expect(submitterEmail(fields, answers)).toBe('a@x.ca');
    expect(submitterEmail(fields, { ...answers, email: null })).toBeNull();
  });

  it('writes answers as text in either language', () => {
    expect(answerText(f('k', 'SELECT'), 'house', 'fr')).toBe('Maison');
    expect(answerText(f('k', 'CHECKBOXES'), ['condo', 'house'], 'en')).toBe('Condo; House');
    expect(answerText(f('k', 'YES_NO'), true, 'fr')).toBe('Oui');
    expect(answerText(f('k', 'NUMBER'), null, 'en')).toBe('');
  });
});
