import type { TFunction } from 'i18next';
import type { PublicRentalLawsQuery } from '../../../gql/graphql';
import { clipText, type PageHead } from '../../../lib/head/page-head';
import { choicePath, type ReaderChoice } from './reader-choice';

type Entry = PublicRentalLawsQuery['publicRentalLaws'][number];

/*
 * The head of /rental-laws for one province and reader. Its structured data is a FAQPage: each
 * entry is a question a reader asks (its title) answered by its summary, both shown on the page.
 * A province with nothing written yet is kept out of search engines: its page is only a pointer to
 * the official resources.
 */
export function rentalLawsHead(
  choice: ReaderChoice,
  provinceName: string,
  entries: readonly Entry[],
  t: TFunction<'rentalLaws'>,
): PageHead {
  const reader = t(`head.reader.${choice.reader}`);
  const head: PageHead = {
    title: t('head.title', { province: provinceName, reader }),
    description: clipText(
      entries.length
        ? t('head.description', {
            province: provinceName,
            reader,
            topics: entries.map((e) => e.title).join(', '),
          })
        : t('head.emptyDescription', { province: provinceName }),
    ),
    path: choicePath(choice),
  };
  if (!entries.length) return { ...head, noindex: true };
  return {
    ...head,
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        name: head.title,
        mainEntity: entries.map((entry) => ({
          '@type': 'Question',
          name: entry.title,
          acceptedAnswer: { '@type': 'Answer', text: entry.description || entry.title },
        })),
      },
    ],
  };
}
