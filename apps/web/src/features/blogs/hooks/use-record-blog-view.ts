import { useEffect, useRef } from 'react';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { RecordBlogViewDocument } from '../api/blog-operations';

/**
 * Reports one view of a post after its page has painted (effects never run in the server render,
 * so a server-rendered page counts once). The server decides whether it counts (once per visitor
 * per 30 minutes); a failure only loses one count, so it is not shown.
 */
export function useRecordBlogView(postId: string | null) {
  // React's development double effect must not report twice.
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!postId || reported.current === postId) return;
    reported.current = postId;
    graphqlRequest(RecordBlogViewDocument, { id: postId }).catch(() => undefined);
  }, [postId]);
}
