import type { Theme } from '@mui/material/styles';
import { translate } from '@rentals/domain/i18n/translate';
import { coverPicture } from '@rentals/domain/listings/cover-picture';
import { BEDROOM_LABELS } from '@rentals/domain/listings/enums';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { useListingAction } from '../../../lib/listing-action/listing-action-context';
import { useStaticStyles } from '../../../lib/styles/static-styles';
import {
  BathtubIcon,
  BedIcon,
  HomeWorkIcon,
  SquareFootIcon,
  StarIcon,
  VerifiedIcon,
} from '../../../components/plain/icons';
import { ListingAge } from '../../../components/plain/ListingAge';
import { listingPathWithUnits } from '@rentals/domain/search/matched-units-link';
import {
  bathroomRange,
  bedroomRange,
  formatMoney,
  formatNumber,
  priceRange,
  pricesOf,
  sizeRange,
} from './card-format';
import { matchedUnits, matchingUnitsText } from './matching-units';

/*
 * A listing card: cover picture, premium badge, price (or 'Contact for Pricing!'), bedrooms,
 * bathrooms, size and address, linking to /listing/{id}. In the answer of a search with unit
 * filters it names the units that matched, its price is theirs, and its link names them for the
 * listing page to mark.
 *
 * Reuse: spread `...ListingCardFields` (api/listing-card-fragment.ts) in a query and render
 * `<ListingCard listing={item} />`. Props (stable):
 *   listing           the ListingCardFields of a listing (fragment masking is off: a plain object)
 *   headingComponent  the title's heading level, 'h2' by default (use 'h3' under an h2 section)
 *   selected          highlights the card (e.g. its marker is open on a map)
 *   priority          the card is at the top of the first screen: its picture loads at once and
 *                     first (the page's largest paint), instead of lazily
 * Over the picture's corner it shows the viewer's action on the listing (the saved-homes heart),
 * provided by the app shell through lib/listing-action.
 */
export interface ListingCardProps {
  listing: ListingCardFieldsFragment;
  headingComponent?: 'h2' | 'h3' | 'h4';
  selected?: boolean;
  priority?: boolean;
}

/** The card's stylesheet (lib/styles/static-styles): the look of an outlined MUI Paper and its Typography. */
const cardCss = ({ palette, shadows, shape, typography: type }: Theme) => `
.listing-card { position: relative; display: flex; flex-direction: column; height: 100%; overflow: hidden;
  box-sizing: border-box; background: ${palette.background.paper}; color: ${palette.text.primary};
  border: 1px solid ${palette.divider}; border-radius: ${shape.borderRadius}px; transition: box-shadow 150ms; }
.listing-card:hover, .listing-card:focus-within, .listing-card[data-selected] { box-shadow: ${shadows[3]}; }
.listing-card[data-selected] { border-color: ${palette.primary.main}; }
.listing-card svg { width: 1em; height: 1em; fill: currentColor; flex-shrink: 0; }
.listing-card__media { position: relative; aspect-ratio: 16 / 10; background: ${palette.grey[100]};
  display: grid; place-items: center; overflow: hidden; }
.listing-card__media img { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.listing-card__none { display: flex; flex-direction: column; align-items: center; gap: 4px;
  color: ${palette.text.secondary}; font-size: ${type.body2.fontSize}; }
.listing-card__none svg { font-size: 2.1875rem; }
.listing-card__premium { position: absolute; top: 8px; left: 8px; display: flex; align-items: center; gap: 4px;
  height: 24px; padding: 0 8px; border-radius: 12px; background: #8a4b00; color: #fff;
  font-size: ${type.caption.fontSize}; font-weight: 700; }
.listing-card__premium svg { font-size: 16px; }
.listing-card__verified { display: flex; align-items: center; gap: 4px; color: #1b5e20;
  font-size: ${type.body2.fontSize}; font-weight: 600; }
.listing-card__verified-line { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; }
.listing-card__body { display: flex; flex-direction: column; gap: 6px; padding: 16px; flex-grow: 1; min-width: 0; }
.listing-card__body > * { margin: 0; }
.listing-card__price { font-size: ${type.h6.fontSize}; font-weight: 700; line-height: 1.3; }
.listing-card__title { font-size: ${type.subtitle1.fontSize}; font-weight: 600; line-height: 1.3;
  overflow-wrap: anywhere; }
.listing-card__title a { color: inherit; text-decoration: none; }
.listing-card__title a:hover { text-decoration: underline; }
/* The link covers the whole card, so the card is one click target and one tab stop. */
.listing-card__title a::after { content: ""; position: absolute; inset: 0; }
.listing-card__title a:focus-visible { outline: none; }
.listing-card__title a:focus-visible::after { outline: 2px solid ${palette.primary.main}; }
.listing-card__address, .listing-card__facts { font-size: ${type.body2.fontSize}; line-height: ${type.body2.lineHeight}; }
.listing-card__address { color: ${palette.text.secondary}; overflow-wrap: anywhere; }
.listing-card__age { color: ${palette.text.secondary}; font-size: ${type.caption.fontSize}; }
.listing-card__matching { font-size: ${type.body2.fontSize}; line-height: ${type.body2.lineHeight}; font-weight: 600;
  color: ${palette.primary.dark}; overflow-wrap: anywhere; }
.listing-card__facts { display: flex; flex-wrap: wrap; column-gap: 16px; row-gap: 4px; list-style: none;
  padding: 4px 0 0; }
.listing-card__facts li { display: flex; align-items: center; gap: 4px; }
.listing-card__facts svg { font-size: 1.25rem; }
`;

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <li>
      {icon}
      <span>{children}</span>
    </li>
  );
}

/*
 * Memoized: a results page renders ten of them, and the page renders again for things that do not
 * change them (a filter typed, the map's code arriving).
 */
export const ListingCard = memo(function ListingCard({
  listing,
  headingComponent: Heading = 'h2',
  selected = false,
  priority = false,
}: ListingCardProps) {
  useStaticStyles('listing-card', cardCss);
  const { t } = useTranslation('search');
  const locale = useLocale();
  const { title } = listing;
  const Action = useListingAction();
  const cover = coverPicture(listing);
  const matched = matchedUnits(listing.units, listing.matchingUnitIds);
  const price = matched ? pricesOf(matched) : priceRange(listing.units);
  const bedrooms = bedroomRange(listing.units);
  const bathrooms = bathroomRange(listing.units);
  const size = sizeRange(listing.units);
  const money = (n: number) => formatMoney(n, locale);
  const num = (n: number) => formatNumber(n, locale);
  const bedroomLabel = (b: keyof typeof BEDROOM_LABELS) => translate(BEDROOM_LABELS[b], locale);

  return (
    <article className="listing-card" aria-label={title} data-selected={selected || undefined}>
      <div className="listing-card__media">
        {cover ? (
          <img
            src={cover.cardUrl}
            alt={t('card.coverOf', { title })}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
          />
        ) : (
          <p className="listing-card__none">
            <HomeWorkIcon />
            {t('card.noPicture')}
          </p>
        )}
        {listing.isPremium && (
          // A dark amber: white 12px text on it keeps a 4.5:1 contrast.
          <span className="listing-card__premium">
            <StarIcon />
            <span>{t('card.premium')}</span>
          </span>
        )}
        {Action && <Action listingId={listing.id} title={title} />}
      </div>
      <div className="listing-card__body">
        <p className="listing-card__price">
          {price
            ? price.min === price.max
              ? t('card.perMonth', { price: money(price.min) })
              : t('card.priceRange', { min: money(price.min), max: money(price.max) })
            : t('card.contactForPricing')}
        </p>
        <Heading className="listing-card__title">
          <RouterLink
            to={listingPathWithUnits(
              listing.id,
              matched?.map((u) => u.id),
            )}
          >
            {title}
          </RouterLink>
        </Heading>
        {listing.ownerVerification && (
          // The line of what was checked is for screen readers; the listing page shows it to all.
          <p className="listing-card__verified">
            <VerifiedIcon />
            <span>{t('card.verified')}</span>
            <span className="listing-card__verified-line">: {listing.ownerVerification.checked}</span>
          </p>
        )}
        {listing.location && <p className="listing-card__address">{listing.location.address}</p>}
        <ListingAge
          postedAt={listing.postedAt}
          contentUpdatedAt={listing.contentUpdatedAt}
          availabilityConfirmedAt={listing.availabilityConfirmedAt}
          className="listing-card__age"
        />
        {matched && <p className="listing-card__matching">{matchingUnitsText(matched, { t, locale })}</p>}
        <ul className="listing-card__facts" aria-label={t('card.facts')}>
          {bedrooms && (
            <Fact icon={<BedIcon />}>
              {bedrooms.min === bedrooms.max
                ? bedroomLabel(bedrooms.min)
                : t('card.bedroomRange', {
                    min: bedroomLabel(bedrooms.min),
                    max: bedroomLabel(bedrooms.max),
                  })}
            </Fact>
          )}
          {bathrooms && (
            <Fact icon={<BathtubIcon />}>
              {bathrooms.min === bathrooms.max
                ? t('card.bathrooms', { count: bathrooms.min, value: num(bathrooms.min) })
                : t('card.bathroomRange', { min: num(bathrooms.min), max: num(bathrooms.max) })}
            </Fact>
          )}
          {size && (
            <Fact icon={<SquareFootIcon />}>
              {size.min === size.max
                ? t('card.size', { size: num(size.min) })
                : t('card.sizeRange', { min: num(size.min), max: num(size.max) })}
            </Fact>
          )}
        </ul>
      </div>
    </article>
  );
});
