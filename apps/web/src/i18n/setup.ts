import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE } from '@rentals/domain/users/enums';
import { initialLocale, isLocale, storeLocale } from './locale-storage';
import { NAMESPACES, resources } from './resources';

// Screen readers and the browser's hyphenation follow <html lang>, so it tracks the language.
i18n.on('languageChanged', (lng) => {
  document.documentElement.lang = lng;
  if (isLocale(lng)) storeLocale(lng);
});

void i18n.use(initReactI18next).init({
  resources,
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  ns: NAMESPACES,
  defaultNS: 'common',
  // React already escapes what it renders.
  interpolation: { escapeValue: false },
  returnNull: false,
});

export { i18n };
