import { useMutation, useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { POSTER_ROLES, type PosterRole } from '@rentals/domain/listings/enums';
import { VERIFICATION_REASON_MAX } from '@rentals/domain/verification/limits';
import { Fragment, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { LoadError } from '../../../components/LoadError';
import { PageSpinner } from '../../../components/PageSpinner';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { nameOrEmail } from '../../../lib/format/person-name';
import type { VerificationRequestDetailQuery } from '../../../gql/graphql';
import { DecideVerificationDocument, VerificationRequestDocument } from '../api/verification-operations';
import { DocumentViews } from './DocumentViews';
import { PrivateImage } from './PrivateImage';

const isPosterRole = (role: string | null | undefined): role is PosterRole =>
  !!role && (POSTER_ROLES as readonly string[]).includes(role);

/**
 * One request: its documents side by side (pictures inline, PDFs downloaded), beside the poster's
 * account and listings, who opened the documents, and the decision. Opening it is audited.
 */
type PosterListing = NonNullable<
  VerificationRequestDetailQuery['verificationRequest']
>['posterListings'][number];

/** Lists a listing's risk signals as sentences (the admin feature's RiskSignalList, handed in by the route). */
export type RiskSignalListComponent = ComponentType<{
  signals: readonly PosterListing['riskSignals'][number][];
}>;

export function VerificationRequestDialog({
  id,
  canDecide,
  onClose,
  onDecided,
  RiskSignalList,
}: {
  id: string;
  canDecide: boolean;
  onClose: () => void;
  onDecided: (message: string) => void;
  RiskSignalList: RiskSignalListComponent;
}) {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const { data, loading, error, refetch } = useQuery(VerificationRequestDocument, {
    variables: { id },
    fetchPolicy: 'network-only',
  });
  const [decide, { loading: deciding }] = useMutation(DecideVerificationDocument);
  const [reason, setReason] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const request = data?.verificationRequest;
  const name = request?.poster ? nameOrEmail(request.poster) : '';
  const date = (iso: string) => formatPublicDate(iso, locale);

  const send = async (decision: 'APPROVE' | 'REJECT') => {
    setMessage(null);
    try {
      await decide({ variables: { data: { id, decision, reason: reason.trim() || null } } });
      onDecided(decision === 'APPROVE' ? t('detail.approved', { name }) : t('detail.rejected', { name }));
    } catch (e) {
      setMessage(errorText(toAppError(e), locale));
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="verification-title"
    >
      <DialogTitle id="verification-title">{t('detail.title', { name })}</DialogTitle>
      <DialogContent dividers>
        {!request && loading && <PageSpinner />}
        {!request && !loading && (
          <LoadError error={error} message={t('detail.loadError')} onRetry={() => void refetch()} />
        )}
        {request && (
          <Stack spacing={3}>
            <section aria-labelledby="verification-documents">
              <Typography id="verification-documents" variant="h6" component="h3" gutterBottom>
                {t('detail.documents')}
              </Typography>
              {request.documentsDeletedAt && (
                <Typography variant="body2">
                  {t('detail.deleted', { date: date(request.documentsDeletedAt) })}
                </Typography>
              )}
              <Grid container spacing={2}>
                {request.documents.map((doc) => (
                  <Grid key={doc.fileId} size={{ xs: 12, md: 6 }}>
                    <Paper variant="outlined" sx={{ p: 1.5, height: '100%' }}>
                      <Typography variant="subtitle2" component="h4" gutterBottom>
                        {t(`documents.${doc.kind}`)}
                      </Typography>
                      {doc.mimeType.startsWith('image/') ? (
                        <PrivateImage
                          url={doc.url}
                          alt={`${t(`documents.${doc.kind}`)}: ${doc.filename}`}
                          failed={t('detail.loadError')}
                        />
                      ) : (
                        <PrivateDownloadButton
                          url={doc.url}
                          filename={doc.filename}
                          labels={{
                            button: t('detail.download', { name: doc.filename }),
                            running: t('detail.downloading'),
                            done: t('detail.downloaded'),
                          }}
                        />
                      )}
                    </Paper>
                  </Grid>
                ))}
              </Grid>
            </section>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, md: 6 }}>
                <section aria-labelledby="verification-account">
                  <Typography id="verification-account" variant="h6" component="h3" gutterBottom>
                    {t('detail.account')}
                  </Typography>
                  {request.poster && (
                    <dl style={{ margin: 0 }}>
                      {(
                        [
                          [t('detail.email'), request.poster.email],
                          [t('detail.legalName'), request.poster.legalName ?? '—'],
                          [t('detail.phone'), request.poster.phone ?? '—'],
                          [t('detail.memberSince'), date(request.poster.createdAt)],
                          ...(request.registrationNumber
                            ? [[t('detail.registrationNumber'), request.registrationNumber]]
                            : []),
                        ] as [string, string][]
                      ).map(([term, value]) => (
                        <Fragment key={term}>
                          <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
                            {term}
                          </Typography>
                          <Typography
                            component="dd"
                            variant="body2"
                            sx={{ m: 0, mb: 1, overflowWrap: 'anywhere' }}
                          >
                            {value}
                          </Typography>
                        </Fragment>
                      ))}
                    </dl>
                  )}
                </section>
              </Grid>
              <Grid size={{ xs: 12, md: 6 }}>
                <section aria-labelledby="verification-listings">
                  <Typography id="verification-listings" variant="h6" component="h3" gutterBottom>
                    {t('detail.listings')}
                  </Typography>
                  {request.posterListings.length === 0 ? (
                    <Typography variant="body2">{t('detail.noListings')}</Typography>
                  ) : (
                    <ul style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
                      {request.posterListings.map((l) => (
                        <li key={l.id}>
                          <Typography variant="body2">
                            {l.title}
                            {l.address ? ` — ${l.address}` : ''}
                            {isPosterRole(l.role) ? ` (${t(`roles.${l.role}`)})` : ''}
                            {l.isHidden ? ` · ${t('detail.hiddenListing')}` : ''}
                          </Typography>
                          {l.riskSignals.length > 0 && <RiskSignalList signals={l.riskSignals} />}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </Grid>
            </Grid>
            <DocumentViews views={request.documentViews} headingLevel="h3" title={t('detail.views')} />
            <section aria-labelledby="verification-decision">
              <Typography id="verification-decision" variant="h6" component="h3" gutterBottom>
                {t('detail.decision')}
              </Typography>
              {request.state === 'SUBMITTED' ? (
                canDecide ? (
                  <TextField
                    label={t('detail.reason')}
                    helperText={t('detail.reasonHint')}
                    value={reason}
                    onChange={(e) => setReason(e.target.value)}
                    multiline
                    minRows={2}
                    fullWidth
                    slotProps={{ htmlInput: { maxLength: VERIFICATION_REASON_MAX } }}
                  />
                ) : (
                  <Typography variant="body2">{t('queue.noAccess')}</Typography>
                )
              ) : (
                <Typography variant="body2">
                  {t(`queue.${request.state}`)} —{' '}
                  {t('detail.decidedBy', {
                    email: request.decidedByEmail ?? '—',
                    date: request.decidedAt ? date(request.decidedAt) : '',
                  })}
                  {request.decisionReason ? ` · ${request.decisionReason}` : ''}
                </Typography>
              )}
              <FormAlert message={message} />
            </section>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>{t('detail.close')}</Button>
        {request?.state === 'SUBMITTED' && canDecide && (
          <>
            <Button color="error" variant="outlined" disabled={deciding} onClick={() => void send('REJECT')}>
              {t('detail.reject')}
            </Button>
            <Button variant="contained" disabled={deciding} onClick={() => void send('APPROVE')}>
              {t('detail.approve')}
            </Button>
          </>
        )}
      </DialogActions>
    </Dialog>
  );
}
