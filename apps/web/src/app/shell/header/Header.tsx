import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { HEADER_HEIGHT_PX } from '@rentals/domain/limits';
import { useSession } from '../../../lib/session/session-context';
import { AccountMenu } from './AccountMenu';
import { DesktopNav } from './DesktopNav';
import { LanguageSwitch } from './LanguageSwitch';
import { Logo } from './Logo';
import { MobileMenu } from './MobileMenu';
import { VisitorActions } from './VisitorActions';

export function Header() {
  const { user } = useSession();
  return (
    <AppBar
      position="sticky"
      color="inherit"
      elevation={0}
      sx={{ borderBottom: 1, borderColor: 'divider', height: HEADER_HEIGHT_PX }}
    >
      <Toolbar sx={{ height: HEADER_HEIGHT_PX, gap: { xs: 1, md: 2 }, px: { xs: 1.5, sm: 3 } }}>
        <Logo />
        <Box sx={{ flexGrow: 1, display: 'flex', justifyContent: 'center', minWidth: 0 }}>
          <DesktopNav />
        </Box>
        <LanguageSwitch />
        <Box sx={{ display: { xs: 'none', md: 'block' } }}>
          {user ? <AccountMenu user={user} /> : <VisitorActions />}
        </Box>
        <MobileMenu />
      </Toolbar>
    </AppBar>
  );
}
