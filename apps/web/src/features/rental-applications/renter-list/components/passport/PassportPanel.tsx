import { useMutation, useQuery } from '@apollo/client/react';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../../components/SuccessToast';
import { ConfirmActionDialog } from '../../../../../components/ConfirmActionDialog';
import { MyRentalApplicationsDocument } from '../../api/my-application-operations';
import { DeleteMyRentalPassportDocument, HasRentalPassportDocument } from '../../api/passport-operations';
import { DownloadPassportButton } from './DownloadPassportButton';

/**
 * 'Your renter passport' at the top of /my-applications, while the renter has one (a submitted
 * application whose data they have not deleted): what it is, 'Download my data' and 'Delete my
 * passport' after a confirmation that says what is erased. The success message outlives the panel,
 * which goes away with the passport. A renter whose applications are all erased is told why they
 * have none (`hasApplications`); one who never applied meets the list's own empty state.
 */
export function PassportPanel({ hasApplications }: { hasApplications: boolean }) {
  const { t } = useTranslation('myApplications');
  const titleId = useId();
  const passport = useQuery(HasRentalPassportDocument, { fetchPolicy: 'cache-and-network' });
  const [asking, setAsking] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [deletePassport] = useMutation(DeleteMyRentalPassportDocument, {
    // Every card's share and status changes: the list and the panel are read again.
    refetchQueries: [MyRentalApplicationsDocument, HasRentalPassportDocument],
    awaitRefetchQueries: true,
  });

  return (
    <>
      {passport.data?.myRentalPassport && (
        <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, sm: 3 } }}>
          <Stack spacing={1.5}>
            <Typography id={titleId} variant="h6" component="h2">
              {t('passport.title')}
            </Typography>
            <Typography variant="body2">{t('passport.text')}</Typography>
            <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
              <DownloadPassportButton />
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteOutline />}
                onClick={() => setAsking(true)}
              >
                {t('passport.delete')}
              </Button>
            </Stack>
          </Stack>
        </Paper>
      )}
      {passport.data && !passport.data.myRentalPassport && hasApplications && (
        <Typography variant="body2" color="text.secondary">
          {t('passport.none')}
        </Typography>
      )}
      {asking && (
        <ConfirmActionDialog
          title={t('passport.deleteTitle')}
          text={t('passport.deleteText')}
          confirm={t('passport.deleteConfirm')}
          destructive
          onClose={() => setAsking(false)}
          onConfirm={async () => {
            const { data } = await deletePassport();
            setDone(t('passport.deleted', { count: data?.deleteMyRentalPassport ?? 0 }));
            setAsking(false);
          }}
        />
      )}
      <SuccessToast message={done} onClose={() => setDone(null)} />
    </>
  );
}
