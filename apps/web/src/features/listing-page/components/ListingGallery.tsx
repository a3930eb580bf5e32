import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import PhotoLibrary from '@mui/icons-material/PhotoLibraryOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_LARGE_SIZES, gallerySrcSet } from '@rentals/domain/listings/gallery';
import type { ListingPagePictureFieldsFragment } from '../../../gql/graphql';
import { wrapIndex, type GalleryItem } from './listing-page-format';

type Item = GalleryItem<ListingPagePictureFieldsFragment>;

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
}: {
  item: Item;
  index: number;
  count: number;
  large: boolean;
  onOpen: (index: number) => void;
}) {
  const { t } = useTranslation('listingPage');
  const { picture } = item;
  return (
    <ButtonBase
      onClick={() => onOpen(index)}
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

/** The pictures in a full view, one at a time, with arrows (buttons and the arrow keys). */
function Lightbox({
  items,
  index,
  title,
  onIndex,
  onClose,
}: {
  items: Item[];
  index: number | null;
  title: string;
  onIndex: (index: number) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('listingPage');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const count = items.length;
  const current = index == null ? null : items[wrapIndex(index, count)];
  const step = (by: number) => index != null && onIndex(wrapIndex(index + by, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  };

  const arrowSx = {
    position: 'absolute',
    top: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(0,0,0,0.6)',
    color: 'common.white',
    '&:hover': { bgcolor: 'rgba(0,0,0,0.8)' },
    '&:focus-visible': { outline: 3, outlineStyle: 'solid', outlineColor: 'common.white' },
  } as const;

  return (
    <Dialog
      open={current != null}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      onKeyDown={onKeyDown}
      aria-labelledby="listing-gallery-title"
      slotProps={{ paper: { sx: { bgcolor: '#111', color: 'common.white' } } }}
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', pr: 1, minWidth: 0 }}
      >
        <DialogTitle
          id="listing-gallery-title"
          sx={{ minWidth: 0, overflowWrap: 'anywhere', fontSize: '1.1rem' }}
        >
          {t('gallery.label', { title })}
        </DialogTitle>
        <IconButton onClick={onClose} aria-label={t('gallery.close')} sx={{ color: 'common.white' }}>
          <Close />
        </IconButton>
      </Stack>
      {current && index != null && (
        <Box sx={{ position: 'relative', px: { xs: 0, sm: 8 }, pb: 2 }}>
          <Box
            component="img"
            key={current.picture.id}
            src={current.picture.detailUrl}
            width={current.picture.width ?? undefined}
            height={current.picture.height ?? undefined}
            alt={t('gallery.alt', { caption: current.caption, n: wrapIndex(index, count) + 1, count })}
            sx={{
              display: 'block',
              mx: 'auto',
              width: 'auto',
              height: 'auto',
              maxWidth: '100%',
              maxHeight: { xs: 'calc(100vh - 160px)', sm: '70vh' },
              objectFit: 'contain',
            }}
          />
          {count > 1 && (
            <>
              <IconButton
                onClick={() => step(-1)}
                aria-label={t('gallery.previous')}
                sx={{ ...arrowSx, left: 8 }}
              >
                <ChevronLeft fontSize="large" />
              </IconButton>
              <IconButton
                onClick={() => step(1)}
                aria-label={t('gallery.next')}
                sx={{ ...arrowSx, right: 8 }}
              >
                <ChevronRight fontSize="large" />
              </IconButton>
            </>
          )}
          <Typography role="status" sx={{ textAlign: 'center', mt: 1.5 }}>
            {t('gallery.position', { n: wrapIndex(index, count) + 1, count })}
            {' · '}
            {current.caption}
          </Typography>
        </Box>
      )}
    </Dialog>
  );
}

/**
 * The building's and units' pictures: a large first picture and a few tiles, each a button that
 * opens the lightbox at that picture.
 */
export function ListingGallery({ items, title }: { items: Item[]; title: string }) {
  const { t } = useTranslation('listingPage');
  const [open, setOpen] = useState<number | null>(null);
  const count = items.length;

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
            <Tile item={item} index={i} count={count} large={i === 0} onOpen={setOpen} />
          </Box>
        ))}
      </Box>
      {count > 1 && (
        <Button
          variant="contained"
          color="inherit"
          startIcon={<PhotoLibrary />}
          onClick={() => setOpen(0)}
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
      <Lightbox items={items} index={open} title={title} onIndex={setOpen} onClose={() => setOpen(null)} />
    </Box>
  );
}
