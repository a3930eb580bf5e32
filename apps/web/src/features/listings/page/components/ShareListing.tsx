import type { Theme } from '@mui/material/styles';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon, MailIcon, ShareIcon } from './listing-page-icons';
import { useHydrated } from '../../../../lib/ssr/use-hydrated';
import { useStaticStyles } from '../../../../lib/styles/static-styles';
import { listingMailto, listingShareUrl } from '../share-link';

/** The menu drawn as an MUI Menu (Paper, elevation 8) with its items, in plain CSS. */
const shareCss = ({ palette, shadows, shape, typography: type }: Theme) => `
.listing-share { position: relative; display: flex; flex-direction: column; }
.listing-share__menu { position: absolute; top: calc(100% + 4px); right: 0; z-index: 20; min-width: 200px;
  margin: 0; padding: 8px 0; list-style: none; background: ${palette.background.paper};
  border-radius: ${shape.borderRadius}px; box-shadow: ${shadows[8]}; }
.listing-share__item { display: flex; align-items: center; gap: 12px; box-sizing: border-box; width: 100%;
  min-height: 44px; padding: 6px 16px; border: 0; background: none; cursor: pointer; text-align: start;
  text-decoration: none; color: ${palette.text.primary}; font-family: ${type.fontFamily};
  font-size: ${type.body1.fontSize}; line-height: ${type.body1.lineHeight}; }
.listing-share__item:hover { background: ${palette.action.hover}; }
.listing-share__item:focus-visible { outline: 2px solid ${palette.primary.dark}; outline-offset: -2px;
  background: ${palette.action.focus}; }
.listing-share__item svg { width: 20px; height: 20px; fill: ${palette.text.secondary}; flex-shrink: 0; }
.listing-share__status { margin: 0; font-size: ${type.body2.fontSize}; color: ${palette.text.secondary};
  overflow-wrap: anywhere; }
/* Kept in the page while empty: a live region must be there before what it announces. */
.listing-share__status:not(:empty) { margin-top: 4px; }
`;

const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/**
 * 'Share' on a listing's page: the device's own share sheet where it has one (phones), otherwise a
 * small menu to copy the link or write an e-mail. What was copied is said in a live region, so
 * screen readers hear it. Escape or a click elsewhere closes the menu.
 */
export function ShareListing({ listingId, title }: { listingId: string; title: string }) {
  useStaticStyles('listing-share', shareCss);
  const { t } = useTranslation('listingPage');
  const hydrated = useHydrated();
  const [open, setOpen] = useState(false);
  const [status, setStatus] = useState('');
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const firstItem = useRef<HTMLButtonElement>(null);
  // Known in the browser only: the server renders the menu button, which every device can use.
  const nativeShare = hydrated && typeof navigator.share === 'function';
  const url = () => listingShareUrl(window.location.origin, listingId);

  useEffect(() => {
    if (!open) return;
    firstItem.current?.focus();
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const onShare = async () => {
    setStatus('');
    if (nativeShare) {
      try {
        await navigator.share({ title, url: url() });
        return;
      } catch (error) {
        // Closed by the user: nothing to do. Refused (no permission, nothing to share to): the menu.
        if (isAbort(error)) return;
      }
    }
    setOpen((was) => !was);
  };

  const onCopy = async () => {
    const link = url();
    try {
      await navigator.clipboard.writeText(link);
      setStatus(t('share.copied'));
    } catch {
      setStatus(t('share.copyFailed', { url: link }));
    }
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <div className="listing-share" ref={root}>
      <button
        ref={trigger}
        type="button"
        className="plain-button plain-button--outlined listing-contact"
        aria-expanded={nativeShare && !open ? undefined : open}
        aria-controls={open ? menuId : undefined}
        onClick={onShare}
      >
        <span className="plain-button__icon">
          <ShareIcon />
        </span>
        {t('share.button')}
      </button>
      {open && (
        <ul id={menuId} className="listing-share__menu" aria-label={t('share.menu', { title })}>
          <li>
            <button ref={firstItem} type="button" className="listing-share__item" onClick={onCopy}>
              <LinkIcon />
              {t('share.copy')}
            </button>
          </li>
          <li>
            <a
              className="listing-share__item"
              href={listingMailto(title, url())}
              onClick={() => setOpen(false)}
            >
              <MailIcon />
              {t('share.email')}
            </a>
          </li>
        </ul>
      )}
      <p role="status" className="listing-share__status">
        {status}
      </p>
    </div>
  );
}
