import { richTextOutputs, type RichTextOutputs } from '@rentals/domain/rich-text/index';
import sanitizeHtml from 'sanitize-html';
import { AppError } from '../../graphql/errors';

/*
 * What every module stores for a rich-text body (blogs, rental laws, legal pages, help center):
 * the client's editor JSON is rebuilt by the domain's parser, rendered to HTML there, and that
 * HTML goes through sanitize-html with the same strict allow-list before it is stored, so a flaw
 * in one layer alone does not put markup on a page.
 */

const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'h4',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'br',
    'hr',
    'img',
  ],
  allowedAttributes: { a: ['href', 'rel', 'target'], ol: ['start'], img: ['src', 'alt', 'loading'] },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
};

/** Sanitizes HTML with the rich-text allow-list (exported for tests and for HTML from elsewhere). */
export function sanitizeRichHtml(html: string): string {
  return sanitizeHtml(html, SANITIZE_OPTIONS);
}

/**
 * The stored forms of a body, or a coded error (RICH_TEXT_*) naming what is wrong. `requireText`
 * refuses a body without words, for what is about to be published.
 */
export function richTextForStorage(input: unknown, options: { requireText?: boolean } = {}): RichTextOutputs {
  const result = richTextOutputs(input, options);
  if (!result.ok)
    throw new AppError(result.code, result.code === 'RICH_TEXT_TOO_LONG' ? { max: '200,000' } : {});
  return { ...result.value, html: sanitizeRichHtml(result.value.html) };
}
