import { createInstance, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@rentals/domain/users/enums';
import { en } from './bundles/en';
import { enMore } from './bundles/en-more';
import { fr } from './bundles/fr';

/**
 * The translations of one server render: an instance of its own per page, in the visitor's
 * language, with every namespace at hand (the server has no chunks to wait for), so a render never
 * suspends for a text and two pages in two languages never share a language setting.
 */
let base: I18n | null = null;

export function createServerI18n(language: Locale): I18n {
  if (!base) {
    base = createInstance();
    void base.use(initReactI18next).init({
      resources: { en: { ...en, ...enMore }, fr },
      lng: DEFAULT_LOCALE,
      fallbackLng: DEFAULT_LOCALE,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      // Resources are given: init is done when it returns, with no promise to wait for.
      initAsync: false,
    });
  }
  // A clone shares the texts and has a language of its own.
  return base.cloneInstance({ lng: language, initAsync: false });
}

/** The namespaces the render read texts from: the browser loads them before it hydrates. */
export function usedNamespaces(instance: I18n): string[] {
  return instance.reportNamespaces?.getUsedNamespaces() ?? [];
}
