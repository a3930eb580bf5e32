import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@rentals/domain/users/enums';
import { en } from './bundles/en';
import { initialLocale, isLocale, storeLocale } from './locale-storage';

/*
 * Only the language in use is loaded: English, the default, is bundled; any other language is one
 * chunk with all its namespaces, read through this backend at start-up or when the user switches
 * (i18next waits for it before it changes language). resources.ts stays the typed list.
 */
const otherLanguages: Record<string, () => Promise<ResourceLanguage>> = {
  fr: async () => (await import('./bundles/fr')).fr,
};
const loading = new Map<string, Promise<ResourceLanguage>>();

const languageBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    const load = otherLanguages[language];
    if (!load) return callback(new Error(`No translations for ${language}.`), null);
    if (!loading.has(language)) loading.set(language, load());
    loading.get(language)!.then(
      (bundle) => callback(null, bundle[namespace]),
      (error: Error) => {
        // A failed chunk may load on the next try (the switch is clicked again).
        loading.delete(language);
        callback(error, null);
      },
    );
  },
};

// Screen readers and the browser's hyphenation follow <html lang>, so it tracks the language.
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  if (isLocale(lng)) storeLocale(lng);
});

/** Resolves once the start-up language is ready to render (at once for English). */
export const i18nReady = i18n
  .use(languageBackend)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LOCALE]: en },
    partialBundledLanguages: true,
    lng: initialLocale(),
    fallbackLng: DEFAULT_LOCALE,
    ns: Object.keys(en),
    defaultNS: 'common',
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => undefined);

export { i18n };
