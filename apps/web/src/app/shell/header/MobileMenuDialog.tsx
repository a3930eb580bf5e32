import CloseIcon from '@mui/icons-material/Close';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-context';
import { mobileMenuLinks } from '../nav-links';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { useLogout } from './use-logout';

/** The full-screen menu below 900px (spec/01 §2); MobileMenu loads it when it first opens. */
export function MobileMenuDialog({
  id,
  open,
  onClose,
  unread,
}: {
  id: string;
  open: boolean;
  onClose: () => void;
  /** The signed-in user's unread messages, shown on Messages. */
  unread: number | null;
}) {
  const { t } = useTranslation('nav');
  const { user } = useSession();
  const logout = useLogout();

  return (
    <Dialog
      id={id}
      fullScreen
      open={open}
      onClose={onClose}
      // The dialog role sits on the paper, so the name goes there.
      slotProps={{ paper: { 'aria-label': t('mobileMenu') } }}
    >
      <Toolbar sx={{ minHeight: HEADER_HEIGHT_PX, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Logo onClick={onClose} />
        <Box sx={{ flexGrow: 1 }} />
        <Button onClick={onClose} startIcon={<CloseIcon />} color="inherit">
          {t('close')}
        </Button>
      </Toolbar>
      <Box component="nav" aria-label={t('mainNavigation')} sx={{ px: 1, py: 2, overflowY: 'auto' }}>
        <List>
          {mobileMenuLinks(user).map((link) => {
            const count = link.badge ? unread : null;
            return (
              <ListItem key={link.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={link.to}
                  onClick={onClose}
                  aria-label={count ? `${t(link.label)}, ${t('unread', { count })}` : undefined}
                >
                  <ListItemText
                    primary={t(link.label)}
                    slotProps={{ primary: { sx: { fontSize: '1.25rem', fontWeight: 600 } } }}
                  />
                  {!!count && (
                    <Badge badgeContent={count} max={99} color="error" aria-hidden sx={{ mr: 2 }} />
                  )}
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <Divider sx={{ my: 1 }} />
        <Stack spacing={2} sx={{ px: 2, pt: 1, alignItems: 'flex-start' }}>
          {user ? (
            <Button
              variant="outlined"
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t('logout')}
            </Button>
          ) : (
            <Stack direction="row" spacing={1}>
              <Button component={RouterLink} to="/login" variant="outlined" onClick={onClose}>
                {t('login')}
              </Button>
              <Button component={RouterLink} to="/signup-modal" variant="contained" onClick={onClose}>
                {t('signup')}
              </Button>
            </Stack>
          )}
          <LanguageSwitch />
        </Stack>
      </Box>
    </Dialog>
  );
}
