import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LOCALES, type Locale } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { isLocale } from '../../../i18n/locale-storage';
import { loadApolloClient } from '../../../lib/apollo/load-apollo';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';

/** EN/FR switch: the choice is kept on this device and, when signed in, on the account. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const locale = useLocale();
  const { user } = useSession();

  const change = (_: unknown, next: Locale | null) => {
    if (!isLocale(next) || next === locale) return;
    void i18n.changeLanguage(next);
    // The error link logs a failure; the device keeps the choice either way. The mutation's code
    // loads on the first switch: most visitors never switch, and none is signed in on arrival.
    if (user) {
      Promise.all([import('../../../features/users/api/user-operations'), loadApolloClient()])
        .then(([{ UpdateUserDocument }, client]) =>
          client.mutate({ mutation: UpdateUserDocument, variables: { data: { locale: next } } }),
        )
        .catch(() => undefined);
    }
  };

  return (
    <ToggleButtonGroup
      value={locale}
      exclusive
      onChange={change}
      size="small"
      aria-label={t('language.label')}
      sx={{ flexShrink: 0 }}
    >
      {LOCALES.map((l) => (
        <ToggleButton
          key={l}
          value={l}
          lang={l}
          title={t(`language.${l}`)}
          sx={{ px: 1.25, py: 0.5, fontWeight: 700, '&.Mui-selected': { color: 'primary.dark' } }}
        >
          {l.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
