import type { Bilingual } from '../i18n/translate';
import type { Province } from '../users/enums';
import type { LeaseSource } from './provinces';
import { BC_VOID_CLAUSES, OTHER_PROVINCES_VOID_CLAUSES } from './void-clause-rules-bc-others';
import { ONTARIO_VOID_CLAUSES } from './void-clause-rules-on';
import { QUEBEC_VOID_CLAUSES } from './void-clause-rules-qc';

/*
 * Additional terms written by the landlord, checked before the lease is sent (issue 19) against
 * clauses each province's law says do not bind the tenant. The landlord sees a plain-language
 * warning for each one found, with VOID_CLAUSE_DISCLAIMER: this is advice, never legal advice, and
 * sending is never blocked by it.
 */

export interface VoidClauseRule {
  id: string;
  provinces: readonly Province[];
  /** Wordings of the clause, English and French; each is tried on one sentence at a time. */
  patterns: readonly RegExp[];
  /** Plain language: what the clause says, why it does not bind the tenant, what to do instead. */
  warning: Bilingual;
  source: LeaseSource;
}

export interface VoidClauseFinding {
  ruleId: string;
  /** Where the matched sentence starts and ends in the text: excerpt === text.slice(start, end). */
  start: number;
  end: number;
  /** The sentence that matched. */
  excerpt: string;
  warning: Bilingual;
  source: LeaseSource;
}

export const VOID_CLAUSE_RULES: readonly VoidClauseRule[] = [
  ...ONTARIO_VOID_CLAUSES,
  ...QUEBEC_VOID_CLAUSES,
  ...BC_VOID_CLAUSES,
  ...OTHER_PROVINCES_VOID_CLAUSES,
];

export const VOID_CLAUSE_DISCLAIMER: Bilingual = {
  en: 'This check looks for clauses that the law says a tenant is not bound by. It is advice, not legal advice: it can miss a clause or flag one that is fine. If in doubt, ask the residential tenancy office of your province or a lawyer.',
  fr: 'Cette vérification repère les clauses qui, selon la loi, ne lient pas le locataire. C’est un conseil, pas un avis juridique : elle peut manquer une clause ou en signaler une qui est correcte. En cas de doute, consultez l’organisme de location résidentielle de votre province ou un avocat.',
};

interface Sentence {
  start: number;
  end: number;
  text: string;
}

/** A sentence ends at . ! or ? followed by a space or the end, or at a line break. */
const SENTENCE_END = /[.!?]+(?=\s|$)|\n/g;

function sentencesOf(text: string): Sentence[] {
  const sentences: Sentence[] = [];
  const add = (from: number, to: number) => {
    let start = from;
    let end = to;
    while (start < end && /\s/.test(text.charAt(start))) start++;
    while (end > start && /\s/.test(text.charAt(end - 1))) end--;
    if (end > start) sentences.push({ start, end, text: text.slice(start, end) });
  };
  let from = 0;
  for (const match of text.matchAll(SENTENCE_END)) {
    const after = match.index + match[0].length;
    add(from, match[0] === '\n' ? match.index : after);
    from = after;
  }
  add(from, text.length);
  return sentences;
}

/** Clauses of `text` known to be void in `province`, one finding per rule (first match), in text order. */
export function findVoidClauses(province: Province, text: string | null | undefined): VoidClauseFinding[] {
  if (!text) return [];
  const sentences = sentencesOf(text);
  const findings: VoidClauseFinding[] = [];
  for (const rule of VOID_CLAUSE_RULES) {
    if (!rule.provinces.includes(province)) continue;
    const sentence = sentences.find((s) => rule.patterns.some((pattern) => pattern.test(s.text)));
    if (!sentence) continue;
    findings.push({
      ruleId: rule.id,
      start: sentence.start,
      end: sentence.end,
      excerpt: sentence.text,
      warning: rule.warning,
      source: rule.source,
    });
  }
  // Stable: two rules matching the same sentence keep the order of VOID_CLAUSE_RULES.
  return findings.sort((a, b) => a.start - b.start);
}
