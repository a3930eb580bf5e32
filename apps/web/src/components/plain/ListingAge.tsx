import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../lib/ssr/use-hydrated';
import { useLocale } from '../../i18n/use-locale';
import { availabilityConfirmedText, listingAgeText } from './listing-age-text';

/**
 * 'Posted today' or 'Updated 3 days ago' on a listing's card and page, followed by 'Availability
 * confirmed 2 days ago' once its owner confirmed it (or it was posted). Relative to now, the server
 * and the browser could disagree (another day, another time zone): the text comes right after
 * hydration, and a blank line of the same height holds its place before. Nothing for a listing
 * not posted yet (its owner's preview).
 */
export function ListingAge({
  postedAt,
  contentUpdatedAt,
  availabilityConfirmedAt,
  className,
}: {
  postedAt: string | null | undefined;
  contentUpdatedAt: string | null | undefined;
  availabilityConfirmedAt: string | null | undefined;
  className: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const hydrated = useHydrated();
  if (!postedAt) return null;
  if (!hydrated) return <p className={className}>{'\u00a0'}</p>;
  const now = new Date();
  const { text, at } = listingAgeText({ postedAt, contentUpdatedAt }, now, locale, t);
  return (
    <p className={className}>
      <time dateTime={at.toISOString()}>{text}</time>
      {availabilityConfirmedAt && (
        <>
          {' · '}
          <time dateTime={availabilityConfirmedAt}>
            {availabilityConfirmedText(availabilityConfirmedAt, now, locale, t)}
          </time>
        </>
      )}
    </p>
  );
}
