import type { HelpAudience, HelpCollectionIcon, HelpKey } from '@rentals/domain/help-center/rules';
import type { Locale } from '@rentals/domain/users/enums';

/*
 * The help center's shipped articles, written for this product in the Markdown subset
 * richTextFromMarkdown reads. Each collection has one file per language holding the same articles
 * in the same order: the article at a given place in the English file and the one at that place in
 * the French file are the two versions of one article.
 *
 * Button, menu and link labels are quoted in **bold**, exactly as the product shows them in that
 * language, and only labels are bold: a test checks each one against the web's texts, so an article
 * that names a button renamed since fails instead of sending readers looking for it.
 */
export interface SeedHelpArticle {
  title: string;
  description: string;
  /** The stable key a product page links its 'Help' to, when this article answers that page. */
  helpKey?: HelpKey;
  /** Who it is for, when it differs from its collection's audience. */
  userType?: HelpAudience;
  markdown: string;
}

export interface SeedHelpCollectionText {
  locale: Locale;
  title: string;
  description: string;
  articles: SeedHelpArticle[];
}

export interface SeedHelpCollection {
  icon: HelpCollectionIcon;
  audience: HelpAudience;
  en: SeedHelpCollectionText;
  fr: SeedHelpCollectionText;
}
