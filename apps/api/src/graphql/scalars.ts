import { GraphQLError } from 'graphql';
import { builder } from './builder';

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = new Date(String(value));
    if (Number.isNaN(date.getTime())) throw new GraphQLError('DateTime must be an ISO 8601 string.');
    return date;
  },
});

const isFileLike = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as File).name === 'string' &&
  typeof (value as File).arrayBuffer === 'function';

builder.scalarType('Upload', {
  description: 'A file sent with the GraphQL multipart request specification.',
  serialize: () => {
    throw new GraphQLError('Upload is an input-only scalar.');
  },
  parseValue: (value) => {
    // Yoga's multipart parser (@whatwg-node/fetch, see UPLOAD_LIMITS) makes its own File class, not Node's.
    if (value instanceof File || isFileLike(value)) return value as File;
    throw new GraphQLError('Upload must be a file of a multipart request.');
  },
});

builder.scalarType('JSON', {
  description:
    'A JSON value (a rental application draft); each operation taking one validates it with its zod schema.',
  serialize: (value) => value,
  parseValue: (value) => value,
});
