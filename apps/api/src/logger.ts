import { pino, type DestinationStream, type Logger } from 'pino';

/**
 * Fields that may carry secrets or personal data are never written to the log
 * (passwords, tokens, a SIN, identity documents, income).
 */
const REDACT = [
  'password',
  'currentPassword',
  'token',
  'sin',
  '*.password',
  '*.currentPassword',
  '*.token',
  '*.sin',
  'req.headers.authorization',
  'headers.authorization',
  'variables',
  '*.variables',
];

/**
 * One JSON object a line on stdout (or `destination`: tests read the lines). A request's lines carry
 * its `requestId` through a child logger (http/app.ts, graphql/yoga.ts).
 */
export function createLogger(level: string, destination?: DestinationStream): Logger {
  const options = { level, redact: { paths: REDACT, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

export type { Logger };
