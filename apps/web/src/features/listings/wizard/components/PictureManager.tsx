import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowBack from '@mui/icons-material/ArrowBack';
import ArrowForward from '@mui/icons-material/ArrowForward';
import Delete from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LISTING_PICTURES_MAX, LISTING_PICTURES_MIN } from '@rentals/domain/listings/limits';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import { uploadFiles } from '../../../../lib/upload/upload-files';
import { visuallyHidden } from '../../../../lib/visually-hidden';
import type { PictureItem } from '../form/wizard-values';
import { compressImage, isAcceptedPicture, PICTURE_TYPES } from '../pictures/compress-image';
import { useLocalFiles } from '../pictures/local-files';
import { moveItem, remainingSlots } from '../pictures/picture-list';

type Update = (change: (items: PictureItem[]) => PictureItem[]) => void;

let nextKey = 0;
const newKey = () => `new-${Date.now()}-${nextKey++}`;

/**
 * The building's pictures (spec/03 §4.6): add (compressed when large, uploaded one by one with its
 * own progress bar), reorder by drag and drop or with the arrow buttons, remove. A failed upload
 * shows its error on that picture only.
 */
export function PictureManager({
  items,
  update,
  onReordered,
  error,
  inputRef,
  hint,
}: {
  items: PictureItem[];
  update: Update;
  /** Called after the user changed the order (edit mode saves it at once). */
  onReordered?: (items: PictureItem[]) => void;
  error?: string;
  inputRef?: (element: HTMLButtonElement | null) => void;
  /** Replaces the building's hint (a unit's own pictures have no minimum). */
  hint?: string;
}) {
  const { t } = useTranslation('listingWizard');
  const locale = useLocale();
  const input = useRef<HTMLInputElement>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const hintId = useId();
  const localFiles = useLocalFiles();

  const uploadOne = async (key: string, file: File) => {
    const setItem = (change: Partial<PictureItem>) =>
      update((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));
    try {
      const compressed = await compressImage(file);
      if (localFiles) {
        const kept = await localFiles.keep(compressed);
        setItem({ status: 'done', progress: 100, localKey: kept.key, url: kept.url });
        return;
      }
      const [uploaded] = await uploadFiles([compressed], 'LISTING_PICTURE', (progress) =>
        setItem({ progress }),
      );
      if (!uploaded) throw new Error('No file answered');
      setItem({ status: 'done', progress: 100, fileId: uploaded.id, url: uploaded.url });
    } catch (failure) {
      setItem({ status: 'error', error: errorText(toAppError(failure), locale) });
    }
  };

  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Clear the input so choosing the same files again still fires a change.
    event.target.value = '';
    const rejected = files.filter((f) => !isAcceptedPicture(f));
    const accepted = files.filter(isAcceptedPicture);
    const room = remainingSlots(items, LISTING_PICTURES_MAX);
    const taken = accepted.slice(0, room);
    const messages: string[] = rejected.map((f) => t('pictures.notAccepted', { name: f.name }));
    if (accepted.length > room) {
      messages.push(t('pictures.tooMany', { max: LISTING_PICTURES_MAX, count: accepted.length - room }));
    }
    setNotice(messages.length ? messages.join(' ') : null);
    const added = taken.map((file) => ({
      item: {
        key: newKey(),
        url: URL.createObjectURL(file),
        name: file.name,
        status: 'uploading' as const,
        progress: 0,
      },
      file,
    }));
    update((list) => [...list, ...added.map((a) => a.item)]);
    for (const { item, file } of added) void uploadOne(item.key, file);
  };

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    update(() => next);
    setAnnouncement(t('pictures.moved', { n: to + 1 }));
    onReordered?.(next);
  };

  const remove = (key: string) => update((list) => list.filter((p) => p.key !== key));

  const count = items.filter((p) => p.status !== 'error').length;

  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
        <input
          ref={input}
          type="file"
          accept={[...PICTURE_TYPES, '.jpg', '.jpeg', '.png'].join(',')}
          multiple
          hidden
          onChange={add}
        />
        <Button
          ref={inputRef}
          variant="outlined"
          startIcon={<AddPhotoAlternate />}
          onClick={() => input.current?.click()}
          disabled={count >= LISTING_PICTURES_MAX}
          aria-describedby={hintId}
        >
          {t('pictures.add')}
        </Button>
        <Typography variant="body2" color="text.secondary">
          {t('pictures.count', { count, max: LISTING_PICTURES_MAX })}
        </Typography>
      </Stack>
      <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {hint ?? t('pictures.hint', { min: LISTING_PICTURES_MIN, max: LISTING_PICTURES_MAX })}
      </Typography>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {notice && (
        <Alert severity="warning" onClose={() => setNotice(null)} sx={{ mt: 1 }}>
          {notice}
        </Alert>
      )}
      <Box aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
      <Box
        component="ol"
        aria-label={t('pictures.list')}
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          mt: 2,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))',
        }}
      >
        {items.map((item, index) => {
          const n = index + 1;
          return (
            <Box
              component="li"
              key={item.key}
              draggable
              onDragStart={(event) => {
                event.dataTransfer.effectAllowed = 'move';
                setDragIndex(index);
              }}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => {
                event.preventDefault();
                if (dragIndex !== null) move(dragIndex, index);
                setDragIndex(null);
              }}
              onDragEnd={() => setDragIndex(null)}
              sx={{
                border: 1,
                borderColor: item.status === 'error' ? 'error.main' : 'divider',
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: 'background.paper',
                opacity: dragIndex === index ? 0.5 : 1,
                cursor: 'grab',
              }}
            >
              <Box
                component="img"
                src={item.url}
                alt={t('pictures.item', { n, name: item.name })}
                sx={{ display: 'block', width: '100%', height: 100, objectFit: 'cover' }}
              />
              {item.status === 'uploading' && (
                <LinearProgress
                  variant="determinate"
                  value={item.progress}
                  aria-label={t('pictures.uploading', { percent: item.progress })}
                />
              )}
              {item.status === 'error' && (
                <Typography variant="caption" color="error" role="alert" sx={{ display: 'block', px: 1 }}>
                  {item.error}
                </Typography>
              )}
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <IconButton
                  size="small"
                  aria-label={t('pictures.moveEarlier', { n })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <ArrowBack fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('pictures.remove', { n })}
                  onClick={() => remove(item.key)}
                >
                  <Delete fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('pictures.moveLater', { n })}
                  disabled={index === items.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <ArrowForward fontSize="small" />
                </IconButton>
              </Stack>
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
