import { pino, type Logger } from 'pino';

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

export function createLogger(level: string): Logger {
  return pino({ level, redact: { paths: REDACT, censor: '[redacted]' } });
}

export type { Logger };
