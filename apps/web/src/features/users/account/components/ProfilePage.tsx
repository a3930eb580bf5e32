import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useSession } from '../../../../lib/session/session-context';
import { AvatarUpload } from './AvatarUpload';
import { ProfileForm } from './ProfileForm';

export function ProfilePage() {
  const { t } = useTranslation('users');
  const { user } = useSession();
  useDocumentTitle(t('profile.title'));
  // The user guard only renders this page for a signed-in user.
  if (!user) return null;

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
        <Box>
          <Typography variant="h4" component="h1">
            {t('profile.title')}
          </Typography>
          <Typography color="text.secondary">{t('profile.subtitle')}</Typography>
        </Box>
        <Box>
          <Chip
            label={t('profile.accountType', { type: t(`userTypes.${user.userType}`) })}
            variant="outlined"
          />
        </Box>
      </Stack>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
        >
          <AvatarUpload user={user} />
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', alignSelf: { xs: 'flex-start', md: 'center' } }}
          >
            <Button component={RouterLink} to="/confirm-password" variant="text">
              {/* An account opened by hosted login has none yet: the page tells how to set one. */}
              {user.hasPassword === false ? t('profile.setPassword') : t('profile.changePassword')}
            </Button>
            <Button component={RouterLink} to="/profile/security" variant="text">
              {t('profile.security')}
            </Button>
            <Button component={RouterLink} to="/profile/your-data" variant="text">
              {t('profile.yourData')}
            </Button>
          </Stack>
        </Stack>
      </Paper>
      {/* Keyed by user so a different account never sees the previous one's typed values. */}
      <ProfileForm key={user.id} user={user} />
    </Stack>
  );
}
