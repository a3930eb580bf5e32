import type { ListingDescriptionFacts } from '@rentals/domain/descriptions/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import type { Config } from '../../config';
import { createBuiltinDescriptionGenerator } from './builtin-description';
import { labelledFacts } from './fact-labels';
import { chatCompletion, type ChatEndpoint } from './openai-chat';

/** Writes a listing description from the facts of spec/03 §7. */
export interface DescriptionGenerator {
  kind: 'builtin' | 'llm';
  /** The description text; rejects when a remote provider fails (the caller decides what to show). */
  generate(facts: ListingDescriptionFacts, locale: Locale): Promise<string>;
}

/** A language model answers within this long, or the call counts as failed. */
export const LLM_TIMEOUT_MS = 30_000;

const INSTRUCTIONS: Record<Locale, string> = {
  en: [
    'You write rental listing descriptions for a Canadian rental marketplace.',
    'Write in English, two to four short paragraphs, warm and factual, plain text without markdown or headings.',
    'Use only the facts given as JSON: never add an amenity, appliance, feature or claim that is not listed.',
    'Leave out anything that is missing. If there is no monthly_price, write "Contact for Pricing!".',
  ].join(' '),
  fr: [
    'Vous rédigez des descriptions d’annonces de location pour un site canadien.',
    'Écrivez en français canadien, deux à quatre courts paragraphes, chaleureux et factuels, en texte brut sans markdown ni titres.',
    'Utilisez uniquement les faits fournis en JSON : n’ajoutez jamais de commodité, d’appareil, de caractéristique ou d’affirmation absente de la liste.',
    'Omettez ce qui manque. S’il n’y a pas de monthly_price, écrivez « Contactez-nous pour le prix ! ».',
  ].join(' '),
};

/** The facts actually given: empty texts, empty lists and nulls are left out of the prompt. */
export function givenFacts(facts: ListingDescriptionFacts): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(facts).filter(
      ([, v]) => v !== null && v !== undefined && v !== '' && !(Array.isArray(v) && v.length === 0),
    ),
  );
}

/** Sends the facts to an OpenAI-compatible chat completions endpoint (POST {url}/chat/completions). */
export function createLlmDescriptionGenerator(endpoint: ChatEndpoint): DescriptionGenerator {
  return {
    kind: 'llm',
    generate: (facts, locale) =>
      chatCompletion(endpoint, [
        { role: 'system', content: INSTRUCTIONS[locale] },
        { role: 'user', content: JSON.stringify(givenFacts(labelledFacts(facts, locale))) },
      ]),
  };
}

/** A language model when LLM_URL is set, else the built-in writer. */
export function createDescriptionGenerator(config: Config): DescriptionGenerator {
  if (!config.LLM_URL) return createBuiltinDescriptionGenerator();
  return createLlmDescriptionGenerator({
    url: config.LLM_URL,
    apiKey: config.LLM_API_KEY,
    model: config.LLM_MODEL,
    timeoutMs: LLM_TIMEOUT_MS,
  });
}
