import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { NavLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { headerLinks } from '../nav-links';

export function DesktopNav() {
  const { t } = useTranslation('nav');
  const { user } = useSession();
  return (
    <Box component="nav" aria-label={t('mainNavigation')} sx={{ display: { xs: 'none', md: 'block' } }}>
      <Box component="ul" sx={{ display: 'flex', alignItems: 'center', gap: { md: 0, lg: 0.5 }, m: 0, p: 0 }}>
        {headerLinks(user).map((link) => (
          <Box component="li" key={link.label} sx={{ listStyle: 'none' }}>
            <Button
              component={NavLink}
              to={link.to}
              color="inherit"
              sx={{
                // Two lines rather than overflow between 900px and 1200px, where French is long.
                whiteSpace: { md: 'normal', lg: 'nowrap' },
                lineHeight: 1.2,
                fontSize: { md: '0.8125rem', lg: '0.9375rem' },
                px: { md: 1, lg: 1.5 },
                '&.active': { color: 'primary.dark', textDecoration: 'underline', textUnderlineOffset: 6 },
              }}
            >
              {t(link.label)}
            </Button>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
