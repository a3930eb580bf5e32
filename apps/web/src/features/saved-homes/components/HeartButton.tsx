import type { Theme } from '@mui/material/styles';
import { lazy, Suspense, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { FavoriteBorderIcon, FavoriteIcon } from './heart-icons';
import { useSession } from '../../../lib/session/session-context';
import { useStaticStyles } from '../../../lib/styles/static-styles';
import { keepPendingSave } from '../hooks/pending-save';
import { setSaved, useIsSaved, useSaveFailure } from '../hooks/saved-ids-store';

const HeartFailure = lazy(async () => ({ default: (await import('./HeartFailure')).HeartFailure }));

/** A red that keeps 3:1 against white and the card's pictures' white circle (WCAG 1.4.11). */
const SAVED_RED = '#c62828';

/*
 * Plain CSS (lib/styles/static-styles): the heart is on every card of the server-rendered search
 * and home pages, where a styled component per card would cost more than the heart.
 */
const heartCss = ({ palette, shadows, shape, typography: type }: Theme) => `
.save-heart { position: relative; display: inline-flex; flex-direction: column; align-items: flex-end; }
.save-heart--card { position: absolute; top: 8px; right: 8px; z-index: 1; }
.save-heart__button { display: inline-flex; align-items: center; justify-content: center; gap: 6px; margin: 0;
  cursor: pointer; font-family: ${type.button.fontFamily}; font-weight: ${type.button.fontWeight};
  font-size: ${type.button.fontSize}; color: ${palette.text.secondary}; -webkit-tap-highlight-color: transparent; }
.save-heart__button svg { width: 24px; height: 24px; fill: currentColor; flex-shrink: 0; }
.save-heart__button[aria-pressed="true"] { color: ${SAVED_RED}; }
.save-heart__button:focus-visible { outline: 2px solid ${palette.primary.dark}; outline-offset: 2px; }
.save-heart--card .save-heart__button { width: 40px; height: 40px; padding: 0; border: 0; border-radius: 50%;
  background: rgba(255, 255, 255, 0.94); box-shadow: ${shadows[2]}; }
.save-heart--card .save-heart__button:hover { background: #fff; }
.save-heart--page .save-heart__button { min-height: 36px; padding: 5px 15px; background: transparent;
  border: 1px solid ${palette.divider}; border-radius: ${shape.borderRadius}px; text-transform: ${type.button.textTransform}; }
.save-heart--page .save-heart__button:hover { background: ${palette.action.hover}; }
.save-heart__error { margin-top: 4px; max-width: 220px; padding: 6px 8px; border-radius: ${shape.borderRadius}px;
  background: ${palette.error.dark}; color: ${palette.error.contrastText}; font-size: ${type.caption.fontSize};
  line-height: 1.4; text-align: left; box-shadow: ${shadows[2]}; }
`;

/**
 * The heart: saves a home or takes it out of the viewer's saved homes, at once on screen and put
 * back with the reason when the server refuses. A visitor's click is kept while they log in
 * (pending-save.ts) and done on their return. `variant`: 'card' sits over a card's picture
 * corner; 'page' is a labelled button beside the listing page's contact buttons.
 */
export function HeartButton({
  listingId,
  title,
  variant = 'card',
}: {
  listingId: string;
  title: string;
  variant?: 'card' | 'page';
}) {
  useStaticStyles('save-heart', heartCss);
  const { t } = useTranslation('saveHeart');
  const { user, checking } = useSession();
  const saved = useIsSaved(listingId);
  const failure = useSaveFailure(listingId);
  const navigate = useNavigate();
  const location = useLocation();

  const onClick = (event: MouseEvent) => {
    // The card's title link covers the card: a click on the heart is not a click on the card.
    event.preventDefault();
    event.stopPropagation();
    // The stored session is still being checked: whether to save or to log in is not known yet.
    if (checking) return;
    if (!user) {
      keepPendingSave(listingId);
      void navigate(`/login?next=${encodeURIComponent(`${location.pathname}${location.search}`)}`);
      return;
    }
    // The refusal shows beside the heart (useSaveFailure).
    setSaved(listingId, !saved).catch(() => undefined);
  };

  return (
    <span className={`save-heart save-heart--${variant}`}>
      <button
        type="button"
        className="save-heart__button"
        aria-pressed={saved}
        aria-label={saved ? t('saved', { title }) : t('save', { title })}
        onClick={onClick}
      >
        {saved ? <FavoriteIcon /> : <FavoriteBorderIcon />}
        {variant === 'page' && <span>{saved ? t('savedShort') : t('saveShort')}</span>}
      </button>
      {failure != null && (
        <Suspense fallback={null}>
          <HeartFailure error={failure} />
        </Suspense>
      )}
    </span>
  );
}

/** The heart of the listing page: labelled 'Save' / 'Saved' beside its contact buttons. */
export function ListingPageHeart(props: { listingId: string; title: string }) {
  return <HeartButton {...props} variant="page" />;
}
