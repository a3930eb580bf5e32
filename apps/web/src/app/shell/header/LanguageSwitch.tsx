import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import { LOCALES, type Locale } from '@rentals/domain/users/enums';
import { useTranslation } from 'react-i18next';
import { loadApolloClient } from '../../../lib/apollo/load-apollo';
import { useLocale } from '../../../i18n/use-locale';
import { useSession } from '../../../lib/session/session-context';

/**
 * EN/FR switch: the choice is kept on this device and, when signed in, on the account. Two toggle
 * buttons (aria-pressed) drawn like MUI's small ToggleButtonGroup, which with its roving focus
 * weighed 3.4 KB gzip on every page's first load.
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
      Promise.all([import('../../../features/users/api/user-operations'), loadApolloClient()])
        .then(([{ UpdateUserDocument }, client]) =>
          client.mutate({ mutation: UpdateUserDocument, variables: { data: { locale: next } } }),
        )
        .catch(() => undefined);
    }
  };

  return (
    <Box
      role="group"
      aria-label={t('language.label')}
      sx={{ display: 'inline-flex', flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {LOCALES.map((l, i) => (
        <ButtonBase
          key={l}
          lang={l}
          title={t(`language.${l}`)}
          aria-pressed={l === locale}
          onClick={() => change(l)}
          sx={{
            px: 1.25,
            py: 0.5,
            minHeight: 32,
            fontSize: '0.8125rem',
            fontWeight: 700,
            color: 'text.secondary',
            borderLeft: i ? 1 : 0,
            borderColor: 'divider',
            // Rounded like the group on its outer side only.
            borderRadius: i ? '0 10px 10px 0' : '10px 0 0 10px',
            '&:hover': { bgcolor: 'action.hover' },
            '&[aria-pressed="true"]': { color: 'primary.dark', bgcolor: 'action.selected' },
            '&.Mui-focusVisible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
              outlineOffset: -2,
            },
          }}
        >
          {l.toUpperCase()}
        </ButtonBase>
      ))}
    </Box>
  );
}
