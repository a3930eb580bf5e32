import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { blogAuthorSchema, type BlogAuthorData } from '@rentals/domain/blogs/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { BlogAuthorFieldsFragment, BlogAuthorInput } from '../../../gql/graphql';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { CreateBlogAuthorDocument, UpdateBlogAuthorDocument } from '../api/staff-blog-operations';
import { PictureField } from '../../../components/PictureField';

const FIELDS = ['name', 'bio', 'avatarUrl'] as const;

/** Adds or edits a blog author: name, bio and photo (a CONTENT_IMAGE upload). */
export function AuthorFormDialog({
  author,
  onClose,
  onSaved,
}: {
  author: BlogAuthorFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('blogs');
  const titleId = useId();
  const [createAuthor] = useMutation(CreateBlogAuthorDocument);
  const [updateAuthor] = useMutation(UpdateBlogAuthorDocument);
  const { textField, handleSubmit, setError, formError, control, formState } = useDomainForm<
    BlogAuthorData,
    { name: string; bio: string; avatarUrl: string }
  >(blogAuthorSchema, {
    name: author?.name ?? '',
    bio: author?.bio ?? '',
    avatarUrl: author?.avatarUrl ?? '',
  });

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    const input: BlogAuthorInput = { name: data.name, bio: data.bio, avatarUrl: data.avatarUrl };
    try {
      if (author) await updateAuthor({ variables: { id: author.id, data: input } });
      else await createAuthor({ variables: { data: input } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Dialog
      open
      onClose={formState.isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id={titleId}>{author ? t('authors.editTitle') : t('authors.createTitle')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField {...textField('name')} required />
            <TextField {...textField('bio')} multiline minRows={3} />
            <Controller
              control={control}
              name="avatarUrl"
              render={({ field }) => (
                <PictureField
                  label={t('authors.photo')}
                  hint=" "
                  value={field.value}
                  onChange={field.onChange}
                  pathType="CONTENT_IMAGE"
                  previewSize={96}
                  words={{
                    choose: t('authors.photoChoose'),
                    replace: t('form.thumbnailReplace'),
                    remove: t('form.thumbnailRemove'),
                    preview: t('authors.photo'),
                    uploading: (percent) => t('authors.photoUploading', { percent }),
                  }}
                />
              )}
            />
            <FormAlert message={formError.message} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={formState.isSubmitting}>
            {t('authors.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
            {t('authors.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
