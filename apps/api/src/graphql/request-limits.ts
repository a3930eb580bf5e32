import { MAX_FILES_PER_REQUEST } from '@rentals/domain/files/limits';

/** The document limits (graphql-armor), refused with QUERY_TOO_COMPLEX over HTTP and WebSocket. */
export const QUERY_LIMITS = {
  depth: 12,
  aliases: 15,
  tokens: 3000,
  directives: 20,
  cost: 5000,
} as const;

/** Largest JSON GraphQL request body. */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
/** Largest multipart (upload) request body: the per-kind file limits are checked again per file. */
export const MAX_MULTIPART_BODY_BYTES = 120 * 1024 * 1024;

/** Parser limits of the multipart request: refused before a resolver runs. */
export const UPLOAD_LIMITS = {
  fileSize: 20 * 1024 * 1024,
  // Counted as the parts arrive: the parser stops at the first file over it, before reading the rest.
  files: MAX_FILES_PER_REQUEST,
  fields: 10,
  fieldSize: 1024 * 1024,
  parts: 80,
  headerSize: 8 * 1024,
} as const;
