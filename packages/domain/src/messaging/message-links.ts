/*
 * A message's text as pieces to show: plain text, and links the web renders as
 * <a rel="noopener noreferrer nofollow" target="_blank">. Only http(s) addresses become links
 * (a `javascript:` or `data:` address stays text), `www.` gains https://, and the punctuation
 * that ends a sentence is left out of the link.
 */

export type MessageSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\b(?:https?:\/\/|www\.)[^\s<>"]+/gi;
/** Closing punctuation kept out of a link, unless the link opened the bracket itself. */
const TRAILING = /[.,;:!?'"»)\]]+$/;

function trimTrailing(candidate: string): string {
  let link = candidate.replace(TRAILING, '');
  // Keep a closing bracket the link itself opened: https://en.wikipedia.org/wiki/Halifax_(NS)
  const rest = candidate.slice(link.length);
  if (rest.startsWith(')') && (link.match(/\(/g)?.length ?? 0) > (link.match(/\)/g)?.length ?? 0))
    link += ')';
  return link;
}

/** The href of a link's text, or null when it is not a safe web address. */
export function safeHref(text: string): string | null {
  const withScheme = /^www\./i.test(text) ? `https://${text}` : text;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

export function messageSegments(text: string): MessageSegment[] {
  const segments: MessageSegment[] = [];
  let last = 0;
  const pushText = (piece: string) => {
    if (!piece) return;
    const previous = segments.at(-1);
    if (previous?.kind === 'text') previous.text += piece;
    else segments.push({ kind: 'text', text: piece });
  };
  for (const match of text.matchAll(LINK)) {
    const link = trimTrailing(match[0]);
    const href = safeHref(link);
    pushText(text.slice(last, match.index));
    if (href) segments.push({ kind: 'link', text: link, href });
    else pushText(link);
    last = match.index + link.length;
  }
  pushText(text.slice(last));
  return segments;
}
