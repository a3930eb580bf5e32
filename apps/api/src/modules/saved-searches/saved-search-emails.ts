import type { Locale } from '@rentals/domain/users/enums';
import type { MailMessage } from '../../adapters/mail/mail';

/*
 * The e-mails of saved searches and saved homes, in the renter's language: each new home with its
 * title, price, address and link, a link back to the search, and the search's own unsubscribe link.
 */

export const SAVED_SEARCH_ALERT_TEMPLATE = 'saved-search-alert';
export const SAVED_SEARCH_DIGEST_TEMPLATE = 'saved-search-digest';
export const SAVED_HOME_PRICE_DROP_TEMPLATE = 'saved-home-price-drop';

export interface AlertHome {
  id: string;
  title: string;
  /** Lowest monthly price; null: contact for pricing. */
  price: number | null;
  address: string | null;
}

export interface SearchLinks {
  publicUrl: string;
  /** The /search address of the saved search (path and query). */
  searchPath: string;
  unsubscribe: string;
}

const money = (locale: Locale, amount: number) =>
  new Intl.NumberFormat(locale === 'fr' ? 'fr-CA' : 'en-CA', {
    style: 'currency',
    currency: 'CAD',
    maximumFractionDigits: 0,
  }).format(amount);

const TEXTS = {
  en: {
    contact: 'Contact for pricing',
    perMonth: (p: string) => `${p}/month`,
    alertSubject: (search: string, title: string) => `New home for “${search}”: ${title}`,
    digestSubject: (search: string, n: number) => `${n} new ${n === 1 ? 'home' : 'homes'} for “${search}”`,
    intro: (search: string, n: number) =>
      n === 1
        ? `A new home matches your saved search “${search}”:`
        : `${n} new homes match your saved search “${search}”:`,
    more: (n: number) => `…and ${n} more on the search page.`,
    openSearch: (link: string) => `See every home of this search: ${link}`,
    unsubscribe: (link: string) =>
      `You receive these alerts because you saved this search. To stop them, open this link: ${link}`,
    dropSubject: (title: string) => `Price drop: ${title}`,
    dropBody: (title: string, before: string, now: string, link: string) => [
      `The price of a home you saved went down.`,
      '',
      `${title}`,
      `${before} → ${now}`,
      '',
      `See the home: ${link}`,
    ],
    savedHomes: (link: string) => `Your saved homes: ${link}`,
  },
  fr: {
    contact: 'Prix sur demande',
    perMonth: (p: string) => `${p}/mois`,
    alertSubject: (search: string, title: string) => `Nouveau logement pour « ${search} » : ${title}`,
    digestSubject: (search: string, n: number) =>
      `${n} ${n === 1 ? 'nouveau logement' : 'nouveaux logements'} pour « ${search} »`,
    intro: (search: string, n: number) =>
      n === 1
        ? `Un nouveau logement correspond à votre recherche sauvegardée « ${search} » :`
        : `${n} nouveaux logements correspondent à votre recherche sauvegardée « ${search} » :`,
    more: (n: number) => `… et ${n} de plus sur la page de recherche.`,
    openSearch: (link: string) => `Voir tous les logements de cette recherche : ${link}`,
    unsubscribe: (link: string) =>
      `Vous recevez ces alertes parce que vous avez sauvegardé cette recherche. Pour ne plus les recevoir, ouvrez ce lien : ${link}`,
    dropSubject: (title: string) => `Baisse de prix : ${title}`,
    dropBody: (title: string, before: string, now: string, link: string) => [
      `Le prix d’un logement que vous avez sauvegardé a baissé.`,
      '',
      `${title}`,
      `${before} → ${now}`,
      '',
      `Voir le logement : ${link}`,
    ],
    savedHomes: (link: string) => `Vos logements sauvegardés : ${link}`,
  },
} as const;

const listingLink = (publicUrl: string, id: string) => `${publicUrl}/listing/${id}`;

/** One home as an alert lists it: title, price, address, link. */
function homeLines(locale: Locale, publicUrl: string, home: AlertHome): string[] {
  const t = TEXTS[locale];
  const price = home.price == null ? t.contact : t.perMonth(money(locale, home.price));
  return [
    `${home.title} — ${price}`,
    ...(home.address ? [home.address] : []),
    listingLink(publicUrl, home.id),
  ];
}

function alertText(locale: Locale, search: string, homes: AlertHome[], more: number, links: SearchLinks) {
  const t = TEXTS[locale];
  return [
    t.intro(search, homes.length + more),
    '',
    ...homes.flatMap((home) => [...homeLines(locale, links.publicUrl, home), '']),
    ...(more > 0 ? [t.more(more), ''] : []),
    t.openSearch(`${links.publicUrl}${links.searchPath}`),
    '',
    t.unsubscribe(links.unsubscribe),
  ].join('\n');
}

/** An INSTANT alert: one new home of a saved search. */
export function savedSearchAlertEmail(
  to: string,
  locale: Locale,
  search: string,
  home: AlertHome,
  links: SearchLinks,
): MailMessage {
  return {
    to,
    subject: TEXTS[locale].alertSubject(search, home.title),
    text: alertText(locale, search, [home], 0, links),
    template: SAVED_SEARCH_ALERT_TEMPLATE,
  };
}

/** A DAILY digest: the day's new homes of a saved search; `more` beyond those listed. */
export function savedSearchDigestEmail(
  to: string,
  locale: Locale,
  search: string,
  homes: AlertHome[],
  more: number,
  links: SearchLinks,
): MailMessage {
  return {
    to,
    subject: TEXTS[locale].digestSubject(search, homes.length + more),
    text: alertText(locale, search, homes, more, links),
    template: SAVED_SEARCH_DIGEST_TEMPLATE,
  };
}

/** A saved home's price went down from `before` to the home's price. */
export function savedHomePriceDropEmail(
  to: string,
  locale: Locale,
  home: AlertHome & { price: number },
  before: number,
  publicUrl: string,
): MailMessage {
  const t = TEXTS[locale];
  return {
    to,
    subject: t.dropSubject(home.title),
    text: [
      ...t.dropBody(
        home.title,
        t.perMonth(money(locale, before)),
        t.perMonth(money(locale, home.price)),
        listingLink(publicUrl, home.id),
      ),
      ...(home.address ? ['', home.address] : []),
      '',
      t.savedHomes(`${publicUrl}/saved-homes`),
    ].join('\n'),
    template: SAVED_HOME_PRICE_DROP_TEMPLATE,
  };
}
