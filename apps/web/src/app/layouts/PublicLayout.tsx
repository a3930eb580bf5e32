import Box from '@mui/material/Box';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/header/Header';
import { MAIN_CONTENT_ID } from '../shell/SkipLink';

export function PublicLayout() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Header />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flexGrow: 1, outline: 'none' }}>
        {/* A page whose texts are still loading (i18n/setup.ts) shows the spinner. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
