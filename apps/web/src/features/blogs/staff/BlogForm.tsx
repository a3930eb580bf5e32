import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BLOG_DESCRIPTION_MAX, BLOG_TITLE_MAX } from '@rentals/domain/blogs/rules';
import { TAGS_PER_ITEM_MAX } from '@rentals/domain/content-tags/rules';
import { LOCALES } from '@rentals/domain/users/enums';
import { useId } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import type { StaffBlogQuery, StaffBlogRowFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import {
  BlogAuthorsDocument,
  BlogTagNamesDocument,
  CreateBlogDocument,
  UpdateBlogDocument,
} from '../api/staff-blog-operations';
import {
  blogFormSchema,
  blogFormValues,
  blogInputOf,
  type BlogFormOutput,
  type BlogFormValues,
} from '../format/blog-form';
import { PictureField } from '../../../components/PictureField';
import { TagsField } from './TagsField';

const FIELDS = [
  'title',
  'slug',
  'description',
  'body',
  'thumbnailUrl',
  'tags',
  'authorId',
  'locale',
  'scheduleAt',
] as const;
/** Server fields named differently in the form. */
const SERVER_FIELD: Record<string, (typeof FIELDS)[number]> = { publishAt: 'scheduleAt' };
const NATIVE = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The post form of /admin-blogs/create and /admin-blogs/{id}/edit. What staff typed stays in the
 * form on any refusal: the server's field errors go on their fields, others above the button.
 */
export function BlogForm({
  post,
  onSaved,
}: {
  post: NonNullable<StaffBlogQuery['blog']> | null;
  onSaved: (saved: StaffBlogRowFieldsFragment) => void;
}) {
  const { t } = useTranslation('blogs');
  const locale = useLocale();
  const formId = useId();
  const authors = useQuery(BlogAuthorsDocument);
  const tags = useQuery(BlogTagNamesDocument);
  const [createBlog] = useMutation(CreateBlogDocument);
  const [updateBlog] = useMutation(UpdateBlogDocument);
  const { textField, handleSubmit, setError, formError, control, watch, formState } = useDomainForm<
    BlogFormOutput,
    BlogFormValues
  >(blogFormSchema, blogFormValues(post, locale));
  const errorText = useErrorText(blogFormSchema);
  const fieldError = (name: (typeof FIELDS)[number]) =>
    errorText(name, formState.errors[name] as FieldError | undefined) || undefined;
  const mode = watch('mode');

  const submit = handleSubmit(async (form) => {
    formError.setError(null);
    try {
      const data = blogInputOf(form);
      const result = post
        ? (await updateBlog({ variables: { id: post.id, data } })).data?.updateBlog
        : (await createBlog({ variables: { data } })).data?.createBlog;
      if (result) onSaved(result);
    } catch (error) {
      const appError = toAppError(error);
      appError.fields = appError.fields.map((f) => ({ ...f, path: SERVER_FIELD[f.path] ?? f.path }));
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        spacing={3}
        aria-label={t('form.formLabel')}
        onSubmit={(e) => void submit(e)}
      >
        <TextField
          {...textField('title')}
          required
          helperText={textField('title').helperText || t('form.titleHint', { max: BLOG_TITLE_MAX })}
        />
        <TextField
          {...textField('description')}
          multiline
          minRows={2}
          helperText={
            textField('description').helperText || t('form.descriptionHint', { max: BLOG_DESCRIPTION_MAX })
          }
        />
        <Controller
          control={control}
          name="body"
          render={({ field }) => (
            <RichTextField
              label={textField('body').label}
              value={field.value}
              onChange={field.onChange}
              imagePathType="BLOG_THUMBNAIL"
              error={fieldError('body')}
              helperText={t('form.bodyHint')}
            />
          )}
        />
        <Controller
          control={control}
          name="thumbnailUrl"
          render={({ field }) => (
            <PictureField
              label={t('form.thumbnail')}
              hint={t('form.thumbnailHint')}
              value={field.value}
              onChange={field.onChange}
              pathType="BLOG_THUMBNAIL"
              error={fieldError('thumbnailUrl')}
              words={{
                choose: t('form.thumbnailChoose'),
                replace: t('form.thumbnailReplace'),
                remove: t('form.thumbnailRemove'),
                preview: t('form.thumbnailPreview'),
                uploading: (percent) => t('form.thumbnailUploading', { percent }),
              }}
            />
          )}
        />
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <TagsField
              label={textField('tags').label}
              hint={t('form.tagsHint', { max: TAGS_PER_ITEM_MAX })}
              value={field.value}
              options={(tags.data?.tags ?? []).map((tag) => tag.name)}
              onChange={field.onChange}
              error={fieldError('tags')}
            />
          )}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <TextField {...textField('authorId')} select slotProps={NATIVE}>
              <option value="">{t('form.authorNone')}</option>
              {(authors.data?.blogAuthors ?? []).map((author) => (
                <option key={author.id} value={author.id}>
                  {author.name}
                </option>
              ))}
            </TextField>
            <Link component={RouterLink} to="/admin-blogs/authors" variant="body2">
              {t('form.manageAuthors')}
            </Link>
          </Stack>
          <TextField {...textField('locale')} select slotProps={NATIVE} sx={{ flex: 1 }}>
            {LOCALES.map((value) => (
              <option key={value} value={value}>
                {t(`staff.languages.${value}`)}
              </option>
            ))}
          </TextField>
        </Stack>
        <TextField {...textField('slug')} helperText={textField('slug').helperText || t('form.slugHint')} />
        <Stack spacing={1}>
          <FormLabel id={`${formId}-publication`}>{t('form.publication')}</FormLabel>
          <Controller
            control={control}
            name="mode"
            render={({ field }) => (
              <RadioGroup
                row
                aria-labelledby={`${formId}-publication`}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                <FormControlLabel value="publish" control={<Radio />} label={t('form.publishNow')} />
                <FormControlLabel value="schedule" control={<Radio />} label={t('form.schedule')} />
                <FormControlLabel value="draft" control={<Radio />} label={t('form.draft')} />
              </RadioGroup>
            )}
          />
          {mode === 'schedule' && (
            <TextField
              {...textField('scheduleAt')}
              label={t('form.scheduleAt')}
              type="datetime-local"
              required
              slotProps={{ inputLabel: { shrink: true } }}
              helperText={
                formState.errors.scheduleAt
                  ? t('form.scheduleMissing')
                  : textField('scheduleAt').helperText || t('form.scheduleHint')
              }
              sx={{ maxWidth: 360 }}
            />
          )}
        </Stack>
        <FormAlert message={formError.message} />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={formState.isSubmitting}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('form.save')}
        </Button>
      </Stack>
    </Paper>
  );
}
