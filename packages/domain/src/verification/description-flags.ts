/*
 * What a listing description gives away that staff should look at: a way to reach the poster
 * outside the platform (phone number, e-mail address, "text me on WhatsApp") and the payment
 * wording of advance-payment scams ("e-transfer", "wire", "deposit to hold"), in English and
 * French, including the usual ways of writing them around filters ("five one four",
 * "jean at gmail dot com").
 *
 * Wording decisions (each held by a row of description-flags.test.ts):
 * - A plain "deposit" is ordinary ("security deposit", "no deposit needed"); only a deposit asked
 *   to hold, secure or reserve the home ("dépôt pour réserver") counts.
 * - A payment word right after a negation ("no e-transfer before the visit", "jamais de virement")
 *   is a landlord warning renters, not asking for money, and does not count.
 * - "wire" counts only as a transfer ("wire transfer", "by wire"), never "wired" or "wireless".
 * - A bare contact word ("courriel", "WhatsApp") without a number or address is reported as a
 *   word, so the signal can weigh it less than a real number or address.
 */

export type ContactKind = 'PHONE' | 'EMAIL' | 'CONTACT_WORD';

export interface DescriptionFlags {
  /** What kinds of contact details were found, in a fixed order. */
  contacts: ContactKind[];
  /** The payment phrases found, as written in the normalized text, without repeats. */
  paymentWords: string[];
}

/** Number words, English and French, that posters spell phone digits with. */
const DIGIT_WORDS: Record<string, string> = {
  zero: '0',
  oh: '0',
  one: '1',
  two: '2',
  three: '3',
  four: '4',
  five: '5',
  six: '6',
  seven: '7',
  eight: '8',
  nine: '9',
  zéro: '0',
  un: '1',
  deux: '2',
  trois: '3',
  quatre: '4',
  cinq: '5',
  sept: '7',
  huit: '8',
  neuf: '9',
};

/** Lower case, accents kept (French words differ by them), typographic marks made plain. */
function normalize(text: string): string {
  return text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[‐-―−]/g, '-')
    .replace(/[’‘]/g, "'");
}

/** The text with number words as digits and spelled-out e-mail punctuation as symbols. */
function deobfuscate(text: string): string {
  return (
    text
      .replace(/\p{L}+/gu, (word) => DIGIT_WORDS[word] ?? word)
      // Commas between single digits ("five one four, five five five") group a spelled number.
      .replace(/(?<=\b\d)\s*,\s*(?=\d\b)/g, ' ')
      .replace(/\s*[([{]\s*(?:at|arobase)\s*[)\]}]\s*|\s+(?:at|arobase)\s+/g, '@')
      .replace(/\s*[([{]\s*(?:dot|point)\s*[)\]}]\s*|\s+(?:dot|point)\s+/g, '.')
  );
}

/**
 * Ten digits (eleven with a leading 1) with any spacing, dots, dashes or brackets between them,
 * starting with a valid North American area code digit (2–9).
 */
const PHONE = /(?<!\d)(?:1[\s.\-()/]*)?[2-9](?:[\s.\-()/]*\d){9}(?!\d)/;
const EMAIL = /[\p{L}0-9._%+-]+@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/u;
const CONTACT_WORDS =
  /\b(?:e-?mail|courriel|whatsapp|telegram|signal app|text me|texte?z?-moi|texto|call me|appelez-moi|appelle-moi)\b/;

/** Payment wording of advance-payment scams. `\b` does not know accents, so French stems are spelled out. */
const PAYMENT = new RegExp(
  [
    'e-?transfers?',
    'interac',
    'virements?(?: bancaires?| interac)?',
    'wire transfers?',
    'by wire(?! transfer)',
    'wire (?:the|me|you|your|a|it)\\b',
    'western union',
    'moneygram',
    'bitcoins?',
    'crypto(?:currency|monnaie)?',
    'gift cards?',
    'cartes?-cadeaux?',
    '(?:deposit|payment) (?:to|in order to) (?:hold|secure|reserve|lock)',
    'd[ée]p[ôo]ts? (?:pour|afin de) (?:r[ée]server|garder|bloquer|s[ée]curiser)',
  ].join('|'),
  'g',
);
/** A negation at most two words before a payment phrase ("never send an e-transfer", "pas de virement"). */
const NEGATED =
  /(?:\b(?:no|never|not|without|aucun|aucune|sans|jamais|pas de)|n't)\s+(?:\S+\s+){0,2}$|\b(?:pas|jamais) d'$/;

/** Contact details and payment wording found in a description (empty for none). */
export function flagDescription(description: string | null | undefined): DescriptionFlags {
  const text = normalize(description ?? '');
  const plain = deobfuscate(text);
  const contacts: ContactKind[] = [];
  if (PHONE.test(plain)) contacts.push('PHONE');
  if (EMAIL.test(plain)) contacts.push('EMAIL');
  if (!contacts.length && CONTACT_WORDS.test(text)) contacts.push('CONTACT_WORD');

  const paymentWords = new Set<string>();
  for (const match of text.matchAll(PAYMENT)) {
    const before = text.slice(Math.max(0, match.index - 30), match.index);
    if (!NEGATED.test(before)) paymentWords.add(match[0]);
  }
  return { contacts, paymentWords: [...paymentWords] };
}
