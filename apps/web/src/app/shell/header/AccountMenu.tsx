import IconButton from '@mui/material/IconButton';
import { AVATAR_SIZES } from '@rentals/domain/limits';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../lib/session/session-context';
import { displayName, UserAvatar } from '../../../components/UserAvatar';

// The menu's code loads when it is first wanted, off the first page's JavaScript.
const loadList = () => import('./AccountMenuList');
const AccountMenuList = lazy(async () => ({ default: (await loadList()).AccountMenuList }));
const preloadList = () => void loadList().catch(() => undefined);

/** The avatar menu of a signed-in user (spec/01 §2). */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('nav');
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Mounted from the first opening on, so closing plays the menu's exit and returns focus.
  const [wanted, setWanted] = useState(false);

  return (
    <>
      <IconButton
        onClick={(event) => {
          setWanted(true);
          setAnchor(event.currentTarget);
        }}
        onPointerEnter={preloadList}
        onFocus={preloadList}
        aria-label={t('openAccountMenu', { name: displayName(user) })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <UserAvatar person={user} size={AVATAR_SIZES.small} />
      </IconButton>
      {wanted && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} user={user} anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
