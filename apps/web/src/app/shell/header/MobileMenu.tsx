import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../../components/plain/icons';

// The dialog's code loads when the menu is first wanted, off the first page's JavaScript.
const loadDialog = () => import('./MobileMenuDialog');
const MobileMenuDialog = lazy(async () => ({ default: (await loadDialog()).MobileMenuDialog }));
const preloadDialog = () => void loadDialog().catch(() => undefined);

/** The Menu/Close toggle and full-screen menu used below 900px (spec/01 §2). */
export function MobileMenu({ unread }: { unread: number | null }) {
  const { t } = useTranslation('nav');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing plays the dialog's exit and returns focus.
  const [wanted, setWanted] = useState(false);
  const dialogId = useId();

  return (
    <>
      <button
        type="button"
        className="plain-button site-header__narrow"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? dialogId : undefined}
        aria-haspopup="dialog"
      >
        <span className="plain-button__icon">
          <MenuIcon />
        </span>
        {t('menu')}
        {/* Unread messages wait behind the menu: a dot says so (the Messages link inside counts them). */}
        {!!unread && <span className="nav-dot" aria-hidden="true" />}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuDialog id={dialogId} open={open} onClose={() => setOpen(false)} unread={unread} />
        </Suspense>
      )}
    </>
  );
}
