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
import type { TestimonialInput } from '@rentals/domain/articles/schemas';
import { useId } from 'react';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../components/ControlledSwitch';
import { FormAlert } from '../../../components/FormAlert';
import type { StaffTestimonialFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { CreateTestimonialDocument, UpdateTestimonialDocument } from '../api/testimonial-operations';
import {
  testimonialFormSchema,
  testimonialFormValues,
  type TestimonialFormValues,
} from '../format/article-form';
import { ImageField } from './ImageField';

const FIELDS = ['fullName', 'keyword', 'quote', 'imageUrl', 'locale', 'isPublished'] as const;

/** Add or edit a testimonial: who, a short tag, the words, a portrait, its language, shown or not. */
export function TestimonialFormDialog({
  testimonial,
  onClose,
  onSaved,
}: {
  testimonial: StaffTestimonialFieldsFragment | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation('articles');
  const locale = useLocale();
  const titleId = useId();
  const formId = `${titleId}-form`;
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { textField, handleSubmit, setError, formError, formState, control } = useDomainForm<
    TestimonialInput,
    TestimonialFormValues
  >(testimonialFormSchema, testimonialFormValues(testimonial, locale));
  const errorText = useErrorText(testimonialFormSchema);
  const [create] = useMutation(CreateTestimonialDocument);
  const [update] = useMutation(UpdateTestimonialDocument);

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      if (testimonial) await update({ variables: { id: testimonial.id, data } });
      else await create({ variables: { data } });
      onSaved();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });
  const imageError = formState.errors.imageUrl as FieldError | undefined;

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      <DialogTitle id={titleId}>
        {testimonial ? t('testimonials.editTitle') : t('testimonials.addTitle')}
      </DialogTitle>
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
          <TextField {...textField('fullName')} required />
          <TextField {...textField('keyword')} />
          <TextField {...textField('quote')} required multiline minRows={3} />
          <TextField
            select
            {...textField('locale')}
            required
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="en">{t('english')}</option>
            <option value="fr">{t('french')}</option>
          </TextField>
          <Controller
            name="imageUrl"
            control={control}
            render={({ field }) => (
              <ImageField
                label={fieldLabel(testimonialFormSchema, 'imageUrl', locale)}
                value={field.value}
                onChange={field.onChange}
                error={!!imageError}
                helperText={errorText('imageUrl', imageError)}
              />
            )}
          />
          <ControlledSwitch
            name="isPublished"
            control={control}
            label={fieldLabel(testimonialFormSchema, 'isPublished', locale)}
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
