import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_LARGE_SIZES, gallerySrcSet } from '@rentals/domain/listings/gallery';
import type { ListingPagePictureFieldsFragment } from '../../../gql/graphql';
import { deferModule, useDeferredModule } from '../../../lib/deferred-module';
import type { GalleryItem } from './listing-page-format';

type Item = GalleryItem<ListingPagePictureFieldsFragment>;

const galleryLightbox = deferModule(() => import('./GalleryLightbox'));

/** Tiles the grid shows on a wide screen: one large and four small; the rest are in the lightbox. */
const TILES_WIDE = 5;
/** On a phone: the large picture only, with the Show all button. */
const TILES_NARROW = 1;

function Tile({
  item,
  index,
  count,
  large,
  onOpen,
  onIntent,
}: {
  item: Item;
  index: number;
  count: number;
  large: boolean;
  onOpen: (index: number) => void;
  onIntent: () => void;
}) {
  const { t } = useTranslation('listingPage');
  const { picture } = item;
  return (
    <ButtonBase
      onClick={() => onOpen(index)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-label={t('gallery.open', { n: index + 1, count, caption: item.caption })}
      sx={{
        width: '100%',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        bgcolor: 'grey.100',
        '&:focus-visible': {
          outline: 3,
          outlineStyle: 'solid',
          outlineColor: 'primary.dark',
          outlineOffset: 2,
        },
        '& img': { transition: 'transform 200ms' },
        '&:hover img': { transform: 'scale(1.03)' },
      }}
    >
      <Box
        component="img"
        src={large ? picture.detailUrl : picture.cardUrl}
        srcSet={large ? gallerySrcSet(picture) : undefined}
        sizes={large ? GALLERY_LARGE_SIZES : undefined}
        width={picture.width ?? undefined}
        height={picture.height ?? undefined}
        alt={t('gallery.alt', { caption: item.caption, n: index + 1, count })}
        loading={large ? 'eager' : 'lazy'}
        fetchPriority={large ? 'high' : 'auto'}
        decoding={large ? 'auto' : 'async'}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
    </ButtonBase>
  );
}

/**
 * The building's and units' pictures: a large first picture and a few tiles, each a button that
 * opens the lightbox at that picture.
 */
export function ListingGallery({ items, title }: { items: Item[]; title: string }) {
  const { t } = useTranslation('listingPage');
  const lightbox = useDeferredModule(galleryLightbox);
  const [open, setOpen] = useState<number | null>(null);
  const count = items.length;
  const openAt = (index: number) => {
    setOpen(index);
    // Its code could not load (offline, say): nothing opens, and the next click tries again.
    galleryLightbox.load().catch(() => setOpen(null));
  };

  if (count === 0) {
    return (
      <Paper variant="outlined" sx={{ p: 3, color: 'text.secondary' }}>
        {t('gallery.none')}
      </Paper>
    );
  }

  const shown = items.slice(0, TILES_WIDE);
  return (
    <Box component="section" aria-label={t('gallery.label', { title })} sx={{ position: 'relative' }}>
      <Box
        component="ul"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', md: shown.length > 1 ? '2fr 1fr 1fr' : '1fr' },
          gridTemplateRows: {
            xs: 'minmax(0, 1fr)',
            md: shown.length > 1 ? 'repeat(2, minmax(0, 1fr))' : '1fr',
          },
          height: { xs: 260, sm: 360, md: 440 },
          gap: 1,
          m: 0,
          p: 0,
          listStyle: 'none',
          '& > li:first-of-type': { gridRow: { md: 'span 2' } },
          [`& > li:nth-of-type(n+${TILES_NARROW + 1})`]: { display: { xs: 'none', md: 'block' } },
          // With two to four pictures, the small ones span the cells that would stay empty.
          ...(shown.length === 2 && {
            '& > li:last-of-type': { gridColumn: { md: 'span 2' }, gridRow: { md: 'span 2' } },
          }),
          ...(shown.length === 3 && { '& > li:not(:first-of-type)': { gridColumn: { md: 'span 2' } } }),
          ...(shown.length === 4 && { '& > li:last-of-type': { gridColumn: { md: 'span 2' } } }),
        }}
      >
        {shown.map((item, i) => (
          <Box component="li" key={item.picture.id} sx={{ minHeight: 0 }}>
            <Tile
              item={item}
              index={i}
              count={count}
              large={i === 0}
              onOpen={openAt}
              onIntent={galleryLightbox.preload}
            />
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <Button
          variant="contained"
          color="inherit"
          startIcon={<PhotoLibrary />}
          onClick={() => openAt(0)}
          onPointerEnter={galleryLightbox.preload}
          onFocus={galleryLightbox.preload}
          sx={{
            position: 'absolute',
            right: 12,
            bottom: 12,
            bgcolor: 'common.white',
            color: 'text.primary',
            boxShadow: 2,
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {t('gallery.showAll', { count })}
        </Button>
      )}
      {/* Opened before the lightbox's code has come: a spinner over the pictures until it opens. */}
      {open != null && !lightbox && (
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
          <CircularProgress aria-label={t('gallery.loading')} />
        </Box>
      )}
      {lightbox && (
        <lightbox.Lightbox
          items={items}
          index={open}
          title={title}
          onIndex={setOpen}
          onClose={() => setOpen(null)}
        />
      )}
    </Box>
  );
}
