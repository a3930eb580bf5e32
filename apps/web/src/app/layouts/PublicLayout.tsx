import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSpinner } from '../../components/PageSpinner';
import { useStaticStyles } from '../../lib/styles/static-styles';
import { Footer } from '../shell/Footer';
import { Header } from '../shell/header/Header';
import { MAIN_CONTENT_ID } from '../shell/SkipLink';

// Plain elements: the frame of every public page's first render (see lib/styles/static-styles).
const layoutCss = () => `
.public-layout { min-height: 100vh; display: flex; flex-direction: column; }
.public-layout__main { flex-grow: 1; outline: none; }
`;

export function PublicLayout() {
  useStaticStyles('public-layout', layoutCss);
  return (
    <div className="public-layout">
      <Header />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="public-layout__main">
        {/* A page whose texts are still loading (i18n/setup.ts) shows the spinner. */}
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
    </div>
  );
}
