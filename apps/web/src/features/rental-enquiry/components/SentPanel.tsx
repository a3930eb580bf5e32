import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** Which enquiry was sent, with what its next steps name. */
export type SentEnquiry =
  | { kind: 'renter'; city: string }
  | { kind: 'landlord'; city: string; phone: string }
  | { kind: 'listing'; room: string };

/** After sending: the confirmation and what happens next, then the way on. */
export function SentPanel({ sent, onAnother }: { sent: SentEnquiry; onAnother: () => void }) {
  const { t } = useTranslation('rentalEnquiry');
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone: focus moves to the confirmation so keyboard and screen reader users hear it.
  useEffect(() => heading.current?.focus(), []);
  const params =
    sent.kind === 'listing' ? {} : { city: sent.city, phone: sent.kind === 'landlord' ? sent.phone : '' };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
      <Stack spacing={2}>
        <Typography ref={heading} tabIndex={-1} component="h2" variant="h5" sx={{ outline: 'none' }}>
          {sent.kind === 'listing' ? t('sent.messageTitle') : t('sent.title')}
        </Typography>
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {t('sent.next')}
        </Typography>
        <Stack component="ol" spacing={1} sx={{ pl: 3, m: 0 }}>
          <li>{t(`sent.${sent.kind}.read`)}</li>
          <li>{t(`sent.${sent.kind}.contact`, params)}</li>
          <li>{t(`sent.${sent.kind}.visit`)}</li>
        </Stack>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {sent.kind === 'listing' ? (
            <Button
              component={RouterLink}
              to={`/message?room=${encodeURIComponent(sent.room)}`}
              variant="contained"
            >
              {t('sent.openConversation')}
            </Button>
          ) : (
            <Button variant="outlined" onClick={onAnother}>
              {t('sent.another')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
