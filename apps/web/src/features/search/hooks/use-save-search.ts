import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';

/** Set on the /search address a visitor logs in from to save it: back here, the save dialog opens. */
const SAVE_SEARCH_PARAM = 'save_search';

/**
 * 'Save this search': whether the dialog is open, and the button's and the dialog's actions. A
 * visitor is sent to log in and comes back to the same search with the dialog open.
 */
export function useSaveSearch(signedIn: boolean) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const [clicked, setClicked] = useState(false);

  const start = () => {
    if (signedIn) return setClicked(true);
    const next = new URLSearchParams(location.search);
    next.set(SAVE_SEARCH_PARAM, '1');
    void navigate(`/login?next=${encodeURIComponent(`${location.pathname}?${next.toString()}`)}`);
  };
  const close = () => {
    setClicked(false);
    if (!params.has(SAVE_SEARCH_PARAM)) return;
    const next = new URLSearchParams(params);
    next.delete(SAVE_SEARCH_PARAM);
    setParams(next, { replace: true, preventScrollReset: true });
  };
  return { open: clicked || (signedIn && params.get(SAVE_SEARCH_PARAM) === '1'), start, close };
}
