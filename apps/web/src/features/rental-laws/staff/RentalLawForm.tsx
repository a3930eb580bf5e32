import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { todayIso } from '@rentals/domain/dates';
import { translate } from '@rentals/domain/i18n/translate';
import { RENTAL_LAW_PROVINCES } from '@rentals/domain/rental-laws/provinces';
import { RENTAL_LAW_AUDIENCES } from '@rentals/domain/rental-laws/rules';
import type { RentalLawInput } from '@rentals/domain/rental-laws/schemas';
import { LOCALES } from '@rentals/domain/users/enums';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../components/ControlledSwitch';
import { ControlledTextField } from '../../../components/ControlledTextField';
import { FormAlert } from '../../../components/FormAlert';
import { RichTextField } from '../../../components/rich-text/RichTextField';
import { useLocale } from '../../../i18n/use-locale';
import { fieldLabel } from '../../../i18n/validation';
import { errorText as codeText, toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { CreateRentalLawDocument, UpdateRentalLawDocument } from '../api/staff-rental-law-operations';
import { rentalLawFormSchema, type RentalLawFormValues } from '../format/rental-law-form';

const FIELDS = [
  'title',
  'description',
  'province',
  'audience',
  'topic',
  'locale',
  'body',
  'sourceUrl',
  'sourceTitle',
  'lastReviewedOn',
  'position',
  'isPublished',
] as const;
const NATIVE_SELECT = { select: { native: true }, inputLabel: { shrink: true } } as const;

/**
 * The rental law editor: texts, where and for whom, the rich-text body, the official source and
 * the last review (with 'Mark reviewed today'). The API's refusals land on their fields; a body
 * the API refuses (RICH_TEXT_*) shows under the body. Nothing typed is lost on a refusal.
 */
export function RentalLawForm({
  id,
  values,
  readOnly,
  onSaved,
}: {
  /** null for a new entry. */
  id: string | null;
  values: RentalLawFormValues;
  readOnly: boolean;
  onSaved: (id: string, created: boolean) => void;
}) {
  const { t } = useTranslation('rentalLawsAdmin');
  const locale = useLocale();
  const form = useDomainForm<RentalLawInput, RentalLawFormValues>(rentalLawFormSchema, values);
  const { textField, control, handleSubmit, setError, formError, formState, setValue } = form;
  const errorText = useErrorText(rentalLawFormSchema);
  const label = (name: (typeof FIELDS)[number]) => fieldLabel(rentalLawFormSchema, name, locale);
  const [bodyError, setBodyError] = useState<string | null>(null);
  const [reviewedNow, setReviewedNow] = useState(false);
  const [create] = useMutation(CreateRentalLawDocument);
  const [update] = useMutation(UpdateRentalLawDocument);
  const hint = (field: ReturnType<typeof textField>, text: string) => ({
    ...field,
    helperText: field.helperText ?? text,
  });

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    setBodyError(null);
    try {
      if (id) {
        await update({ variables: { id, data } });
        onSaved(id, false);
      } else {
        const created = await create({ variables: { data } });
        onSaved(created.data!.createRentalLaw.id, true);
      }
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code.startsWith('RICH_TEXT_')) setBodyError(codeText(appError, locale));
      else if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack
        component="form"
        noValidate
        aria-label={t('editor.formLabel')}
        spacing={2.5}
        onSubmit={(event) => void submit(event)}
      >
        <FormAlert message={formError.message} />
        <fieldset disabled={readOnly} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
          <Stack spacing={2.5}>
            <TextField {...textField('title')} required />
            <TextField {...textField('description')} multiline minRows={2} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <ControlledTextField<RentalLawFormValues, RentalLawInput>
                name="province"
                control={control}
                errorText={errorText}
                select
                label={label('province')}
                required
                slotProps={NATIVE_SELECT}
                sx={{ flex: 1 }}
              >
                {RENTAL_LAW_PROVINCES.map((p) => (
                  <option key={p.province} value={p.province}>
                    {translate(p.name, locale)}
                  </option>
                ))}
              </ControlledTextField>
              <ControlledTextField<RentalLawFormValues, RentalLawInput>
                name="locale"
                control={control}
                errorText={errorText}
                select
                label={label('locale')}
                required
                slotProps={NATIVE_SELECT}
                sx={{ flex: 1 }}
              >
                {LOCALES.map((l) => (
                  <option key={l} value={l}>
                    {t(`languages.${l}`)}
                  </option>
                ))}
              </ControlledTextField>
            </Stack>
            <ControlledTextField<RentalLawFormValues, RentalLawInput>
              name="audience"
              control={control}
              errorText={errorText}
              select
              label={label('audience')}
              required
              helperText={t('editor.audienceHint')}
              slotProps={NATIVE_SELECT}
            >
              {RENTAL_LAW_AUDIENCES.map((a) => (
                <option key={a} value={a}>
                  {t(`audiences.${a}`)}
                </option>
              ))}
            </ControlledTextField>
            <TextField {...hint(textField('topic'), t('editor.topicHint'))} required />
            <Controller
              name="body"
              control={control}
              render={({ field }) => (
                <RichTextField
                  label={label('body')}
                  value={field.value}
                  onChange={(doc) => {
                    setBodyError(null);
                    field.onChange(doc);
                  }}
                  imagePathType="CONTENT_IMAGE"
                  error={bodyError ?? undefined}
                  disabled={readOnly}
                />
              )}
            />
            <TextField {...hint(textField('sourceUrl'), t('editor.sourceHint'))} type="url" required />
            <TextField {...textField('sourceTitle')} />
            <Stack
              direction={{ xs: 'column', sm: 'row' }}
              spacing={2}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <ControlledTextField<RentalLawFormValues, RentalLawInput>
                name="lastReviewedOn"
                control={control}
                errorText={errorText}
                type="date"
                label={label('lastReviewedOn')}
                required
                helperText={reviewedNow ? t('editor.reviewedNow') : ' '}
                slotProps={{ inputLabel: { shrink: true } }}
                sx={{ flex: 1 }}
              />
              <Button
                variant="outlined"
                onClick={() => {
                  setValue('lastReviewedOn', todayIso(), { shouldDirty: true, shouldValidate: true });
                  setReviewedNow(true);
                }}
                sx={{ mt: { sm: 1 }, whiteSpace: 'nowrap' }}
              >
                {t('editor.markReviewed')}
              </Button>
            </Stack>
            <TextField
              {...hint(textField('position'), t('editor.positionHint'))}
              inputMode="numeric"
              sx={{ maxWidth: { sm: 240 } }}
            />
            <Stack spacing={0.5}>
              <ControlledSwitch<RentalLawFormValues, RentalLawInput>
                name="isPublished"
                control={control}
                label={label('isPublished')}
              />
              <Typography variant="body2" color="text.secondary">
                {t('editor.publishedHint')}
              </Typography>
            </Stack>
          </Stack>
        </fieldset>
        {!readOnly && (
          <Button
            type="submit"
            variant="contained"
            loading={formState.isSubmitting}
            sx={{ alignSelf: { sm: 'flex-start' } }}
          >
            {t('editor.save')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
