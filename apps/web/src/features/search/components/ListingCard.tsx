import Bathtub from '@mui/icons-material/BathtubOutlined';
import Bed from '@mui/icons-material/BedOutlined';
import HomeWork from '@mui/icons-material/HomeWork';
import SquareFoot from '@mui/icons-material/SquareFoot';
import Star from '@mui/icons-material/Star';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { coverPicture } from '@rentals/domain/listings/cover-picture';
import { BEDROOM_LABELS } from '@rentals/domain/listings/enums';
import { memo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ListingCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { bathroomRange, bedroomRange, formatMoney, formatNumber, priceRange, sizeRange } from './card-format';

/*
 * A listing card: cover picture, premium badge, price (or 'Contact for Pricing!'), bedrooms,
 * bathrooms, size and address, linking to /listing/{id}.
 *
 * Reuse: spread `...ListingCardFields` (api/listing-card-fragment.ts) in a query and render
 * `<ListingCard listing={item} />`. Props (stable):
 *   listing           the ListingCardFields of a listing (fragment masking is off: a plain object)
 *   headingComponent  the title's heading level, 'h2' by default (use 'h3' under an h2 section)
 *   selected          highlights the card (e.g. its marker is open on a map)
 *   priority          the card is at the top of the first screen: its picture loads at once and
 *                     first (the page's largest paint), instead of lazily
 */
export interface ListingCardProps {
  listing: ListingCardFieldsFragment;
  headingComponent?: 'h2' | 'h3' | 'h4';
  selected?: boolean;
  priority?: boolean;
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Stack component="li" direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {icon}
      <Typography variant="body2" component="span">
        {children}
      </Typography>
    </Stack>
  );
}

/*
 * Memoized: a results page renders ten of them, and the page renders again for things that do not
 * change them (a filter typed, the map's code arriving).
 */
export const ListingCard = memo(function ListingCard({
  listing,
  headingComponent = 'h2',
  selected = false,
  priority = false,
}: ListingCardProps) {
  const { t } = useTranslation('search');
  const locale = useLocale();
  const { title } = listing;
  const cover = coverPicture(listing);
  const price = priceRange(listing.units);
  const bedrooms = bedroomRange(listing.units);
  const bathrooms = bathroomRange(listing.units);
  const size = sizeRange(listing.units);
  const money = (n: number) => formatMoney(n, locale);
  const num = (n: number) => formatNumber(n, locale);
  const bedroomLabel = (b: keyof typeof BEDROOM_LABELS) => translate(BEDROOM_LABELS[b], locale);

  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={title}
      sx={{
        position: 'relative',
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        overflow: 'hidden',
        borderColor: selected ? 'primary.main' : undefined,
        boxShadow: selected ? 3 : undefined,
        transition: 'box-shadow 150ms',
        '&:hover, &:focus-within': { boxShadow: 3 },
      }}
    >
      <Box
        sx={{
          position: 'relative',
          aspectRatio: '16 / 10',
          bgcolor: 'grey.100',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
        }}
      >
        {cover ? (
          <Box
            component="img"
            src={cover.cardUrl}
            alt={t('card.coverOf', { title })}
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
          />
        ) : (
          <Stack sx={{ alignItems: 'center', color: 'text.secondary' }} spacing={0.5}>
            <HomeWork fontSize="large" aria-hidden />
            <Typography variant="body2">{t('card.noPicture')}</Typography>
          </Stack>
        )}
        {listing.isPremium && (
          // A badge, not MUI's Chip: the card is on the first screen of / and /search (issue 4's budget).
          <Stack
            component="span"
            direction="row"
            spacing={0.5}
            sx={{
              position: 'absolute',
              top: 8,
              left: 8,
              alignItems: 'center',
              height: 24,
              px: 1,
              borderRadius: 3,
              // A dark amber: white 12px text on it keeps a 4.5:1 contrast.
              bgcolor: '#8a4b00',
              color: 'common.white',
              typography: 'caption',
              fontWeight: 700,
            }}
          >
            <Star aria-hidden sx={{ fontSize: 16 }} />
            <span>{t('card.premium')}</span>
          </Stack>
        )}
      </Box>
      <Stack spacing={0.75} sx={{ p: 2, flexGrow: 1, minWidth: 0 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.3 }}>
          {price
            ? price.min === price.max
              ? t('card.perMonth', { price: money(price.min) })
              : t('card.priceRange', { min: money(price.min), max: money(price.max) })
            : t('card.contactForPricing')}
        </Typography>
        <Typography
          variant="subtitle1"
          component={headingComponent}
          sx={{ fontWeight: 600, lineHeight: 1.3, overflowWrap: 'anywhere' }}
        >
          {/* The link covers the whole card (::after), so the card is one click target and one tab stop. */}
          <Link
            component={RouterLink}
            to={`/listing/${listing.id}`}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
              '&:focus-visible::after': { outline: 2, outlineStyle: 'solid', outlineColor: 'primary.main' },
            }}
          >
            {title}
          </Link>
        </Typography>
        {listing.location && (
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {listing.location.address}
          </Typography>
        )}
        <Stack
          component="ul"
          aria-label={t('card.facts')}
          direction="row"
          sx={{ flexWrap: 'wrap', columnGap: 2, rowGap: 0.5, m: 0, p: 0, listStyle: 'none', pt: 0.5 }}
        >
          {bedrooms && (
            <Fact icon={<Bed fontSize="small" aria-hidden />}>
              {bedrooms.min === bedrooms.max
                ? bedroomLabel(bedrooms.min)
                : t('card.bedroomRange', {
                    min: bedroomLabel(bedrooms.min),
                    max: bedroomLabel(bedrooms.max),
                  })}
            </Fact>
          )}
          {bathrooms && (
            <Fact icon={<Bathtub fontSize="small" aria-hidden />}>
              {bathrooms.min === bathrooms.max
                ? t('card.bathrooms', { count: bathrooms.min, value: num(bathrooms.min) })
                : t('card.bathroomRange', { min: num(bathrooms.min), max: num(bathrooms.max) })}
            </Fact>
          )}
          {size && (
            <Fact icon={<SquareFoot fontSize="small" aria-hidden />}>
              {size.min === size.max
                ? t('card.size', { size: num(size.min) })
                : t('card.sizeRange', { min: num(size.min), max: num(size.max) })}
            </Fact>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
});
