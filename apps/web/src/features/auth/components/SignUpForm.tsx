import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { signUpSchema, type SignUpInput } from '@rentals/domain/users/schemas';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FormAlert } from '../../../components/FormAlert';
import { PasswordField } from '../../../components/PasswordField';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { SignUpDocument } from '../api/auth-operations';
import { SignUpCheckInbox } from './SignUpCheckInbox';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'acceptTerms'] as const;

/** The form's values: the terms box starts unticked, and the schema wants it ticked. */
interface SignUpValues {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  acceptTerms: boolean;
}

/**
 * The sign-up form. Sending it creates no account yet: it answers the same for any address, and
 * the e-mailed link (SignUpConfirmPage) creates the account.
 */
export function SignUpForm() {
  const { t } = useTranslation('auth');
  const locale = useLocale();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [signUp] = useMutation(SignUpDocument);
  const errorText = useErrorText(signUpSchema);
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    control,
    formState: { isSubmitting, errors },
  } = useDomainForm<SignUpInput, SignUpValues>(signUpSchema, {
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    acceptTerms: false,
  });
  const termsError = errorText('acceptTerms', errors.acceptTerms);

  const onSubmit = handleSubmit(async (values) => {
    formError.setError(null);
    try {
      // The account starts in the language the visitor is reading.
      const { data } = await signUp({ variables: { data: { ...values, locale } } });
      if (data) setSentTo(data.signUp.confirmationSentTo);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, FIELDS)) formError.setError(appError);
    }
  });

  // The form keeps its values while the panel shows, for a visitor who mistyped the address.
  if (sentTo) return <SignUpCheckInbox email={sentTo} onAnotherAddress={() => setSentTo(null)} />;

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2.5}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...textField('firstName')} required autoComplete="given-name" />
          <TextField {...textField('lastName')} required autoComplete="family-name" />
        </Stack>
        <TextField {...textField('email')} required type="email" autoComplete="email" />
        <PasswordField {...textField('password')} required autoComplete="new-password" />
        <Controller
          name="acceptTerms"
          control={control}
          render={({ field }) => (
            <FormControl error={!!termsError} required>
              <FormControlLabel
                sx={{ alignItems: 'flex-start', mr: 0, '& .MuiFormControlLabel-label': { pt: 1.1 } }}
                control={
                  <Checkbox
                    checked={field.value}
                    onChange={(event) => field.onChange(event.target.checked)}
                    onBlur={field.onBlur}
                    name={field.name}
                    slotProps={{
                      input: {
                        ref: field.ref,
                        'aria-invalid': !!termsError,
                        'aria-describedby': termsError ? 'signup-terms-error' : undefined,
                      },
                    }}
                  />
                }
                label={
                  <Trans
                    t={t}
                    i18nKey="signup.acceptTerms"
                    components={{
                      terms: <Link component={RouterLink} to="/terms" target="_blank" />,
                      privacy: <Link component={RouterLink} to="/privacy" target="_blank" />,
                    }}
                  />
                }
              />
              {termsError && <FormHelperText id="signup-terms-error">{termsError}</FormHelperText>}
            </FormControl>
          )}
        />
        <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
          {t('signup.submit')}
        </Button>
      </Stack>
    </form>
  );
}
