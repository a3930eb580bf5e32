import { z } from 'zod';
import { withFieldLabels } from '../i18n/field-labels';

/*
 * The card form of the checkout (spec/03 §2.1 step 9, §5 'Name is required'): the browser checks
 * it before paying, and the sandbox processor answers the same codes for what slips through.
 * Messages are error codes (billing/payment-errors.ts), so both sides show one text.
 */

export const CARD_NUMBER_MIN_DIGITS = 13;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Security code: 3 digits, 4 on some cards (American Express). */
export const CVC_PATTERN = /^\d{3,4}$/;

/** The digits of what was typed: spaces and dashes are the reader's, not the number's. */
export function cardDigits(typed: string): string {
  return typed.replace(/\D/g, '');
}

/** The Luhn check every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The number as a card shows it, in groups of four ('4242 4242 4242 4242'), at most 19 digits. */
export function formatCardNumber(typed: string): string {
  const digits = cardDigits(typed).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The expiry as typed into MM/YY: the slash comes by itself after the month. */
export function formatExpiry(typed: string): string {
  const digits = cardDigits(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * Whether MM/YY is a real month not yet over on `now`: a card is good through the last day of its
 * expiry month.
 */
export function expiryInFuture(expiry: string, now: Date): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  const nowMonth = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) >= nowMonth;
}

export const CARD_FIELD_LABELS = {
  name: { en: 'Name on card', fr: 'Nom sur la carte' },
  number: { en: 'Card number', fr: 'Numéro de carte' },
  expiry: { en: 'Expiration (MM/YY)', fr: 'Expiration (MM/AA)' },
  cvc: { en: 'CVC', fr: 'Code de sécurité (CVC)' },
};

export const cardFormSchema = withFieldLabels(
  z.object({
    name: z.string('CARD_NAME_REQUIRED').trim().min(1, 'CARD_NAME_REQUIRED').max(120, 'tooLong'),
    number: z
      .string('CARD_NUMBER_INVALID')
      .transform(cardDigits)
      .refine(
        (digits) =>
          digits.length >= CARD_NUMBER_MIN_DIGITS &&
          digits.length <= CARD_NUMBER_MAX_DIGITS &&
          passesLuhn(digits),
        'CARD_NUMBER_INVALID',
      ),
    // Checked against the clock when the form is sent: a page left open past a month's end sees it.
    expiry: z
      .string('CARD_EXPIRY_INVALID')
      .trim()
      .refine((expiry) => expiryInFuture(expiry, new Date()), 'CARD_EXPIRY_INVALID'),
    cvc: z.string('CARD_CVC_INVALID').trim().regex(CVC_PATTERN, 'CARD_CVC_INVALID'),
  }),
  CARD_FIELD_LABELS,
);
/** What the form holds: the text typed. */
export type CardFormValues = z.input<typeof cardFormSchema>;
/** What is sent: the number as digits only. */
export type CardInput = z.output<typeof cardFormSchema>;
