/*
 * How the void clauses of void-clause-rules-*.ts are worded, in English and French. The patterns
 * look at one sentence at a time (findVoidClauses splits the text), so "[^.!?\n]" below means "in
 * the same sentence". They aim at the usual wordings of a prohibited clause and stay quiet on a
 * clause that says the opposite ("pets are welcome", "no security deposit is required"): a false
 * alarm teaches landlords to ignore the warning. Note: \b is ASCII-only, so it is never put next to
 * an accented letter (it would never match there).
 */

const SAME_SENTENCE = '[^.!?\\n]';

/** `pattern`, unless its sentence also says one of `words`, before or after the match. */
export function unlessSentenceSays(words: string, pattern: RegExp): RegExp {
  const said = `(?:${words})`;
  return new RegExp(
    `(?<!${said}${SAME_SENTENCE}*)${pattern.source}(?!${SAME_SENTENCE}*${said})`,
    pattern.flags,
  );
}

/** `pattern`, unless a negation comes up to three words before it ("will not collect a security deposit"). */
export function notNegated(pattern: RegExp): RegExp {
  const negation = "\\b(?:no|not|never|without|aucune?|sans|ni|jamais)\\s+(?:[\\w'’-]+\\s+){0,3}";
  return new RegExp(`(?<!${negation})${pattern.source}`, pattern.flags);
}

/** "No pets": Ontario voids it (RTA s. 14) except where a condominium's rules forbid animals. */
export const NO_PETS = [
  // "no pets", "no dogs or cats", "no animals allowed" — not "no pet fee".
  /\bno\s+(?:pets?|animals?|dogs?|cats?)\b(?!\s+(?:fees?|deposits?|rent|charges?))/i,
  // "pets are not allowed", "pets prohibited", "animals are forbidden"
  /\b(?:pets?|animals?)\s+(?:are\s+|is\s+)?(?:not\s+(?:allowed|permitted)|prohibited|forbidden|banned)\b/i,
  // "the tenant shall not keep any pets", "tenants may not have animals"
  /\b(?:(?:shall|must|may|will|can)\s+not|cannot|may\s+never)\s+(?:keep|have|bring)\s+(?:any\s+)?(?:pets?|animals?)\b/i,
  // « aucun animal », « pas d'animaux »
  /(?:\baucun\s+animal|\bpas\s+d['’]\s*animaux)/i,
  // « animaux interdits », « les animaux ne sont pas permis »
  /\banimaux\s+(?:domestiques\s+)?(?:sont\s+)?(?:interdits|défendus|prohibés|non\s+(?:admis|permis|acceptés)|ne\s+sont\s+pas\s+(?:admis|permis|acceptés|autorisés))/i,
  // « il est interdit d'avoir des animaux »
  /\binterdit\s+d['’]\s*(?:avoir|garder)\s+(?:un|des|aucun)\s+anima/i,
].map((p) => unlessSentenceSays('condo|condominium|copropriété|syndicat', p));

/** A ban on guests or visitors, or guests only with the landlord's approval. */
export const NO_GUESTS = [
  /\bno\s+(?:overnight\s+)?(?:guests?|visitors?)\b/i,
  /\b(?:guests?|visitors?)\s+(?:are\s+)?(?:not\s+(?:allowed|permitted)|prohibited|forbidden)\b/i,
  /\b(?:shall|must|may)\s+not\s+have\s+(?:any\s+)?(?:overnight\s+)?(?:guests?|visitors?)\b/i,
  /\b(?:guests?|visitors?)\s+must\s+be\s+(?:approved|registered)\b/i,
  /\baucun\s+(?:invité|visiteur)/i,
  /\b(?:invités|visiteurs)\s+(?:sont\s+interdits|ne\s+sont\s+pas\s+(?:permis|admis|autorisés))/i,
  /\binterdit\s+de\s+recevoir\s+des\s+(?:invités|visiteurs)/i,
];

/** Post-dated cheques as a requirement; offering them stays the tenant's choice. */
export const REQUIRED_POST_DATED_CHEQUES = [
  /\b(?:must|shall|will|agrees?\s+to|(?:is|are)\s+required\s+to)\s+(?:[\w'’-]+\s+){0,4}?post[-\s]?dated\s+che(?:que|ck)s?/i,
  /\bpost[-\s]?dated\s+che(?:que|ck)s?\s+(?:are|is)\s+(?:required|mandatory)/i,
  /\b(?:doit|doivent|devra|devront|s['’]engagent?\s+à|est\s+tenue?\s+de)\s+(?:\S+\s+){0,4}?ch[èe]ques?\s+postdat/i,
  /\bch[èe]ques\s+postdatés\s+(?:sont\s+)?(?:exigés|obligatoires|requis)/i,
];

/** Automatic (pre-authorized) payments as a requirement. */
export const REQUIRED_AUTOMATIC_PAYMENTS = [
  /\b(?:must|shall|(?:is|are)\s+required\s+to)\s+(?:[\w'’-]+\s+){0,4}?(?:pre-?authori[sz]ed|automatic)\s+(?:debits?|payments?|withdrawals?)/i,
  /\b(?:doit|doivent|devra|devront)\s+(?:\S+\s+){0,4}?(?:prélèvements?|paiements?)\s+(?:automatiques?|préautorisés?)/i,
];

/** A security, damage, pet or cleaning deposit (where the province allows none). */
export const SECURITY_DEPOSIT = [
  /\b(?:security|damage|pet|cleaning)\s+deposit/i,
  /\bdépôt\s+(?:de\s+garantie|de\s+sécurité|pour\s+(?:les\s+)?dommages|pour\s+(?:un\s+|les\s+)?anima)/i,
].map(notNegated);

/** A last month's rent deposit (Québec allows only the first period in advance). */
export const LAST_MONTH_DEPOSIT = [/\blast\s+month['’]?s?\s+rent\b/i, /\bdernier\s+mois\s+de\s+loyer/i].map(
  notNegated,
);

/** The tenant takes over every repair, or the landlord refuses any. */
export const TENANT_DOES_ALL_REPAIRS = [
  /\btenants?\s+(?:is|are|shall\s+be|will\s+be)\s+responsible\s+for\s+(?:all|any)\s+(?:repairs?|maintenance)/i,
  /\btenants?\s+(?:shall|must|will)\s+(?:pay\s+for|do|make|carry\s+out)\s+(?:all|any)\s+(?:repairs?|maintenance)/i,
  /\blandlord\s+(?:is|shall|will)\s+not\s+(?:be\s+)?responsible\s+for\s+(?:any\s+)?(?:repairs?|maintenance)/i,
  /\b(?:all\s+)?repairs\s+(?:are|will\s+be)\s+(?:the\s+)?tenant['’]?s?\s+responsibility/i,
  /\blocataire\s+(?:\S+\s+){0,4}?(?:toutes\s+les\s+réparations|tout\s+l['’]entretien)/i,
  /\blocat(?:eur|rice)\s+n['’]est\s+(?:pas\s+)?responsable\s+d(?:e\s+)?(?:aucune\s+réparation|es\s+réparations)/i,
];

/** Entry without notice or at any time; entry in an emergency needs none, so it is left alone. */
export const ENTRY_WITHOUT_NOTICE = [
  /\b(?:enter|entry|access)\b[^.!?\n]{0,60}\b(?:without|no)\s+(?:prior\s+|advance\s+|written\s+)?notice\b/i,
  /\benter\b[^.!?\n]{0,40}\bat\s+any\s+time\b/i,
  /\bat\s+any\s+time\b[^.!?\n]{0,40}\benter\b/i,
  /\b(?:entrer|accéder|visiter|accès)[^.!?\n]{0,60}\bsans\s+(?:pré)?avis/i,
  /\b(?:entrer|accéder|visiter)[^.!?\n]{0,40}(?:\sà\s+tout\s+moment|\ben\s+tout\s+temps)/i,
].map((p) => unlessSentenceSays('emergenc|urgence', p));

/** Rent raised more than once a year, or whenever the landlord wishes. */
export const RENT_INCREASE_AT_WILL = [
  /\brent\b[^.!?\n]{0,40}\b(?:increased?|raised?|go\s+up)\b[^.!?\n]{0,40}\b(?:at\s+any\s+time|every\s+(?:month|quarter|six\s+months|\d\s+months)|twice\s+a\s+year|each\s+month|(?:at\s+)?(?:the\s+)?landlord['’]s\s+discretion)/i,
  /\bloyer\b[^.!?\n]{0,40}\b(?:augment|hauss)[^.!?\n]{0,40}(?:\ben\s+tout\s+temps|\sà\s+tout\s+moment|\bchaque\s+mois|\btous\s+les\s+(?:six|\d)\s+mois|\sà\s+la\s+discrétion)/i,
];

/** The tenancy ending by itself, or the tenant put out without notice or order. */
export const AUTOMATIC_TERMINATION = [
  /\b(?:must|shall|will)\s+(?:vacate|move\s+out|leave)\b[^.!?\n]{0,40}\b(?:at\s+the\s+end\s+of\s+the\s+(?:term|lease)|when\s+the\s+lease\s+(?:ends|expires))/i,
  /\b(?:lease|tenancy)\s+(?:will|shall)\s+(?:automatically\s+)?(?:terminate|end|be\s+terminated)\b[^.!?\n]{0,60}\b(?:if|upon|on|when)\b[^.!?\n]{0,40}\b(?:late|default|breach|fails?|misses)/i,
  /\b(?:doit|doivent|devra|devront)\s+(?:quitter|libérer)[^.!?\n]{0,40}\sà\s+la\s+fin\s+du\s+bail/i,
  /\bbail\s+(?:sera|est)\s+(?:automatiquement\s+)?(?:résilié|annulé)/i,
];

/** Eviction or lockout without notice, hearing or order. */
export const EVICTION_WITHOUT_ORDER = [
  /\b(?:evict(?:ed)?|removed?|locked\s+out|change\s+the\s+locks)\b[^.!?\n]{0,40}\bwithout\s+(?:notice|a\s+hearing|an?\s+order|going\s+to)/i,
  /(?:expulsé|expulsion|évincé|éviction)[^.!?\n]{0,40}\bsans\s+(?:préavis|avis|audience|ordonnance|jugement)/i,
];

/** The rest of the term's rent due at once on one late payment (an "acceleration" clause). */
export const RENT_ACCELERATION = [
  /\b(?:all|the\s+(?:entire|whole|full|balance\s+of\s+the))\s+(?:remaining\s+)?rent\b[^.!?\n]{0,60}\b(?:becomes?|shall\s+become|will\s+become|is)\s+(?:immediately\s+)?(?:due|payable)/i,
  /\b(?:tout\s+le|totalité\s+du|solde\s+du)\s+loyer[^.!?\n]{0,40}\b(?:devient|deviendra|sera)\s+(?:immédiatement\s+)?(?:exigible|dû|payable)/i,
];

/** A fee or deposit said to be non-refundable. */
export const NON_REFUNDABLE = [/\bnon[-\s]?refundable\b/i, /\bnon[-\s]?remboursables?/i];

/** The tenant gives up rights, or the Act is said not to apply. */
export const WAIVER_OF_RIGHTS = [
  /\b(?:waives?|gives?\s+up|renounces?)\b[^.!?\n]{0,40}\b(?:rights?|protections?)\b/i,
  /\b(?:Residential\s+Tenanc(?:y|ies)\s+Act|the\s+Act)\s+(?:does|shall|will)\s+not\s+apply\b/i,
  /\brenonce[^.!?\n]{0,40}\bdroits?\b/i,
  /\bla\s+loi\b[^.!?\n]{0,30}\bne\s+s['’]applique\s+pas/i,
];

/** The landlord keeps the deposit by right at the end of the tenancy. */
export const DEPOSIT_KEPT_AUTOMATICALLY = [
  /\bautomatically\s+(?:keep|retain|deduct|withhold)\b[^.!?\n]{0,40}\bdeposit/i,
  /\bdeposit\b[^.!?\n]{0,30}\b(?:is|will\s+be|shall\s+be)\s+forfeit(?:ed)?\b/i,
  /\b(?:garde|conserve|retient|retiendra|gardera|conservera)\s+automatiquement[^.!?\n]{0,40}\bdépôt/i,
  /\bdépôt[^.!?\n]{0,30}\b(?:sera|est)\s+(?:perdu|confisqué)/i,
];

/** A late fee or penalty (Québec: abusive when it exceeds the landlord's real loss). */
export const PENALTY = [
  /\b(?:late\s+(?:payment\s+)?(?:fees?|charges?)|penalty|penalties)\b/i,
  /\b(?:pénalité|frais\s+de\s+retard|amende)/i,
].map(notNegated);
