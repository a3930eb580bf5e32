import IconButton from '@mui/material/IconButton';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Divider from '@mui/material/Divider';
import { AVATAR_SIZES } from '@rentals/domain/limits';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../lib/session/session-context';
import { accountMenuLinks } from '../nav-links';
import { displayName, UserAvatar } from '../../../components/UserAvatar';
import { useLogout } from './use-logout';

/** The avatar menu of a signed-in user (spec/01 §2). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('nav');
  const logout = useLogout();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const close = () => setAnchor(null);

  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('openAccountMenu', { name: displayName(user) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar person={user} size={AVATAR_SIZES.small} />
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-label': t('accountMenu') } }}
      >
        {accountMenuLinks(user).map((link) => (
          <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={close}>
            <ListItemText>{t(link.label)}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem
          onClick={() => {
            close();
            void logout();
          }}
        >
          <ListItemText>{t('logout')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
