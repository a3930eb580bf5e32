import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListingDescriptionFacts } from '@rentals/domain/descriptions/schemas';
import { loadConfig } from '../../config';
import { startFakeHttpServer, type FakeHttpServer } from '../../test/fake-http';
import { writeDescription } from './builtin-description';
import { createDescriptionGenerator, createLlmDescriptionGenerator } from './description';
import { ChatCompletionError } from './openai-chat';

const FACTS: ListingDescriptionFacts = {
  address: '123 King St W, Toronto',
  neighbor: 'Liberty Village',
  property_type: 'CONDO',
  bedrooms: 'TWO_BEDROOMS',
  bathrooms: 1.5,
  furnished: true,
  monthly_price: 2350,
  deposit: 1000,
  avail_date: '2026-07-01',
  lease_term: 12,
  amenities: ['gym', 'rooftopDeck'],
  appliances: ['dishwasher'],
  pets_allowed: ['none'],
  tenant_reqs: ['noSmoking'],
};

const fixed = (value: number) => () => value;

describe('built-in writer', () => {
  it('states the given facts in English', () => {
    const text = writeDescription(FACTS, 'en', fixed(0));
    expect(text).toContain(
      'Welcome to this furnished two-bedroom condo in Liberty Village at 123 King St W, Toronto.',
    );
    expect(text).toContain('a gym and a rooftop deck');
    expect(text).toContain('a dishwasher');
    expect(text).toContain('1.5 bathrooms');
    expect(text).toContain('Sorry, no pets.');
    expect(text).toContain('non-smoking');
    expect(text).toContain('Rent is $2,350 per month, with a deposit of $1,000.');
    expect(text).toContain('July 1, 2026');
    expect(text).toContain('12-month lease');
  });

  it('states them in French, with agreement', () => {
    const text = writeDescription(FACTS, 'fr', fixed(0));
    expect(text).toContain(
      'Bienvenue dans ce condo meublé de deux chambres situé dans le quartier Liberty Village, au 123 King St W, Toronto.',
    );
    expect(text).toContain('1,5 salle de bain');
    expect(text).toContain("une salle d'entraînement et une terrasse sur le toit");
    expect(text).toMatch(/Le loyer est de 2\s350\s\$ par mois/);
    expect(
      writeDescription({ property_type: 'HOUSE_OR_TOWNHOUSE', furnished: true }, 'fr', fixed(0)),
    ).toContain('Bienvenue dans cette maison meublée.');
  });

  it('never mentions what was not given, and asks to contact for pricing without a price', () => {
    const text = writeDescription({ property_type: 'APARTMENT' }, 'en', fixed(0.99));
    for (const word of ['gym', 'pool', 'parking', 'laundry', 'balcony', 'bathroom', 'pets', 'deposit']) {
      expect(text.toLowerCase()).not.toContain(word);
    }
    expect(text).toContain('Contact for Pricing!');
    expect(writeDescription({ monthly_price: 0 }, 'fr', fixed(0))).toContain('Contactez-nous pour le prix !');
    expect(writeDescription({}, 'en', fixed(0))).toMatch(/rental/);
  });

  it('names every amenity in the language of the text, with the labels the wizard shows', () => {
    const facts = { ...FACTS, amenities: ['partyRoom', 'bikeStorage'] };
    expect(writeDescription(facts, 'fr', fixed(0))).toMatch(/salle de réception.*rangement à vélos/);
    expect(writeDescription(facts, 'en', fixed(0))).toMatch(/party room.*bike storage/);
  });

  it('varies its phrasing', () => {
    const texts = new Set([0, 0.4, 0.8].map((r) => writeDescription(FACTS, 'en', fixed(r))));
    expect(texts.size).toBe(3);
  });
});

describe('language model generator', () => {
  let fake: FakeHttpServer;
  beforeAll(async () => {
    fake = await startFakeHttpServer();
  });
  afterAll(() => fake.close());

  it('posts the given facts to {LLM_URL}/chat/completions and returns the message text', async () => {
    fake.answer(() => ({
      json: { choices: [{ message: { role: 'assistant', content: '  A lovely condo.  ' } }] },
    }));
    const generator = createDescriptionGenerator(
      loadConfig({ LLM_URL: `${fake.url}/v1/`, LLM_API_KEY: 'sk-test', LLM_MODEL: 'tiny' }),
    );
    expect(generator.kind).toBe('llm');
    expect(await generator.generate(FACTS, 'fr')).toBe('A lovely condo.');
    const request = fake.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe('/v1/chat/completions');
    expect(request.headers.authorization).toBe('Bearer sk-test');
    const body = JSON.parse(request.body) as { model: string; messages: { role: string; content: string }[] };
    expect(body.model).toBe('tiny');
    expect(body.messages[0]?.content).toContain('français');
    // The facts, their option values as the French labels the wizard shows.
    expect(JSON.parse(body.messages[1]!.content)).toEqual({
      ...FACTS,
      property_type: 'Condo',
      bedrooms: 'Deux chambres',
      amenities: ["Salle d'entraînement", 'Terrasse sur le toit'],
      appliances: ['Lave-vaisselle'],
      pets_allowed: ['Aucun'],
      tenant_reqs: ['Non-fumeur'],
    });
  });

  it('accepts output and final_output answers', async () => {
    const generator = createLlmDescriptionGenerator({ url: fake.url, model: 'm', timeoutMs: 1000 });
    fake.answer(() => ({ json: { output: 'From output.' } }));
    expect(await generator.generate({}, 'en')).toBe('From output.');
    fake.answer(() => ({ json: { final_output: 'From final_output.' } }));
    expect(await generator.generate({}, 'en')).toBe('From final_output.');
    expect(fake.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('rejects on an error answer, an empty answer or a timeout', async () => {
    const generator = createLlmDescriptionGenerator({ url: fake.url, model: 'm', timeoutMs: 200 });
    fake.answer(() => ({ status: 429, json: { error: { message: 'rate limited' } } }));
    await expect(generator.generate(FACTS, 'en')).rejects.toBeInstanceOf(ChatCompletionError);
    fake.answer(() => ({ json: { choices: [{ message: { content: '' } }] } }));
    await expect(generator.generate(FACTS, 'en')).rejects.toThrow('no text');
    fake.answer(() => 'hang');
    await expect(generator.generate(FACTS, 'en')).rejects.toBeInstanceOf(ChatCompletionError);
  });

  it('is the built-in writer without LLM_URL', async () => {
    const generator = createDescriptionGenerator(loadConfig({}));
    expect(generator.kind).toBe('builtin');
    expect(await generator.generate(FACTS, 'en')).toContain('Liberty Village');
  });
});
