import Divider from '@mui/material/Divider';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../lib/session/session-context';
import { accountMenuLinks } from '../nav-links';
import { useLogout } from './use-logout';

interface AccountMenuListProps {
  id: string;
  user: CurrentUser;
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The avatar menu's items; AccountMenu loads this when the menu first opens. */
export function AccountMenuList({ id, user, anchor, onClose }: AccountMenuListProps) {
  const { t } = useTranslation('nav');
  const logout = useLogout();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={!!anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': t('accountMenu') } }}
    >
      {accountMenuLinks(user).map((link) => (
        <MenuItem key={link.to} component={RouterLink} to={link.to} onClick={onClose}>
          <ListItemText>{t(link.label)}</ListItemText>
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        <ListItemText>{t('logout')}</ListItemText>
      </MenuItem>
    </Menu>
  );
}
