import { useEffect, useState, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { i18n } from './setup';

/** One instance per language, fixed to it; all share the loaded texts with the app's instance. */
const byLanguage = new Map<string, I18n>();

function instanceFor(language: string): I18n {
  let instance = byLanguage.get(language);
  if (!instance) {
    instance = i18n.cloneInstance({ lng: language, initAsync: false });
    // A switch asked of a page's instance (useTranslation().i18n) is the app's switch: this
    // instance keeps its language, and the provider moves to the new language's instance.
    instance.changeLanguage = (next, callback) => i18n.changeLanguage(next, callback);
    byLanguage.set(language, instance);
  }
  return instance;
}

/**
 * Gives the pages an i18next instance fixed to the current language, and a new one when
 * i18n.changeLanguage switches (the header's switch, the profile form, the account's language
 * at sign-in). A switch is then a React update like any other: a part of a server-rendered page
 * not yet hydrated is hydrated first with the texts it was rendered with, then shown in the new
 * language. With the app's own instance in context, its language would change under that part
 * and hydration would find other texts than the server's.
 */
export function LanguageProvider({ children }: { children: ReactNode }) {
  const [instance, setInstance] = useState(() => instanceFor(i18n.language));
  useEffect(() => {
    const follow = (language: string) => setInstance(instanceFor(language));
    i18n.on('languageChanged', follow);
    follow(i18n.language);
    return () => i18n.off('languageChanged', follow);
  }, []);
  return <I18nextProvider i18n={instance}>{children}</I18nextProvider>;
}
