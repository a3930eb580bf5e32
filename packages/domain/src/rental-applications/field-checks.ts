import type { ValidationMessageKey } from '../i18n/validation-messages';
import type { RentalDocumentKey } from './enums';
import type { RentalApplicationFile } from './draft';
import {
  PET_WEIGHT_DECIMALS,
  PHONE_DIGITS,
  RENTAL_DOCUMENT_LIMITS,
  RENTAL_DOCUMENT_MAX_BYTES,
} from './limits';

/** A field that fails a rule: its dotted path in the draft, the message key and the message's values. */
export interface RentalApplicationIssue {
  path: string;
  message: ValidationMessageKey;
  params?: Record<string, string | number>;
}

export const isBlank = (value: string) => value.trim() === '';

/** The e-mail pattern of the product's other forms (users/schemas.ts emailSchema). */
export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/**
 * A Canadian number with its country code: 11 digits starting with 1, as the form's phone input
 * writes it; spaces, dashes, dots, brackets and a leading + may be kept.
 */
export function isCanadianPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '');
  return digits.length === PHONE_DIGITS && digits.startsWith('1');
}

/** A web address with its scheme (the hint says: include https:// or http://) and a host with a dot. */
export function isWebUrl(value: string): boolean {
  const trimmed = value.trim();
  if (!/^https?:\/\/\S+$/i.test(trimmed)) return false;
  try {
    return new URL(trimmed).hostname.includes('.');
  } catch {
    return false;
  }
}

/** A whole number of dollars, 0 or more. */
export const isWholeAmount = (value: number) => Number.isInteger(value) && value >= 0;

/** Pounds, 0 or more, with at most 2 decimals (12.5 and 12.25, not 12.255). */
export function isPetWeight(value: number): boolean {
  if (!Number.isFinite(value) || value < 0) return false;
  const scaled = value * 10 ** PET_WEIGHT_DECIMALS;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** A saved signature: a PNG data URL with content. */
export const isSignature = (value: string | null) =>
  value !== null && /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/.test(value);

/** The accepted types of a key as the picker lists them ('.jpg, .jpeg, .png, .pdf'). */
export const acceptedExtensions = (key: RentalDocumentKey) =>
  RENTAL_DOCUMENT_LIMITS[key].extensions.map((ext) => `.${ext}`).join(', ');

/** The files of one key against its count, type and size limits (limits.ts). */
export function fileIssues(path: string, key: RentalDocumentKey, files: readonly RentalApplicationFile[]) {
  const limits = RENTAL_DOCUMENT_LIMITS[key];
  const issues: RentalApplicationIssue[] = [];
  if (files.length > limits.maxFiles)
    issues.push({ path, message: 'filesMax', params: { max: limits.maxFiles } });
  files.forEach((file, i) => {
    if (!(limits.mimeTypes as readonly string[]).includes(file.mimeType))
      issues.push({ path: `${path}.${i}`, message: 'fileType', params: { types: acceptedExtensions(key) } });
    else if (file.size > RENTAL_DOCUMENT_MAX_BYTES)
      issues.push({
        path: `${path}.${i}`,
        message: 'fileTooLarge',
        params: { max: RENTAL_DOCUMENT_MAX_BYTES / (1024 * 1024) },
      });
  });
  return issues;
}
