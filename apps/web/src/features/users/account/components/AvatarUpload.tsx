import { useMutation } from '@apollo/client/react';
import PhotoCamera from '@mui/icons-material/PhotoCamera';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AVATAR_SIZES } from '@rentals/domain/limits';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { SuccessToast } from '../../../../components/SuccessToast';
import { displayName, UserAvatar } from '../../../../components/UserAvatar';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import type { CurrentUser } from '../../../../lib/session/session-context';
import { uploadFiles } from '../../../../lib/upload/upload-files';
import { UpdateUserDocument } from '../api/user-operations';

/** Uploads a new profile photo with a progress bar, then points the account at it. */
export function AvatarUpload({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('users');
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const formError = useFormError();
  const [updateUser] = useMutation(UpdateUserDocument);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the input so choosing the same file again still fires a change.
    event.target.value = '';
    if (!file) return;
    formError.setError(null);
    setProgress(0);
    try {
      const [uploaded] = await uploadFiles([file], 'AVATAR', setProgress);
      if (uploaded) {
        await updateUser({ variables: { data: { avatarUrl: uploaded.url } } });
        setToast(t('avatar.saved'));
      }
    } catch (error) {
      formError.setError(toAppError(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={3}
      sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
    >
      <UserAvatar
        person={user}
        size={AVATAR_SIZES.large}
        alt={t('avatar.alt', { name: displayName(user) })}
      />
      <Box sx={{ flexGrow: 1, maxWidth: 360, width: '100%' }}>
        <FormAlert message={formError.message} />
        <input ref={input} type="file" accept="image/jpeg,image/png,image/webp" hidden onChange={upload} />
        <Button
          variant="outlined"
          startIcon={<PhotoCamera />}
          onClick={() => input.current?.click()}
          disabled={progress !== null}
        >
          {user.avatarUrl ? t('avatar.change') : t('avatar.upload')}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('avatar.hint')}
        </Typography>
        {progress !== null && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={progress}
              aria-label={t('avatar.uploading', { percent: progress })}
            />
            <Typography variant="body2" sx={{ mt: 0.5 }} aria-live="polite">
              {t('avatar.uploading', { percent: progress })}
            </Typography>
          </Box>
        )}
      </Box>
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
