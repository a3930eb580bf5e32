import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

const FOOTER_LINKS = [
  { to: '/services', label: 'services' },
  { to: '/knowledge-center', label: 'knowledgeCenter' },
  { to: '/contact-us', label: 'help' },
] as const;

export function Footer() {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 'auto' }}
    >
      <Container sx={{ py: 4 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
          <Box>
            <Typography sx={{ fontWeight: 800 }}>{t('appName')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('footer.tagline')}
            </Typography>
          </Box>
          <Box component="nav" aria-label={t('footer.links')}>
            <Stack
              component="ul"
              direction="row"
              spacing={2}
              sx={{ m: 0, p: 0, listStyle: 'none', flexWrap: 'wrap' }}
            >
              {FOOTER_LINKS.map((link) => (
                <li key={link.to}>
                  <Link component={RouterLink} to={link.to}>
                    {t(link.label, { ns: 'nav' })}
                  </Link>
                </li>
              ))}
            </Stack>
          </Box>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 3 }}>
          {t('footer.rights', { year: new Date().getFullYear() })}
        </Typography>
      </Container>
    </Box>
  );
}
