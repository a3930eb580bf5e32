import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { AppError, toGraphQLError } from './errors';
import { requestLocale } from './locale';

/** The header the site's own clients add to a request a browser would not preflight (uploads). */
export const CSRF_HEADER = 'x-graphql-csrf';

/** The bodies a page of another site may send without a CORS preflight (the safelisted types). */
const SIMPLE_CONTENT_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data', 'text/plain'];

/**
 * Refuses, before its body is read, a request another site's page could send without a CORS
 * preflight: a GET (no content type), a form or text/plain post, a multipart post; unless it
 * carries CSRF_HEADER, which a page can only add after a preflight that CORS grants the site
 * alone. Sessions are Bearer headers, which such a request cannot carry either; this keeps it from
 * running at all, as a visitor or with the browser's cookies (hosted login's). The rule of Yoga's
 * and Apollo's CSRF prevention.
 */
export const useCsrfPrevention: Plugin = {
  onRequestParse({ request }) {
    const type = request.headers.get('content-type')?.toLowerCase();
    if (type && !SIMPLE_CONTENT_TYPES.some((simple) => type.startsWith(simple))) return;
    if (request.headers.has(CSRF_HEADER)) return;
    const coded = toGraphQLError(new AppError('NO_ACCESS'), requestLocale(request.headers, null));
    throw new GraphQLError(coded.message, { extensions: { ...coded.extensions, http: { status: 403 } } });
  },
};
