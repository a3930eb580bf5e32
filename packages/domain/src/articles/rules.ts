/*
 * Curated articles point at other sites (spec/01 §3 Article (admin)). Their address is https only,
 * names a real public host and carries no credentials: the link is shown to every visitor and the
 * server's link check requests it, so an address at this machine, an IP or a private name is refused.
 */

export const ARTICLE_TYPES = ['TRENDING', 'ESTATE_SCOOP'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const ARTICLE_STATUSES = ['DRAFT', 'PUBLISHED', 'ARCHIVED'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

export const ARTICLE_URL_MAX = 2048;

export type ArticleUrlProblem =
  'ARTICLE_URL_NOT_HTTPS' | 'ARTICLE_URL_INVALID' | 'ARTICLE_URL_HAS_CREDENTIALS';

/** The field message (VALIDATION_MESSAGES key) saying the same as each code. */
export const ARTICLE_URL_MESSAGE_KEYS = {
  ARTICLE_URL_NOT_HTTPS: 'articleUrlNotHttps',
  ARTICLE_URL_INVALID: 'articleUrlInvalid',
  ARTICLE_URL_HAS_CREDENTIALS: 'articleUrlHasCredentials',
} as const satisfies Record<ArticleUrlProblem, string>;

// Control characters and spaces: a browser strips some of them, so what is stored is not what opens.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f\s]/;
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
/** A top-level domain: letters (or an IDN's punycode), never digits only (an IP). */
const TLD = /^([a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
const PRIVATE_SUFFIXES = [
  'localhost',
  'local',
  'internal',
  'intranet',
  'lan',
  'home',
  'corp',
  'test',
  'invalid',
  'example',
];

/** Why an article's address is refused, or null when it is a good public https address. */
export function articleUrlProblem(value: string): ArticleUrlProblem | null {
  const raw = value.trim();
  if (!raw || raw.length > ARTICLE_URL_MAX || CONTROL.test(raw)) return 'ARTICLE_URL_INVALID';
  if (!/^https:\/\//i.test(raw)) {
    return /^[a-z][a-z0-9+.-]*:/i.test(raw) ? 'ARTICLE_URL_NOT_HTTPS' : 'ARTICLE_URL_INVALID';
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'ARTICLE_URL_INVALID';
  }
  if (url.username || url.password) return 'ARTICLE_URL_HAS_CREDENTIALS';
  return isPublicHostName(url.hostname) ? null : 'ARTICLE_URL_INVALID';
}

/** A dotted DNS name ending in a real top-level domain; IP literals and local names are not. */
export function isPublicHostName(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host.startsWith('[')) return false; // IPv6 literal
  const labels = host.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label))) return false;
  const tld = labels[labels.length - 1]!;
  return TLD.test(tld) && !PRIVATE_SUFFIXES.includes(tld);
}

/** A picture stored by uploadImage: `/files/<uuid>`. */
export const UPLOADED_IMAGE_PATH = /^\/files\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An article's or testimonial's picture: an uploaded content picture, or a public https address. */
export function isContentImageUrl(value: string): boolean {
  return UPLOADED_IMAGE_PATH.test(value) || articleUrlProblem(value) === null;
}

/**
 * How staff read a link check's answer: not checked yet, fine (2xx, or a redirect the site gives),
 * or broken (an error status, or no answer at all).
 */
export type LinkHealth = 'UNCHECKED' | 'OK' | 'BROKEN';
export function linkHealth(checkedAt: Date | null, status: number | null): LinkHealth {
  if (!checkedAt) return 'UNCHECKED';
  return status !== null && status >= 200 && status < 400 ? 'OK' : 'BROKEN';
}

/** How long a link check waits for the site's answer. */
export const LINK_CHECK_TIMEOUT_MS = 8_000;
/** How often each article's link is checked again. */
export const LINK_CHECK_INTERVAL_MS = 7 * 24 * 3_600_000;
