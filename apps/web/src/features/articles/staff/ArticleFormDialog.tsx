import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { ARTICLE_STATUSES, ARTICLE_TYPES } from '@rentals/domain/articles/rules';
import type { ArticleInput } from '@rentals/domain/articles/schemas';
import { LOCALES } from '@rentals/domain/users/enums';
import { useId } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffArticleFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { CreateArticleDocument, UpdateArticleDocument } from '../api/article-operations';
import { articleFormSchema, articleFormValues, type ArticleFormValues } from '../format/article-form';
import { ImageField } from './ImageField';
import { TagsField } from './TagsField';

// Native selects: register() sets their value, and the phone shows its own picker.
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

const FIELDS = [
  'title',
  'subtitle',
  'description',
  'articleUrl',
  'articleType',
  'imageUrl',
  'status',
  'note',
  'locale',
  'tags',
] as const;

/** Add or edit a curated article: its texts, address, section, picture, status, tags and note. */
export function ArticleFormDialog({
  article,
  onClose,
  onSaved,
}: {
  article: StaffArticleFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('articles');
  const locale = useLocale();
  const titleId = useId();
  const formId = `${titleId}-form`;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { textField, handleSubmit, setError, formError, formState, control } = useDomainForm<
    ArticleInput,
    ArticleFormValues
  >(articleFormSchema, articleFormValues(article, locale));
  const errorText = useErrorText(articleFormSchema);
  const [create] = useMutation(CreateArticleDocument);
  const [update] = useMutation(UpdateArticleDocument);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      if (article) await update({ variables: { id: article.id, data } });
      else await create({ variables: { data } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  const select = (name: 'articleType' | 'status' | 'locale', options: { value: string; label: string }[]) => (
    <TextField select {...textField(name)} required slotProps={NATIVE_SELECT} sx={{ flex: 1, minWidth: 0 }}>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
  const fieldError = (name: 'imageUrl' | 'tags') => formState.errors[name] as FieldError | undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>{article ? t('form.editTitle') : t('form.addTitle')}</DialogTitle>
      <DialogContent>
        <Stack
          component="form"
          id={formId}
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={(e) => void submit(e)}
        >
          <FormAlert message={formError.message} />
          <TextField {...textField('title')} required />
          <TextField {...textField('subtitle')} />
          <TextField
            {...textField('articleUrl')}
            required
            type="url"
            placeholder="https://"
            helperText={textField('articleUrl').helperText ?? t('form.urlHint')}
          />
          <TextField {...textField('description')} multiline minRows={3} />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {select(
              'articleType',
              ARTICLE_TYPES.map((value) => ({ value, label: t(`type.${value}`) })),
            )}
            {select(
              'status',
              ARTICLE_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
            )}
            {select(
              'locale',
              LOCALES.map((value) => ({ value, label: value === 'fr' ? t('french') : t('english') })),
            )}
          </Stack>
          <Controller
            name="imageUrl"
            control={control}
            render={({ field }) => (
              <ImageField
                label={fieldLabel(articleFormSchema, 'imageUrl', locale)}
                value={field.value}
                onChange={field.onChange}
                error={!!fieldError('imageUrl')}
                helperText={errorText('imageUrl', fieldError('imageUrl'))}
              />
            )}
          />
          <Controller
            name="tags"
            control={control}
            render={({ field }) => (
              <TagsField
                label={fieldLabel(articleFormSchema, 'tags', locale)}
                value={field.value}
                onChange={field.onChange}
                error={!!fieldError('tags')}
                helperText={errorText('tags', fieldError('tags'))}
              />
            )}
          />
          <TextField
            {...textField('note')}
            multiline
            minRows={2}
            helperText={textField('note').helperText ?? t('form.noteHint')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          {t('cancel')}
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={formState.isSubmitting}>
          {t('save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
