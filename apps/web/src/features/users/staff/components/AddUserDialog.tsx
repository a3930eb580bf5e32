import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LOCALES, USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { mayCreateUserOfType } from '@rentals/domain/users/rules';
import { createUserSchema } from '@rentals/domain/users/schemas';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { FormAlert } from '../../../../components/FormAlert';
import { PasswordField } from '../../../../components/PasswordField';
import type { AdminUserFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../../lib/forms/use-error-text';
import type { CurrentUser } from '../../../../lib/session/session-context';
import { CreateUserDocument } from '../api/admin-user-operations';

const FIELDS = ['email', 'firstName', 'lastName', 'userType', 'password', 'locale'] as const;

/**
 * Add user (staff with users add) or, with `subAdmin`, Create sub-admin on /admins. The types
 * offered are the ones the viewer may create; without a password the person is e-mailed a link to
 * choose one.
 */
export function AddUserDialog({
  viewer,
  subAdmin = false,
  onClose,
  onCreated,
}: {
  viewer: CurrentUser;
  subAdmin?: boolean;
  onClose: () => void;
  onCreated: (user: AdminUserFieldsFragment, invited: boolean) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const locale = useLocale();
  const errorText = useErrorText(createUserSchema);
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [createUser] = useMutation(CreateUserDocument);
  const types = subAdmin
    ? (['SUB_ADMIN'] as const)
    : USER_TYPES.filter((type) => mayCreateUserOfType(viewer, type));
  const {
    control,
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm(createUserSchema, {
    email: '',
    firstName: '',
    lastName: '',
    userType: subAdmin ? 'SUB_ADMIN' : 'RENTER',
    password: '',
    locale,
  });

  const close = () => {
    if (!isSubmitting) onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    formError.setError(null);
    try {
      const { data } = await createUser({ variables: { data: values } });
      if (data) onCreated(data.createUser, !values.password);
    } catch (error) {
      const appError = toAppError(error);
      if (appError.code === 'EMAIL_TAKEN') {
        setError('email', { type: 'server', message: 'EMAIL_TAKEN' }, { shouldFocus: true });
      } else if (!applyServerErrors(appError, setError, FIELDS)) {
        formError.setError(appError);
      }
    }
  });

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} maxWidth="sm" fullWidth fullScreen={fullScreen}>
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle id={titleId}>{subAdmin ? t('addDialog.staffTitle') : t('addDialog.title')}</DialogTitle>
        <DialogContent>
          <FormAlert message={formError.message} />
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField {...textField('firstName')} required fullWidth autoComplete="off" />
              <TextField {...textField('lastName')} required fullWidth autoComplete="off" />
            </Stack>
            <TextField {...textField('email')} required type="email" autoComplete="off" />
            {subAdmin ? (
              <TextField
                label={fieldLabel(createUserSchema, 'userType', locale)}
                value={t('userTypes.SUB_ADMIN', { ns: 'users' })}
                slotProps={{ htmlInput: { readOnly: true } }}
              />
            ) : (
              <ControlledTextField
                control={control}
                errorText={errorText}
                name="userType"
                label={fieldLabel(createUserSchema, 'userType', locale)}
                select
                required
              >
                {types.map((type: UserType) => (
                  <MenuItem key={type} value={type}>
                    {t(`userTypes.${type}`, { ns: 'users' })}
                  </MenuItem>
                ))}
              </ControlledTextField>
            )}
            <ControlledTextField
              control={control}
              errorText={errorText}
              name="locale"
              label={fieldLabel(createUserSchema, 'locale', locale)}
              select
            >
              {LOCALES.map((l) => (
                <MenuItem key={l} value={l} lang={l}>
                  {t(`language.${l}`, { ns: 'common' })}
                </MenuItem>
              ))}
            </ControlledTextField>
            <PasswordField
              {...textField('password')}
              label={t('addDialog.password')}
              helperText={textField('password').helperText ?? t('addDialog.passwordHelp')}
              autoComplete="new-password"
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('addDialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
