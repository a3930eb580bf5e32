import type { ErrorCode } from '@rentals/domain/errors/codes';

/*
 * The sandbox's test cards, as in Stripe's test mode: 4242 4242 4242 4242 succeeds; 4000 0000 0000
 * 0002 is declined; 4000 0000 0000 9995 has insufficient funds; 4000 0025 0000 3155 asks for
 * authentication first. Any other valid number succeeds. Any future MM/YY, any 3- or 4-digit CVC.
 */

export interface SandboxCard {
  name: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type CardOutcome =
  | { kind: 'SUCCEEDS'; brand: string; last4: string }
  | { kind: 'REQUIRES_AUTHENTICATION'; brand: string; last4: string }
  | {
      kind: 'DECLINED';
      code: ErrorCode;
      stripeCode: string;
      declineCode: string;
      brand: string;
      last4: string;
    };

const DECLINED = '4000000000000002';
const INSUFFICIENT_FUNDS = '4000000000009995';
const AUTHENTICATION = '4000002500003155';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]|^2[2-7]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

/** The first problem with the card as typed (the form's field errors), or null. */
export function cardIssue(card: SandboxCard, now = new Date()): ErrorCode | null {
  if (!card.name.trim()) return 'CARD_NAME_REQUIRED';
  const number = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(number) || !luhn(number)) return 'CARD_NUMBER_INVALID';
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  const month = Number(expiry?.[1]);
  if (!expiry || month < 1 || month > 12) return 'CARD_EXPIRY_INVALID';
  // A card is good to the end of its expiry month.
  const endOfMonth = new Date(Date.UTC(2000 + Number(expiry[2]), month, 1));
  if (endOfMonth <= now) return 'CARD_EXPIRY_INVALID';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'CARD_CVC_INVALID';
  return null;
}

/** What the sandbox's processor does with a valid card. */
export function cardOutcome(card: SandboxCard): CardOutcome {
  const number = card.number.replace(/[\s-]/g, '');
  const brand = brandOf(number);
  const last4 = number.slice(-4);
  if (number === DECLINED) {
    return {
      kind: 'DECLINED',
      code: 'CARD_DECLINED',
      stripeCode: 'card_declined',
      declineCode: 'generic_decline',
      brand,
      last4,
    };
  }
  if (number === INSUFFICIENT_FUNDS) {
    return {
      kind: 'DECLINED',
      code: 'CARD_INSUFFICIENT_FUNDS',
      stripeCode: 'card_declined',
      declineCode: 'insufficient_funds',
      brand,
      last4,
    };
  }
  if (number === AUTHENTICATION) return { kind: 'REQUIRES_AUTHENTICATION', brand, last4 };
  return { kind: 'SUCCEEDS', brand, last4 };
}
