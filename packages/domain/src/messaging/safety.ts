import { SAFETY_FLAGS, type SafetyFlag } from './enums';

/*
 * The classic rental scams, as the large classifieds describe them: money before anyone has seen
 * the home ("I am abroad, send the deposit and I mail you the keys"), a deposit by wire,
 * e-transfer, gift cards or crypto to "hold" a unit, and a move to another channel where the
 * platform cannot see the exchange. A message that matches shows the renter a warning with advice
 * and flags the conversation for staff; nothing is blocked, as an honest landlord may use the words.
 *
 * Text is matched without case or accents, so 'Dépôt' and 'depot' match alike, in English and French.
 */

/** Ways of sending money that cannot be taken back. */
const IRREVERSIBLE_PAYMENT =
  /\b(e-?\s?transfers?|interac|wire(d|s)?( transfer)?|western union|moneygram|bitcoin|crypto\w*|gift ?cards?|cartes?[- ]cadeaux?|virements?|transferts? (interac|bancaires?)|mandats?[- ]postes?)\b/;
/** Money to keep a unit for the renter. */
const TO_HOLD =
  /\b(deposit|hold|reserve|secure|first and last|depot|acompte|reserver|garder|bloquer|retenir|premier et dernier)\b/;

const PAYMENT_BEFORE_VIEWING: RegExp[] = [
  /\b(pay|send|transfer)\w*\b[^.!?\n]{0,60}\bbefore\b[^.!?\n]{0,30}\b(view|viewing|showing|visit|see|seeing|tour)\b/,
  /\b(out of|outside) (the )?(country|town|province)\b/,
  /\b(mail|ship|courier|send)\w* (you )?the keys?\b/,
  /\bkeys? (will be |are )?(mailed|shipped|couriered|sent)\b/,
  /\b(payer|envoyer|verser|transferer)\w*\b[^.!?\n]{0,60}\bavant\b[^.!?\n]{0,30}\b(visite|visiter|voir)\b/,
  /\b(a l'etranger|hors du pays|a l'exterieur du pays)\b/,
  /\b(envoyer|poster|expedier)\w* (vous )?les cles\b/,
  /\bles cles (vous )?(seront|sont) (envoyees|postees|expediees)\b/,
];

const OFF_PLATFORM: RegExp[] = [
  /\b(whats ?app|telegram|signal app|wechat|viber|kik)\b/,
  /\b(text|call|email|e-mail|reach|contact|message) me (at|on)\b/,
  /\bmy (personal |private )?(e-?mail|cell|phone|number)( address)? is\b/,
  /\b(ecrivez|textez|texte|appelez|joignez|contactez)[- ]moi (a|au|sur|par)\b/,
  /\bmon (courriel|adresse courriel|numero|cellulaire) (est|:)/,
  // An e-mail address or a phone number written out.
  /[a-z0-9._%+-]+@[a-z0-9.-]+\.[a-z]{2,}/,
  /(\+?1[\s.-]?)?\(?\b\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{4}\b/,
];

/** Lower case, without accents or typographic apostrophes, spaces collapsed. */
export function normalizeForSafety(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[’‘`]/g, "'")
    .toLowerCase()
    .replace(/\s+/g, ' ');
}

/** The warnings a message calls for, in SAFETY_FLAGS order; none for an ordinary message. */
export function safetyFlags(text: string): SafetyFlag[] {
  const t = normalizeForSafety(text);
  const found = new Set<SafetyFlag>();
  if (PAYMENT_BEFORE_VIEWING.some((pattern) => pattern.test(t))) found.add('PAYMENT_BEFORE_VIEWING');
  if (IRREVERSIBLE_PAYMENT.test(t) && TO_HOLD.test(t)) found.add('DEPOSIT_TO_HOLD');
  if (OFF_PLATFORM.some((pattern) => pattern.test(t))) found.add('OFF_PLATFORM');
  return SAFETY_FLAGS.filter((flag) => found.has(flag));
}
