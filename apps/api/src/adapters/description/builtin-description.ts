import { CONTACT_FOR_PRICING_TEXT } from '@rentals/domain/descriptions/limits';
import type { ListingDescriptionFacts } from '@rentals/domain/descriptions/schemas';
import type { Locale } from '@rentals/domain/users/enums';
import type { DescriptionGenerator } from './description';
import {
  NUMBER_WORDS,
  PROPERTY_NOUNS,
  bedroomKind,
  optionWords,
  storageSentence,
  type Noun,
} from './fact-labels';

/*
 * The description writer used when no language model is configured. It states the given facts
 * only, in a few varied phrasings: nothing is added that the landlord did not say (no "bright",
 * no amenity that was not ticked), and a missing fact just leaves its sentence out.
 */

type Pick = <T>(options: readonly T[]) => T;
type Facts = ListingDescriptionFacts;

const present = (list: readonly string[] | null | undefined) => (list ?? []).filter((v) => v.trim());

function joinList(items: string[], locale: Locale): string {
  return new Intl.ListFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', { type: 'conjunction' }).format(items);
}

function money(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

function date(value: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return value;
  return new Intl.DateTimeFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${value}T00:00:00Z`));
}

const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const sentence = (s: string) => capitalize(s.trim()).replace(/[.!]?$/, (end) => end || '.');
/** English takes the singular for exactly one; French for anything under two (1,5 salle de bain). */
const plural = (n: number, one: string, many: string, locale: Locale = 'en') =>
  (locale === 'fr' ? n < 2 : n === 1) ? one : many;
const startsWithVowel = (s: string) => /^[aeiouhâàéèêîôû]/i.test(s);
const trimNumber = (n: number) => String(Math.round(n * 100) / 100);

function words(list: readonly string[] | null | undefined, locale: Locale): string[] {
  return present(list).map((v) => optionWords(v, locale));
}

/** "furnished two-bedroom condo" / "condo meublé de deux chambres", without an article. */
function homePhrase(facts: Facts, locale: Locale): { text: string; noun: Noun } {
  const noun = PROPERTY_NOUNS[facts.property_type ?? ''] ?? PROPERTY_NOUNS.OTHER!;
  const beds = bedroomKind(facts.bedrooms);
  if (beds?.kind === 'sharedRoom') {
    const room: Noun = {
      en: 'room in a shared home',
      fr: 'chambre dans une maison partagée',
      feminine: true,
    };
    if (locale === 'en') return { text: `${facts.furnished ? 'furnished ' : ''}${room.en}`, noun: room };
    return { text: facts.furnished ? 'chambre meublée dans une maison partagée' : room.fr, noun: room };
  }
  if (locale === 'en') {
    const parts = [facts.furnished ? 'furnished' : ''];
    if (beds?.kind === 'studio') parts.push('studio');
    if (beds?.kind === 'count') {
      parts.push(beds.orMore ? `${beds.count}+ bedroom` : `${NUMBER_WORDS.en[beds.count]}-bedroom`);
    }
    parts.push(noun.en);
    return { text: parts.filter(Boolean).join(' '), noun };
  }
  const e = noun.feminine ? 'e' : '';
  let text = noun.fr;
  if (facts.furnished) text += ` meublé${e}`;
  if (beds?.kind === 'studio') text += ' de type studio';
  if (beds?.kind === 'count') {
    text +=
      beds.count === 1
        ? " d'une chambre"
        : ` de ${beds.orMore ? `${beds.count} chambres ou plus` : `${NUMBER_WORDS.fr[beds.count]} chambres`}`;
  }
  return { text, noun };
}

function opening(facts: Facts, locale: Locale, pick: Pick): string {
  const { text, noun } = homePhrase(facts, locale);
  const hood = facts.neighbor?.trim();
  const address = facts.address?.trim();
  if (locale === 'en') {
    const where = [hood ? ` in ${hood}` : '', address ? ` at ${address}` : ''].join('');
    const article = startsWithVowel(text) ? 'an' : 'a';
    return pick([
      `Welcome to this ${text}${where}.`,
      `Discover this ${text}${where}.`,
      `Meet your next home: ${article} ${text}${where}.`,
    ]);
  }
  const e = noun.feminine ? 'e' : '';
  const where = [
    hood ? ` situé${e} dans le quartier ${hood}` : '',
    address ? `${hood ? ',' : ` situé${e}`} au ${address}` : '',
  ].join('');
  const demonstrative = noun.feminine ? 'cette' : startsWithVowel(text) ? 'cet' : 'ce';
  const indefinite = noun.feminine ? 'une' : 'un';
  return pick([
    `Bienvenue dans ${demonstrative} ${text}${where}.`,
    `Découvrez ${demonstrative} ${text}${where}.`,
    `Voici votre prochain chez-vous : ${indefinite} ${text}${where}.`,
  ]);
}

function building(facts: Facts, locale: Locale, pick: Pick): string[] {
  const out: string[] = [];
  const year = facts.year_built?.trim();
  const floors = facts.num_floors;
  if (year || floors) {
    if (locale === 'en') {
      const bits = [
        year ? `was built in ${year}` : '',
        floors ? `has ${floors} ${plural(floors, 'floor', 'floors')}` : '',
      ].filter(Boolean);
      out.push(`The building ${bits.join(' and ')}.`);
    } else {
      const bits = [
        year ? `a été construit en ${year}` : '',
        floors ? `compte ${floors} ${plural(floors, 'étage', 'étages', locale)}` : '',
      ].filter(Boolean);
      out.push(`L'immeuble ${bits.join(' et ')}.`);
    }
  }
  const amenities = words(facts.amenities, locale);
  if (amenities.length) {
    const list = joinList(amenities, locale);
    out.push(
      locale === 'en'
        ? pick([
            `Residents enjoy ${list}.`,
            `Building amenities include ${list}.`,
            `The building offers ${list}.`,
          ])
        : pick([
            `Les résidents ont accès à ${list}.`,
            `Les commodités de l'immeuble comprennent ${list}.`,
            `L'immeuble offre ${list}.`,
          ]),
    );
  }
  return out;
}

function unit(facts: Facts, locale: Locale, pick: Pick): string[] {
  const out: string[] = [];
  const baths = facts.bathrooms;
  const area = facts.area;
  if (baths || area) {
    if (locale === 'en') {
      const bits = [
        baths ? `${trimNumber(baths)} ${plural(baths, 'bathroom', 'bathrooms')}` : '',
        area ? `about ${trimNumber(area)} sq. ft. of living space` : '',
      ].filter(Boolean);
      out.push(pick([`The unit has ${bits.join(' and ')}.`, `Inside, there are ${bits.join(' and ')}.`]));
    } else {
      const bits = [
        baths
          ? `${trimNumber(baths).replace('.', ',')} ${plural(baths, 'salle de bain', 'salles de bain', locale)}`
          : '',
        area ? `environ ${trimNumber(area).replace('.', ',')} pi² d'espace habitable` : '',
      ].filter(Boolean);
      out.push(`Le logement compte ${bits.join(' et ')}.`);
    }
  }
  const inside = words(facts.unitamenities, locale);
  if (inside.length) {
    const list = joinList(inside, locale);
    out.push(
      locale === 'en'
        ? pick([`Inside you'll find ${list}.`, `The unit features ${list}.`])
        : pick([`À l'intérieur, vous trouverez ${list}.`, `Le logement offre ${list}.`]),
    );
  }
  const appliances = words(facts.appliances, locale);
  if (appliances.length) {
    const list = joinList(appliances, locale);
    out.push(
      locale === 'en'
        ? pick([`Appliances include ${list}.`, `It comes equipped with ${list}.`])
        : pick([`Les électroménagers comprennent ${list}.`, `Le logement comprend aussi ${list}.`]),
    );
  }
  const features = present(facts.features);
  if (features.length) {
    const list = joinList(features, locale);
    out.push(locale === 'en' ? `Other features: ${list}.` : `Autres caractéristiques : ${list}.`);
  }
  return out;
}

function services(facts: Facts, locale: Locale): string[] {
  const out: string[] = [];
  const utilities = words(facts.utilities, locale);
  if (utilities.length) {
    out.push(
      locale === 'en'
        ? `Utilities: ${joinList(utilities, locale)}.`
        : `Services publics : ${joinList(utilities, locale)}.`,
    );
  }
  const type = facts.parking_type?.trim();
  const spots = facts.num_spots;
  if (type === 'NONE') out.push(locale === 'en' ? 'No parking is included.' : 'Aucun stationnement.');
  else if (type || spots) {
    const kind = type && type !== 'OTHER' ? optionWords(type, locale) : '';
    if (locale === 'en') {
      out.push(
        spots
          ? `Parking: ${spots} ${kind ? `${kind} ` : ''}${plural(spots, 'spot', 'spots')}.`
          : `Parking: ${kind || 'available'}.`,
      );
    } else {
      const agreed = spots && spots > 1 && kind ? `${kind}s` : kind;
      out.push(
        spots
          ? `Stationnement : ${spots} ${plural(spots, 'place', 'places', locale)}${agreed ? ` (${agreed})` : ''}.`
          : `Stationnement : ${kind || 'disponible'}.`,
      );
    }
  }
  const storage = facts.storage?.trim();
  if (storage) out.push(storageSentence(storage, locale));
  return out;
}

function rules(facts: Facts, locale: Locale): string[] {
  const out: string[] = [];
  const pets = present(facts.pets_allowed);
  if (pets.includes('none')) {
    out.push(locale === 'en' ? 'Sorry, no pets.' : 'Désolé, les animaux ne sont pas acceptés.');
  } else if (pets.length) {
    const names: Record<string, { en: string; fr: string }> = {
      cat: { en: 'cats', fr: 'chats' },
      dog: { en: 'dogs', fr: 'chiens' },
      other: { en: 'other pets', fr: 'autres animaux' },
    };
    const list = joinList(
      pets.map((p) => names[p]?.[locale] ?? optionWords(p, locale)),
      locale,
    );
    out.push(locale === 'en' ? `${capitalize(list)} are welcome.` : `Les ${list} sont les bienvenus.`);
  }
  const reqs = present(facts.tenant_reqs);
  if (reqs.includes('noSmoking')) {
    out.push(locale === 'en' ? 'This is a non-smoking home.' : 'Ce logement est non-fumeur.');
  }
  const asked = reqs.filter((r) => r !== 'noSmoking').map((r) => optionWords(r, locale));
  if (asked.length) {
    out.push(
      locale === 'en'
        ? `Applicants are asked for ${joinList(asked, locale)}.`
        : `Les candidats doivent fournir ${joinList(asked, locale)}.`,
    );
  }
  return out;
}

function surroundings(facts: Facts, locale: Locale, pick: Pick): string[] {
  const out: string[] = [];
  const tags = words(facts.tags, locale);
  if (tags.length) {
    out.push(
      locale === 'en'
        ? `Highlights: ${joinList(tags, locale)}.`
        : `Points forts : ${joinList(tags, locale)}.`,
    );
  }
  const landmarks = present(facts.landmarks);
  if (landmarks.length) {
    const list = joinList(landmarks, locale);
    out.push(
      locale === 'en'
        ? pick([`Nearby: ${list}.`, `Close by you'll find ${list}.`])
        : pick([`À proximité : ${list}.`, `Tout près, vous trouverez ${list}.`]),
    );
  }
  return out;
}

function terms(facts: Facts, locale: Locale, pick: Pick): string[] {
  const out: string[] = [];
  const price = facts.monthly_price;
  const deposit = facts.deposit;
  if (price && price > 0) {
    const rent = money(price, locale);
    const dep = deposit && deposit > 0 ? money(deposit, locale) : '';
    out.push(
      locale === 'en'
        ? `Rent is ${rent} per month${dep ? `, with a deposit of ${dep}` : ''}.`
        : `Le loyer est de ${rent} par mois${dep ? `, avec un dépôt de ${dep}` : ''}.`,
    );
  } else {
    out.push(CONTACT_FOR_PRICING_TEXT[locale]);
  }
  const available = facts.avail_date?.trim();
  const lease = facts.lease_term;
  if (available || lease) {
    if (locale === 'en') {
      const bits = [
        available ? `available from ${date(available, locale)}` : '',
        lease ? `offered on a ${lease}-month lease` : '',
      ].filter(Boolean);
      out.push(sentence(`The unit is ${bits.join(' and ')}`));
    } else {
      const bits = [
        available ? `disponible à partir du ${date(available, locale)}` : '',
        lease ? `offert avec un bail de ${lease} mois` : '',
      ].filter(Boolean);
      out.push(sentence(`Le logement est ${bits.join(' et ')}`));
    }
  }
  out.push(
    locale === 'en'
      ? pick([
          'Contact us to book a viewing.',
          'Reach out today to arrange a visit.',
          'Get in touch to schedule a viewing.',
        ])
      : pick([
          'Contactez-nous pour planifier une visite.',
          "Écrivez-nous dès aujourd'hui pour organiser une visite.",
          'Communiquez avec nous pour réserver une visite.',
        ]),
  );
  return out;
}

/** Writes a description from the facts only, in en or fr. `random` picks among phrasings (tests pass a fixed one). */
export function writeDescription(facts: Facts, locale: Locale, random: () => number = Math.random): string {
  const pick: Pick = (options) => options[Math.floor(random() * options.length) % options.length]!;
  const paragraphs = [
    [opening(facts, locale, pick), ...building(facts, locale, pick)],
    unit(facts, locale, pick),
    [...services(facts, locale), ...rules(facts, locale)],
    surroundings(facts, locale, pick),
    terms(facts, locale, pick),
  ];
  return paragraphs
    .filter((p) => p.length)
    .map((p) => p.join(' '))
    .join('\n\n');
}

/** The built-in generator: no network, never fails. */
export function createBuiltinDescriptionGenerator(
  options: { random?: () => number } = {},
): DescriptionGenerator {
  return {
    kind: 'builtin',
    generate: async (facts, locale) => writeDescription(facts, locale, options.random),
  };
}
