import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { siteFormAnswersSchema, type SiteFormAnswers } from '@rentals/domain/site-forms/answers';
import { storedFields } from '@rentals/domain/site-forms/definition';
import { useMemo, useRef, useState } from 'react';
import { useForm, type FieldError, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import type { PublicSiteFormQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { domainResolver } from '../../../lib/forms/domain-resolver';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { useFormError } from '../../../lib/forms/use-form-error';
import { VALIDATION_MODE } from '../../../lib/forms/validation-mode';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { SubmitSiteFormDocument } from '../api/site-form-operations';
import { emptyValues, inLocale, type FormValues } from '../format/form-values';
import { SiteFormFieldInput } from './SiteFormFieldInput';

type PublicForm = PublicSiteFormQuery['publicSiteForm'];

/**
 * The fields of a public form, checked with the same schema the API applies (built from the
 * definition), sent without Apollo. After sending, the form's thank-you text; on an error every
 * answer stays as typed.
 */
export function SiteFormFill({ form, thankYou }: { form: PublicForm; thankYou: string }) {
  const { t } = useTranslation('siteForms');
  const locale = useLocale();
  const fields = useMemo(() => storedFields(form.fields), [form.fields]);
  const schema = useMemo(() => siteFormAnswersSchema(fields), [fields]);
  const errorText = useErrorText(schema);
  const formError = useFormError();
  const [sent, setSent] = useState(false);
  const honeypot = useRef<HTMLInputElement>(null);
  const { control, handleSubmit, setError, reset, formState } = useForm<FormValues, unknown, SiteFormAnswers>(
    {
      resolver: domainResolver<FormValues, SiteFormAnswers>(schema),
      defaultValues: emptyValues(fields),
      ...VALIDATION_MODE,
    },
  );

  const submit = handleSubmit(async (answers) => {
    formError.setError(null);
    try {
      await graphqlRequest(SubmitSiteFormDocument, {
        slug: form.slug,
        answers,
        website: honeypot.current?.value || null,
      });
      setSent(true);
    } catch (error) {
      const appError = toAppError(error);
      const keys = fields.map((f) => f.key) as Path<FormValues>[];
      if (!applyServerErrors(appError, setError, keys)) formError.setError(appError);
    }
  });

  if (sent) {
    return (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }} role="status">
        <Typography variant="h5" component="h2" gutterBottom>
          {t('public.sentTitle')}
        </Typography>
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{thankYou}</Typography>
        <Button
          variant="outlined"
          onClick={() => {
            reset(emptyValues(fields));
            setSent(false);
          }}
        >
          {t('public.again')}
        </Button>
      </Paper>
    );
  }

  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={inLocale({ labelEn: form.titleEn, labelFr: form.titleFr }, locale)}
      onSubmit={(event) => void submit(event)}
      noValidate
      sx={{ p: { xs: 2, sm: 4 } }}
    >
      <Stack spacing={2.5}>
        <FormAlert message={formError.message} />
        <Typography variant="body2" color="text.secondary">
          {t('public.requiredNote')}
        </Typography>
        {fields.map((f) => (
          <SiteFormFieldInput
            key={f.key}
            field={f}
            control={control}
            locale={locale}
            errorText={errorText(f.key, formState.errors[f.key] as FieldError | undefined)}
          />
        ))}
        {/* Hidden from people, filled by bots: a submission with it is dropped by the server. */}
        <Box sx={visuallyHidden}>
          <label>
            {t('public.honeypot')}
            <input ref={honeypot} name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </Box>
        <Box>
          <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
            {t('public.send')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
