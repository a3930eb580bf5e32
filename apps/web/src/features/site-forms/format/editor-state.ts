import type { SiteFormFieldType } from '@rentals/domain/site-forms/fields';
import { takesOptions } from '@rentals/domain/site-forms/fields';

/* The form builder's working copy: the definition as typed, with a stable id per field and option for React. */

export interface EditorOption {
  uid: string;
  value: string;
  labelEn: string;
  labelFr: string;
}

export interface EditorField {
  uid: string;
  key: string;
  type: SiteFormFieldType;
  labelEn: string;
  labelFr: string;
  helpEn: string;
  helpFr: string;
  required: boolean;
  options: EditorOption[];
}

export interface EditorState {
  slug: string;
  routePath: string;
  titleEn: string;
  titleFr: string;
  promptEn: string;
  promptFr: string;
  thankYouEn: string;
  thankYouFr: string;
  notifyEmail: string;
  showContactLine: boolean;
  isPublished: boolean;
  fields: EditorField[];
}

let seq = 0;
export const uid = () => `u${++seq}`;

export function newField(index: number): EditorField {
  return {
    uid: uid(),
    key: `field${index}`,
    type: 'SHORT_TEXT',
    labelEn: '',
    labelFr: '',
    helpEn: '',
    helpFr: '',
    required: false,
    options: [],
  };
}

export const newOption = (index: number): EditorOption => ({
  uid: uid(),
  value: `option${index}`,
  labelEn: '',
  labelFr: '',
});

/** A field whose type changes: options are added for the choice types and dropped for the others. */
export function withType(field: EditorField, type: SiteFormFieldType): EditorField {
  const options = takesOptions(type) ? (field.options.length ? field.options : [newOption(1)]) : [];
  return { ...field, type, options };
}

type Stored = Omit<EditorState, 'fields' | 'routePath'> & {
  routePath?: string | null;
  fields: readonly (Omit<EditorField, 'uid' | 'options'> & {
    options: readonly Omit<EditorOption, 'uid'>[];
  })[];
};

/** The working copy of a saved form, or of a new one. */
export function editorStateOf(form: Stored | null, defaultEmail: string): EditorState {
  if (!form) {
    return {
      slug: '',
      routePath: '',
      titleEn: '',
      titleFr: '',
      promptEn: '',
      promptFr: '',
      thankYouEn: 'Thank you! We received your answers and will reach out to you shortly.',
      thankYouFr: 'Merci! Nous avons bien reçu vos réponses et nous vous contacterons sous peu.',
      notifyEmail: defaultEmail,
      showContactLine: false,
      isPublished: true,
      fields: [newField(1)],
    };
  }
  return {
    slug: form.slug,
    routePath: form.routePath ?? '',
    titleEn: form.titleEn,
    titleFr: form.titleFr,
    promptEn: form.promptEn,
    promptFr: form.promptFr,
    thankYouEn: form.thankYouEn,
    thankYouFr: form.thankYouFr,
    notifyEmail: form.notifyEmail,
    showContactLine: form.showContactLine,
    isPublished: form.isPublished,
    fields: form.fields.map((f) => ({
      uid: uid(),
      key: f.key,
      type: f.type,
      labelEn: f.labelEn,
      labelFr: f.labelFr,
      helpEn: f.helpEn,
      helpFr: f.helpFr,
      required: f.required,
      options: f.options.map((o) => ({ uid: uid(), value: o.value, labelEn: o.labelEn, labelFr: o.labelFr })),
    })),
  };
}

/** What saveSiteForm takes: the working copy without its React ids. */
export function definitionOf(state: EditorState) {
  return {
    ...state,
    routePath: state.routePath || null,
    fields: state.fields.map(({ uid: _f, options, ...f }) => ({
      ...f,
      options: options.map(({ uid: _o, ...o }) => o),
    })),
  };
}
