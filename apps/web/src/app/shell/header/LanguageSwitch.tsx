import { LOCALES, type Locale } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { loadApolloClient } from '../../../lib/apollo/load-apollo';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';

/**
 * EN/FR switch: the choice is kept on this device and, when signed in, on the account. Two toggle
 * buttons (aria-pressed) drawn like MUI's small ToggleButtonGroup (header-css.ts), which with its
 * roving focus weighed 3.4 KB gzip on every page's first load.
 */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();

  const change = (next: Locale) => {
    if (next === locale) return;
    void i18n.changeLanguage(next);
    // The error link logs a failure; the device keeps the choice either way. The mutation's code
    // loads on the first switch: most visitors never switch, and none is signed in on arrival.
    if (user) {
      Promise.all([import('../../../features/users/account/api/user-operations'), loadApolloClient()])
        .then(([{ UpdateUserDocument }, client]) =>
          client.mutate({ mutation: UpdateUserDocument, variables: { data: { locale: next } } }),
        )
        .catch(() => undefined);
    }
  };

  return (
    <div role="group" aria-label={t('language.label')} className="language-switch">
      {LOCALES.map((l) => (
        <button
          type="button"
          key={l}
          lang={l}
          title={t(`language.${l}`)}
          aria-pressed={l === locale}
          onClick={() => change(l)}
        >
          {l.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
