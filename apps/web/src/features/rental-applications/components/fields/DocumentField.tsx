import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatFileSize } from '@rentals/domain/files/rules';
import type { RentalApplicationFile } from '@rentals/domain/rental-applications/draft';
import type { RentalDocumentKey } from '@rentals/domain/rental-applications/enums';
import { acceptedExtensions } from '@rentals/domain/rental-applications/field-checks';
import {
  RENTAL_DOCUMENT_LIMITS,
  RENTAL_DOCUMENT_MAX_BYTES,
} from '@rentals/domain/rental-applications/limits';
import { useId, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../../i18n/use-locale';
import { chosenFilesError } from '../../format/document-files';
import { useDocumentUploads, usePendingUploads } from '../../hooks/upload-context';
import { useDraftField, type DraftPath } from './use-draft-field';

interface Props {
  docKey: RentalDocumentKey;
  name: DraftPath;
  required?: boolean;
}

/**
 * The files of one document key: the key's limits shown and checked before anything is sent, each
 * chosen file uploaded at once with its own progress bar, stored files listed with Remove, failed
 * ones with Retry.
 */
export function DocumentField({ docKey, name, required }: Props) {
  const { t } = useTranslation('rentalApplication');
  const locale = useLocale();
  const field = useDraftField(name);
  const { tracker, signedIn, requestLogin } = useDocumentUploads();
  const pending = usePendingUploads().filter((upload) => upload.key === docKey);
  const picker = useRef<HTMLInputElement>(null);
  const [refused, setRefused] = useState<string | null>(null);
  const helpId = useId();
  const limits = RENTAL_DOCUMENT_LIMITS[docKey];
  const hint = t('files.limits', {
    max: limits.maxFiles,
    types: acceptedExtensions(docKey),
    size: formatFileSize(RENTAL_DOCUMENT_MAX_BYTES, locale),
  });
  const message = refused ?? field.error;

  return (
    <Controller
      name={name}
      control={field.control}
      render={({ field: input }) => {
        const stored = (input.value as unknown as RentalApplicationFile[]) ?? [];
        const choose = (files: File[]) => {
          const error = chosenFilesError(docKey, files, stored.length + pending.length, locale);
          setRefused(error);
          if (!error && files.length) tracker.start(docKey, files);
        };
        return (
          <FormControl component="fieldset" error={!!message} required={required}>
            <FormLabel component="legend">{field.label}</FormLabel>
            <FormHelperText id={helpId} error={false} sx={{ mx: 0 }}>
              {hint}
            </FormHelperText>
            <input
              ref={picker}
              type="file"
              hidden
              multiple={limits.maxFiles > 1}
              accept={limits.extensions.map((ext) => `.${ext}`).join(',')}
              onChange={(event) => {
                choose(Array.from(event.target.files ?? []));
                event.target.value = '';
              }}
            />
            <Button
              ref={input.ref}
              variant="outlined"
              startIcon={<UploadFile />}
              sx={{ alignSelf: 'flex-start', mt: 1 }}
              aria-describedby={helpId}
              onClick={() => (signedIn ? picker.current?.click() : requestLogin())}
            >
              {t('files.choose')}
            </Button>
            <List dense aria-label={field.label}>
              {stored.map((file) => (
                <ListItem
                  key={file.fileId}
                  secondaryAction={
                    <IconButton
                      edge="end"
                      aria-label={t('files.remove', { name: file.name })}
                      onClick={() => input.onChange(stored.filter((f) => f.fileId !== file.fileId))}
                    >
                      <DeleteOutline />
                    </IconButton>
                  }
                >
                  <ListItemText
                    primary={file.name}
                    secondary={formatFileSize(file.size, locale)}
                    slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                  />
                </ListItem>
              ))}
              {pending.map((upload) => (
                <ListItem
                  key={upload.id}
                  secondaryAction={
                    upload.status === 'failed' && (
                      <>
                        <Button size="small" onClick={() => tracker.retry(upload.id)}>
                          {t('files.retry')}
                        </Button>
                        <IconButton
                          edge="end"
                          aria-label={t('files.remove', { name: upload.file.name })}
                          onClick={() => tracker.dismiss(upload.id)}
                        >
                          <DeleteOutline />
                        </IconButton>
                      </>
                    )
                  }
                >
                  <ListItemText
                    primary={upload.file.name}
                    secondary={
                      upload.status === 'failed' ? (
                        t('files.failed', { name: upload.file.name })
                      ) : (
                        <LinearProgress
                          variant="determinate"
                          value={upload.progress}
                          aria-label={t('files.uploading', { name: upload.file.name })}
                        />
                      )
                    }
                    slotProps={{
                      primary: { sx: { overflowWrap: 'anywhere' } },
                      secondary: {
                        component: 'div',
                        color: upload.status === 'failed' ? 'error' : undefined,
                      },
                    }}
                  />
                </ListItem>
              ))}
            </List>
            {message && <FormHelperText role={refused ? 'alert' : undefined}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
