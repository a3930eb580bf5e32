import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useSession } from '../../lib/session/session-context';
import { Header } from '../shell/header/Header';
import { SideNav } from '../shell/side-nav/SideNav';
import { sideNavItems } from '../shell/side-nav/side-nav-items';
import { MAIN_CONTENT_ID } from '../shell/SkipLink';

/** Signed-in pages: the header, the role's side navigation (when it has one) and the page. */
export function AccountLayout({ maxWidth = 'lg' }: { maxWidth?: 'lg' | 'xl' }) {
  const { user } = useSession();
  const items = sideNavItems(user);
  // Signed-in pages and the side navigation read the accounts' and back office's texts, which are
  // not in the first pages' bundle (i18n/setup.ts): they are loaded before the layout renders.
  useTranslation(['users', 'adminListings']);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box sx={{ display: 'flex', flexGrow: 1 }}>
        {items.length > 0 && <SideNav items={items} />}
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, outline: 'none' }}
        >
          <Container maxWidth={maxWidth} sx={{ py: { xs: 3, md: 5 }, px: { xs: 2, sm: 3 } }}>
            {/* A page whose texts are still loading (i18n/setup.ts) shows the spinner. */}
            <Suspense fallback={<PageSpinner />}>
              <Outlet />
            </Suspense>
          </Container>
        </Box>
      </Box>
    </Box>
  );
}
