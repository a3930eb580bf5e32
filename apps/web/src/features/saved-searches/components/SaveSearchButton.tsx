import type { SearchFilters } from '@rentals/domain/search/schemas';
import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useSession } from '../../../lib/session/session-context';

/** Set on the /search address a visitor logs in from: back on /search, the dialog opens. */
const SAVE_PARAM = 'save_search';

// The dialog (MUI, Apollo, the form) loads on the first click: the search page's first paint has
// only this button, in the plain styles it already uses.
const SaveSearchDialog = lazy(() =>
  import('./save-search-dialog-loader').then((m) => m.loadSaveSearchDialog()),
);

/**
 * 'Save this search' on /search. A visitor goes to log in and comes back to the same search with
 * the dialog open; the label is the search page's.
 */
export function SaveSearchButton({ filters, label }: { filters: SearchFilters; label: string }) {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [clicked, setClicked] = useState(false);
  const back = !!user && params.get(SAVE_PARAM) === '1';

  const open = () => {
    if (user) return setClicked(true);
    const next = new URLSearchParams(location.search);
    next.set(SAVE_PARAM, '1');
    void navigate(`/login?next=${encodeURIComponent(`${location.pathname}?${next.toString()}`)}`);
  };
  const close = () => {
    setClicked(false);
    if (!params.has(SAVE_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(SAVE_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <button
        type="button"
        className="plain-button plain-button--outlined"
        aria-haspopup="dialog"
        style={{ marginBottom: 16 }}
        onClick={open}
      >
        {label}
      </button>
      {(clicked || back) && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
