import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { GENDERS, INDUSTRIES, LOCALES } from '@rentals/domain/users/enums';
import { canadianPhoneDigits, formatPhone } from '@rentals/domain/users/rules';
import type { UpdateUserInput } from '@rentals/domain/users/schemas';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ControlledSwitch } from '../../../../components/ControlledSwitch';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { FormAlert } from '../../../../components/FormAlert';
import { SuccessToast } from '../../../../components/SuccessToast';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { domainResolver } from '../../../../lib/forms/domain-resolver';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { VALIDATION_MODE } from '../../../../lib/forms/validation-mode';
import type { CurrentUser } from '../../../../lib/session/session-context';
import { UpdateUserDocument } from '../api/user-operations';
import { PROFILE_FIELDS, profileFormSchema, toFormValues, type ProfileFormValues } from './profile-form';
import { ProfileSection } from './ProfileSection';

const half = { xs: 12, sm: 6 } as const;

/** Every profile field a user edits about themselves (UpdateUserInput), validated by the shared schema. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('users');
  const locale = useLocale();
  const errorText = useErrorText(profileFormSchema);
  const formError = useFormError();
  const [toast, setToast] = useState<string | null>(null);
  const [updateUser] = useMutation(UpdateUserDocument);
  const {
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { isSubmitting },
  } = useForm<ProfileFormValues, unknown, UpdateUserInput>({
    resolver: domainResolver(profileFormSchema),
    defaultValues: toFormValues(user),
    ...VALIDATION_MODE,
  });

  const onSubmit = handleSubmit(async (input) => {
    formError.setError(null);
    try {
      const { data } = await updateUser({ variables: { data: input } });
      if (!data) return;
      reset(toFormValues(data.updateUser));
      setToast(t('profile.saved'));
      if (data.updateUser.locale !== i18n.language) void i18n.changeLanguage(data.updateUser.locale);
    } catch (error) {
      // Typed values stay in the form; only the errors are added.
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, PROFILE_FIELDS)) formError.setError(appError);
    }
  });

  const common = { control, errorText } as const;
  const label = (name: keyof ProfileFormValues | 'email') => fieldLabel(profileFormSchema, name, locale);
  const money = { input: { startAdornment: <InputAdornment position="start">$</InputAdornment> } };

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={3}>
        <ProfileSection title={t('profile.personal')}>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="firstName"
              label={label('firstName')}
              required
              autoComplete="given-name"
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="lastName"
              label={label('lastName')}
              required
              autoComplete="family-name"
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="legalName"
              label={label('legalName')}
              autoComplete="name"
            />
          </Grid>
          <Grid size={half}>
            <TextField
              label={label('email')}
              value={user.email}
              helperText={t('profile.emailHelp')}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="phone"
              label={label('phone')}
              type="tel"
              autoComplete="tel-national"
              placeholder="(123) 456-7890"
              helperText={t('profile.phoneHelp')}
              onBlurValue={(value) => {
                if (canadianPhoneDigits(value)) setValue('phone', formatPhone(value));
              }}
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField {...common} name="gender" label={label('gender')} select>
              <MenuItem value="">{t('profile.notSpecified')}</MenuItem>
              {GENDERS.map((g) => (
                <MenuItem key={g} value={g}>
                  {t(`genders.${g}`)}
                </MenuItem>
              ))}
            </ControlledTextField>
          </Grid>
          <Grid size={half}>
            <ControlledTextField {...common} name="locale" label={label('locale')} select>
              {LOCALES.map((l) => (
                <MenuItem key={l} value={l} lang={l}>
                  {t(`language.${l}`, { ns: 'common' })}
                </MenuItem>
              ))}
            </ControlledTextField>
          </Grid>
        </ProfileSection>

        <ProfileSection title={t('profile.about')}>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="city"
              label={label('city')}
              autoComplete="address-level2"
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField {...common} name="industry" label={label('industry')} select>
              <MenuItem value="">{t('profile.notSpecified')}</MenuItem>
              {INDUSTRIES.map((industry) => (
                <MenuItem key={industry} value={industry}>
                  {t(`industries.${industry}`)}
                </MenuItem>
              ))}
            </ControlledTextField>
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="occupation"
              label={label('occupation')}
              autoComplete="organization-title"
            />
          </Grid>
          <Grid size={12}>
            <ControlledTextField {...common} name="bio" label={label('bio')} multiline minRows={3} />
          </Grid>
        </ProfileSection>

        <ProfileSection title={t('profile.preferences')}>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="min_budget"
              label={label('min_budget')}
              type="number"
              slotProps={money}
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="budget"
              label={label('budget')}
              type="number"
              slotProps={money}
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="moveIn"
              label={label('moveIn')}
              type="date"
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField {...common} name="flatmates" label={label('flatmates')} type="number" />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="credit_score"
              label={label('credit_score')}
              type="number"
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="householdIncome"
              label={label('householdIncome')}
              type="number"
              slotProps={money}
            />
          </Grid>
          <Grid size={half}>
            <ControlledTextField
              {...common}
              name="zip_code"
              label={label('zip_code')}
              autoComplete="postal-code"
            />
          </Grid>
          <Grid size={half} sx={{ display: 'flex', alignItems: 'center' }}>
            <ControlledSwitch control={control} name="roommate" label={t('profile.roommate')} />
          </Grid>
        </ProfileSection>

        <ProfileSection title={t('profile.notifications')}>
          <Grid size={12}>
            <ControlledSwitch control={control} name="notify" label={t('profile.notify')} />
          </Grid>
        </ProfileSection>

        <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" size="large" loading={isSubmitting}>
            {t('profile.save')}
          </Button>
        </Stack>
      </Stack>
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </form>
  );
}
