import { useEffect } from 'react';
import { RecordHelpCenterReadingDocument } from '../api/public-help-operations';
import { unloadSender } from '../api/send-on-unload';
import { VisibleTime } from '../format/visible-time';

/**
 * Reports how long the article has been visible (spec/01 §3 totalReadingAvg) each time the page
 * is hidden (another tab, the phone locked, the tab closed) and when the reader leaves it for
 * another page of the site. Each report is the total so far: the API counts only the increase
 * over this view's earlier reports, so repeated reports never add up twice.
 */
export function useReadingTime(articleId: string | null): void {
  useEffect(() => {
    if (!articleId) return;
    const send = unloadSender(RecordHelpCenterReadingDocument);
    const measure = new VisibleTime(performance.now(), document.visibilityState === 'visible');
    let reported = 0;
    const report = () => {
      measure.hide(performance.now());
      const seconds = measure.seconds(performance.now());
      if (seconds <= reported) return;
      reported = seconds;
      send({ id: articleId, seconds });
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') report();
      else measure.show(performance.now());
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', report);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', report);
      report();
    };
  }, [articleId]);
}
