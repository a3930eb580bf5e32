import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { wrapIndex, type GalleryItem } from './listing-page-format';
import type { ListingPagePictureFieldsFragment } from '../../../../gql/graphql';

/*
 * The gallery's lightbox, in a chunk of its own: the dialog's code (modal, focus trap, transitions)
 * loads at the visitor's first interaction with the page, not before the listing's first render.
 */

type Item = GalleryItem<ListingPagePictureFieldsFragment>;

/** The pictures in a full view, one at a time, with arrows (buttons and the arrow keys). */
export function Lightbox({
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
