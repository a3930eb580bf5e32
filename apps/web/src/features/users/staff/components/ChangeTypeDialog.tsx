import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { USER_TYPES, type UserType } from '@rentals/domain/users/enums';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { ChangeUserTypeDocument } from '../api/admin-user-operations';

export interface TypeTarget {
  id: string;
  email: string;
  name: string;
  userType: UserType;
}

/**
 * 'Are you sure? you want to change the user type' (spec/01 §6): an admin picks the new type and
 * confirms. The server allows it to admins only and records it in the audit trail.
 */
export function ChangeTypeDialog({
  user,
  onClose,
  onChanged,
}: {
  user: TypeTarget;
  onClose: () => void;
  onChanged: (type: UserType) => void;
}) {
  const { t } = useTranslation('adminUsers');
  const titleId = useId();
  const textId = useId();
  const [type, setType] = useState<UserType>(user.userType);
  const formError = useFormError();
  const [changeType, { loading }] = useMutation(ChangeUserTypeDocument);

  const close = () => {
    if (!loading) onClose();
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    formError.setError(null);
    try {
      await changeType({ variables: { data: { email: user.email, userType: type } } });
      onChanged(type);
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  return (
    <Dialog open onClose={close} aria-labelledby={titleId} aria-describedby={textId} maxWidth="xs" fullWidth>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('typeDialog.title')}</DialogTitle>
        <DialogContent>
          <FormAlert message={formError.message} />
          <DialogContentText id={textId} sx={{ mb: 2, overflowWrap: 'anywhere' }}>
            {t('typeDialog.text', { name: user.name, email: user.email })}
          </DialogContentText>
          <TextField
            select
            fullWidth
            label={t('typeDialog.newType')}
            value={type}
            onChange={(event) => setType(event.target.value as UserType)}
          >
            {USER_TYPES.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`userTypes.${option}`, { ns: 'users' })}
              </MenuItem>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={loading}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" loading={loading} disabled={type === user.userType}>
            {t('typeDialog.confirm')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
