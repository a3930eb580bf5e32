import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { SELF_CHOSEN_USER_TYPES, type SelfChosenUserType } from '@rentals/domain/users/enums';
import { firstLoginDestination } from '@rentals/domain/users/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../components/FormAlert';
import { toAppError } from '../../../../lib/errors/graphql-error';
import { useFormError } from '../../../../lib/forms/use-form-error';
import { UpdateUserTypeDocument } from '../api/user-operations';

const CHOICES = {
  RENTER: { label: 'firstLogin.renter', hint: 'firstLogin.renterHint', done: 'firstLogin.doneRenter' },
  LANDLORD: {
    label: 'firstLogin.landlord',
    hint: 'firstLogin.landlordHint',
    done: 'firstLogin.doneLandlord',
  },
} as const satisfies Record<SelfChosenUserType, unknown>;

/** What follows the choice: a word saying it is done, and the page to go to. */
export interface FirstLoginDone {
  message: string;
  to: string;
}

interface FirstLoginDialogProps {
  email: string;
  /** Called once the choice is saved; the dialog is then gone (the cached user changed). */
  onDone: (done: FirstLoginDone) => void;
  /** The one way out without choosing. */
  onLogout: () => void;
}

/**
 * A new account must choose Renter or Landlord before going on (spec/01 §2 first-login flag), so
 * the dialog cannot be dismissed, only left by logging out. The answer updates the cached user,
 * which closes it; the caller then confirms and takes the user where the choice leads.
 */
export function FirstLoginDialog({ email, onDone, onLogout }: FirstLoginDialogProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const [choice, setChoice] = useState<SelfChosenUserType>('RENTER');
  const formError = useFormError();
  const [updateUserType, { loading }] = useMutation(UpdateUserTypeDocument);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    formError.setError(null);
    try {
      await updateUserType({ variables: { data: { email, userType: choice } } });
    } catch (error) {
      formError.setError(toAppError(error));
      return;
    }
    onDone({ message: t(CHOICES[choice].done), to: firstLoginDestination(choice) });
  };

  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
          {t('firstLogin.title')}
        </DialogTitle>
        <DialogContent>
          <Typography sx={{ mb: 2 }}>{t('firstLogin.text')}</Typography>
          <FormAlert message={formError.message} />
          <RadioGroup
            value={choice}
            onChange={(event) => setChoice(event.target.value as SelfChosenUserType)}
            aria-labelledby={titleId}
            sx={{ gap: 1.5 }}
          >
            {SELF_CHOSEN_USER_TYPES.map((type) => (
              <Box
                key={type}
                sx={{
                  border: 2,
                  borderColor: choice === type ? 'primary.main' : 'divider',
                  borderRadius: 2,
                  px: 1.5,
                  py: 1,
                }}
              >
                <FormControlLabel
                  value={type}
                  control={<Radio />}
                  sx={{ width: '100%', m: 0 }}
                  label={
                    <Box>
                      <Typography sx={{ fontWeight: 700 }}>{t(CHOICES[type].label)}</Typography>
                      <Typography variant="body2" color="text.secondary">
                        {t(CHOICES[type].hint)}
                      </Typography>
                    </Box>
                  }
                />
              </Box>
            ))}
          </RadioGroup>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 3, justifyContent: 'space-between' }}>
          <Button onClick={onLogout} disabled={loading}>
            {t('firstLogin.logout')}
          </Button>
          <Button type="submit" variant="contained" size="large" loading={loading}>
            {t('firstLogin.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
