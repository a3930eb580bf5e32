import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@rentals/domain/users/enums';
import { isLocale } from './locale-storage';

/** The current product language, narrowed to the locales the domain knows. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE;
}
