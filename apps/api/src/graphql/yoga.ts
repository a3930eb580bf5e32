import type { IncomingMessage } from 'node:http';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createFetch } from '@whatwg-node/fetch';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { schema } from '../schema';
import { clientAddress, trustedProxies } from '../http/client-ip';
import { REQUEST_ID_HEADER, requestIdFrom } from '../http/request-id';
import { siteOriginCheck } from '../http/site-origin';
import { bearerToken, resolveViewer } from '../modules/auth/session.service';
import type { AppDeps, Context, Viewer } from './context';
import { useCsrfPrevention } from './csrf-prevention';
import { useErrorCodes, useLimitErrorCode } from './error-plugin';
import { useOperationMetrics } from './metrics-plugin';
import { usePageLimits } from './page-limits';
import { useHiddenSuggestions } from './hidden-suggestions';
import { useNoNulCharacters } from './null-bytes';
import { AppError, isDatabaseUnavailable, toGraphQLError } from './errors';
import { requestLocale } from './locale';
import { QUERY_LIMITS, UPLOAD_LIMITS } from './request-limits';

export type ServerContext = { req?: IncomingMessage; connectionParams?: Record<string, unknown> };
export type Yoga = YogaServerInstance<ServerContext, Context>;

const useNoIntrospection: Plugin = {
  onValidate({ addValidationRule }) {
    addValidationRule(NoSchemaIntrospectionCustomRule);
  },
};

export function createYogaServer(deps: AppDeps): Yoga {
  const production = deps.config.NODE_ENV === 'production';
  const isTrustedProxy = trustedProxies(deps.config.TRUSTED_PROXIES);
  const isSiteOrigin = siteOriginCheck(deps.config.publicUrl);
  return createYoga<ServerContext, Context>({
    schema,
    graphqlEndpoint: '/graphql',
    graphiql: !production,
    landingPage: false,
    // Yoga's default answers every Origin, with credentials: only the site's own pages may read answers.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return isSiteOrigin(origin) ? { origin: [origin], credentials: true } : false;
    },
    logging: {
      debug: (...args) => deps.log.debug(args.map(String).join(' ')),
      info: (...args) => deps.log.info(args.map(String).join(' ')),
      warn: (...args) => deps.log.warn(args.map(String).join(' ')),
      error: (...args) => deps.log.error(args.map(String).join(' ')),
    },
    fetchAPI: createFetch({ formDataLimits: UPLOAD_LIMITS }),
    plugins: [
      useCsrfPrevention,
      EnvelopArmorPlugin({
        maxDepth: { n: QUERY_LIMITS.depth },
        maxAliases: { n: QUERY_LIMITS.aliases },
        maxTokens: { n: QUERY_LIMITS.tokens },
        maxDirectives: { n: QUERY_LIMITS.directives },
        costLimit: { maxCost: QUERY_LIMITS.cost },
        // Armor's mask covers field suggestions at validation only: useHiddenSuggestions does all.
        blockFieldSuggestion: { enabled: false },
      }),
      useNoNulCharacters,
      usePageLimits,
      useErrorCodes,
      useOperationMetrics,
      useLimitErrorCode,
      ...(production ? [useNoIntrospection, useHiddenSuggestions] : []),
    ],
    context: async ({ request, req, connectionParams }): Promise<Context> => {
      const header =
        (connectionParams?.authorization as string | undefined) ?? request.headers.get('authorization');
      // Every line logged for this operation carries the request's id: the one http/app.ts gave it
      // (X-Request-Id), or a new one for a request that did not come through it.
      const log = deps.log.child({ requestId: requestIdFrom(request.headers.get(REQUEST_ID_HEADER)) });
      let viewer: Viewer | null;
      try {
        viewer = await resolveViewer(deps, bearerToken(header));
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        log.error({ err: error }, 'database unavailable');
        throw toGraphQLError(new AppError('SERVICE_UNAVAILABLE'), requestLocale(request.headers, null));
      }
      return {
        ...deps,
        log,
        viewer,
        locale: requestLocale(request.headers, viewer?.locale ?? null),
        // X-Forwarded-For only from the configured proxies (TRUSTED_PROXIES), right-most untrusted hop.
        ip: clientAddress(req?.socket.remoteAddress, request.headers.get('x-forwarded-for'), isTrustedProxy),
        userAgent: request.headers.get('user-agent'),
        browser: fromWebPage(request.headers) ? { cookie: request.headers.get('cookie') } : null,
      };
    },
  });
}

/**
 * A request made by a web page: browsers add Origin to every POST and Sec-Fetch-Site to every
 * request, and a page cannot remove them; an app or a server calling the API sends neither.
 */
function fromWebPage(headers: Headers): boolean {
  return headers.has('origin') || headers.has('sec-fetch-site');
}
