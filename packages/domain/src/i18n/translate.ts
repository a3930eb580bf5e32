import type { Locale } from '../users/enums';

/** A text in both product languages. */
export type Bilingual = Readonly<Record<Locale, string>>;

/** Replaces {name} placeholders with params; unknown placeholders are left as they are. */
export function interpolate(
  template: string,
  params: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

export function translate(
  text: Bilingual,
  locale: Locale,
  params?: Readonly<Record<string, string | number>>,
): string {
  return interpolate(text[locale], params);
}
