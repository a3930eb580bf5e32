import i18next, { type TFunction } from 'i18next';
import type { Locale } from '@rentals/domain/users/enums';
import { en } from './bundles/en';
import { enMore } from './bundles/en-more';
import { fr } from './bundles/fr';
import type { Namespaces } from './namespace-types';

/*
 * Tests only: the app's texts in both languages, for pure functions that take a `t` (the page head
 * builders). Its own i18next instance, so no test touches the app's.
 */
const instance = i18next.createInstance();
const ready = instance.init({
  resources: { en: { ...en, ...enMore }, fr },
  lng: 'en',
  fallbackLng: false,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** `t` of a namespace in a language, as useTranslation(ns) gives it to a page. */
export async function translations<NS extends keyof Namespaces & string>(
  locale: Locale,
  ns: NS,
): Promise<TFunction<NS>> {
  await ready;
  return instance.getFixedT(locale, ns);
}

/** The i18next instance behind translations(), ready, for an I18nextProvider in a test render. */
export async function testI18n() {
  await ready;
  return instance;
}
