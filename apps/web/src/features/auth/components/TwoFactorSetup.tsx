import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { AppCodeField } from './AppCodeField';
import Typography from '@mui/material/Typography';
import { confirmTwoFactorSchema } from '@rentals/domain/auth/two-factor-schemas';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { toAppError } from '../../../lib/errors/graphql-error';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { ConfirmTwoFactorSetupDocument, StartTwoFactorSetupDocument } from '../api/two-factor-operations';

/**
 * Enrolment: the server makes the secret, shown as a QR code (drawn here, nothing leaves the
 * page) and as text; the first code from the app turns two-factor on and `onEnabled` gets the
 * recovery codes.
 */
export function TwoFactorSetup({ onEnabled }: { onEnabled(codes: string[]): void }) {
  const { t } = useTranslation('auth');
  const [start, started] = useMutation(StartTwoFactorSetupDocument);
  const [confirm] = useMutation(ConfirmTwoFactorSetupDocument);
  const setup = started.data?.startTwoFactorSetup;
  const {
    textField,
    formError,
    handleSubmit,
    setError,
    formState: { isSubmitting },
  } = useDomainForm(confirmTwoFactorSchema, { code: '' });

  const begin = async () => {
    formError.setError(null);
    try {
      await start();
    } catch (error) {
      formError.setError(toAppError(error));
    }
  };

  const onSubmit = handleSubmit(async ({ code }) => {
    formError.setError(null);
    try {
      const { data } = await confirm({ variables: { code } });
      if (data) onEnabled(data.confirmTwoFactorSetup);
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['code'])) formError.setError(appError);
    }
  });

  if (!setup) {
    return (
      <Stack spacing={2}>
        <FormAlert message={formError.message} />
        <Button
          variant="contained"
          onClick={() => void begin()}
          loading={started.loading}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('twoFactor.setup.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate>
      <FormAlert message={formError.message} />
      <Stack spacing={2}>
        <Typography>{t('twoFactor.setup.scan')}</Typography>
        <Box sx={{ p: 2, bgcolor: '#fff', alignSelf: 'flex-start', borderRadius: 1 }}>
          <QRCodeSVG value={setup.otpauthUri} size={192} title={t('twoFactor.setup.qrLabel')} role="img" />
        </Box>
        <Typography>{t('twoFactor.setup.manual')}</Typography>
        <Typography
          component="code"
          data-testid="two-factor-secret"
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', wordBreak: 'break-all' }}
        >
          {setup.secret}
        </Typography>
        <Typography>{t('twoFactor.setup.confirmIntro')}</Typography>
        <AppCodeField field={textField('code')} />
        <Button type="submit" variant="contained" loading={isSubmitting} sx={{ alignSelf: 'flex-start' }}>
          {t('twoFactor.setup.confirm')}
        </Button>
      </Stack>
    </form>
  );
}
