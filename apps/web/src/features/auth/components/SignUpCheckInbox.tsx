import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGN_UP_CONFIRM_TTL_HOURS } from '@rentals/domain/limits';
import { useEffect, useRef } from 'react';
import { Trans, useTranslation } from 'react-i18next';

/**
 * What a sign-up shows once sent, the same whether the address has an account or not: the link
 * to finish (or, for a taken address, a note to its owner) is in the mailbox.
 */
export function SignUpCheckInbox({
  email,
  onAnotherAddress,
}: {
  email: string;
  onAnotherAddress: () => void;
}) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: reading goes on from the panel's heading.
  useEffect(() => heading.current?.focus(), []);
  return (
    <Stack spacing={2} role="status" sx={{ alignItems: 'flex-start' }}>
      <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
      <Typography variant="h6" component="h2" ref={heading} tabIndex={-1} sx={{ outline: 'none' }}>
        {t('signup.checkInbox.title')}
      </Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }}>
        <Trans
          t={t}
          i18nKey="signup.checkInbox.text"
          values={{ email, hours: SIGN_UP_CONFIRM_TTL_HOURS }}
          components={{ strong: <strong /> }}
        />
      </Typography>
      <Typography color="text.secondary">{t('signup.checkInbox.spam')}</Typography>
      <Button variant="outlined" onClick={onAnotherAddress}>
        {t('signup.checkInbox.another')}
      </Button>
    </Stack>
  );
}
