import { useEffect, useRef } from 'react';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { RecordHelpCenterViewDocument } from '../api/public-help-operations';

/**
 * Reports one view of an article once its page has painted (effects never run in the server
 * render). The API decides whether it counts (once per visitor per 30 minutes); a failure only
 * loses one count, so it is not shown.
 */
export function useRecordHelpView(articleId: string | null): void {
  // React's development double effect must not report twice.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!articleId || reported.current === articleId) return;
    reported.current = articleId;
    graphqlRequest(RecordHelpCenterViewDocument, { id: articleId }).catch(() => undefined);
  }, [articleId]);
}
