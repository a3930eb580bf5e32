import i18n, { type BackendModule, type ResourceLanguage } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@rentals/domain/users/enums';
import { en, FIRST_PAGE_NAMESPACES } from './bundles/en';
import { serverRendered } from '../lib/ssr/server-rendered';
import { initialLocale, isLocale, storedLocale, storeLocale } from './locale-storage';

/*
 * Only what is needed is loaded. English, the default, bundles the namespaces of the pages people
 * land on (bundles/en.ts); its other namespaces are one chunk, read through this backend when a
 * page first uses one (react-i18next suspends that page until then: the layouts' Suspense shows a
 * spinner). Any other language is one chunk with all its namespaces, read at start-up or when the
 * user switches (i18next waits for it before it changes language). namespace-types.ts types their keys.
 */
const otherLanguages: Record<string, () => Promise<ResourceLanguage>> = {
  en: async () => (await import('./bundles/en-more')).enMore,
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
      (bundle) => {
        // The chunk holds more namespaces than the one asked for: all of them are added, so a
        // text read from another namespace (t(key, { ns })) is there too.
        for (const [ns, resource] of Object.entries(bundle)) {
          if (ns !== namespace && !i18n.hasResourceBundle(language, ns)) {
            i18n.addResourceBundle(language, ns, resource, true, false);
          }
        }
        callback(null, bundle[namespace]);
      },
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

/**
 * A server-rendered page hydrates in the language the server chose (its <html lang>: `?lang=`, the
 * `locale` cookie, then Accept-Language); any other page starts in the device's stored choice.
 */
const deviceLocale = storedLocale();
const servedLocale =
  serverRendered && isLocale(document.documentElement.lang) ? document.documentElement.lang : null;

/**
 * Whether the page can hydrate in the language it was served in: yes, unless this device stored
 * another choice before the server could read it (no cookie yet) and the address names none
 * (`?lang=`). Such a page is rendered again by the browser, in the device's language.
 */
export const servedInDeviceLocale =
  servedLocale !== null &&
  (!deviceLocale || deviceLocale === servedLocale || new URLSearchParams(window.location.search).has('lang'));

function startLocale() {
  return servedInDeviceLocale && servedLocale ? servedLocale : initialLocale();
}

/** Resolves once the start-up language is ready to render (at once for English). */
export const i18nReady = i18n
  .use(languageBackend)
  .use(initReactI18next)
  .init({
    resources: { [DEFAULT_LOCALE]: en },
    partialBundledLanguages: true,
    lng: startLocale(),
    fallbackLng: DEFAULT_LOCALE,
    ns: FIRST_PAGE_NAMESPACES,
    defaultNS: 'common',
    // React already escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
  })
  .then(() => undefined);

export { i18n };
