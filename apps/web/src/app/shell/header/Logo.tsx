import HomeWorkIcon from '@mui/icons-material/HomeWork';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';

export function Logo({ onClick }: { onClick?: () => void }) {
  const { t } = useTranslation('nav');
  return (
    <Box
      component={RouterLink}
      to="/"
      onClick={onClick}
      aria-label={t('home')}
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        color: 'text.primary',
        textDecoration: 'none',
        fontWeight: 800,
        fontSize: '1.375rem',
        flexShrink: 0,
      }}
    >
      <HomeWorkIcon sx={{ color: 'primary.main', fontSize: 34 }} aria-hidden />
      <span>{t('appName', { ns: 'common' })}</span>
    </Box>
  );
}
