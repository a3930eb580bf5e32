import type { DocumentNode } from 'graphql';
import { createContext } from 'react';
import type { GraphQLAnswerError } from '../graphql/graphql-request';

/** A query's answer on the server: its data, or the errors of a final answer such as not found. */
export interface ServerAnswer {
  data?: unknown;
  errors?: GraphQLAnswerError[];
}

/*
 * On the server, the public pages' queries (usePublicQuery) are answered while the page renders:
 * a query suspends the render until its answer is in, so the HTML holds what the visitor reads.
 * The answers then travel with the page (lib/graphql/page-data.ts), and hydration asks nothing.
 */

/** What usePublicQuery reads on the server; absent in the browser. */
export interface ServerData {
  /**
   * The answer to a query with these variables (their JSON, as the page sends them), asked once
   * per page however often the render asks. Rejects when the query fails otherwise than with a
   * not-found code: the render then falls back to the page the browser renders itself.
   */
  request(document: DocumentNode, variablesJson: string): Promise<ServerAnswer>;
}

export const ServerDataContext = createContext<ServerData | null>(null);
