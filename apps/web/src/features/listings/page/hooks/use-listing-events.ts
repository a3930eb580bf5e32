import { useCallback, useEffect, useRef } from 'react';
import { graphqlRequest } from '../../../../lib/graphql/graphql-request';
import { RecordListingContactDocument, RecordListingViewDocument } from '../api/listing-page-operations';

/*
 * The listing's figures (views, contact clicks) are reported by the browser: an effect runs after
 * the page has painted and never during the server render, so a page rendered on the server and
 * then hydrated counts once. The server decides what counts (not the owner, staff, crawlers or a
 * repeat within 30 minutes); a failure only loses one count, so it is not shown.
 */

/** Reports one view of the listing per visit of its page (a new id is a new visit). */
export function useRecordListingView(listingId: string) {
  // React's development double effect must not report twice.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (reported.current === listingId) return;
    reported.current = listingId;
    graphqlRequest(RecordListingViewDocument, { id: listingId }).catch(() => undefined);
  }, [listingId]);
}

/** A callback reporting a click on the contact button. */
export function useRecordContactClick(listingId: string) {
  return useCallback(() => {
    graphqlRequest(RecordListingContactDocument, { id: listingId }).catch(() => undefined);
  }, [listingId]);
}
