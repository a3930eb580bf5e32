import { useLazyQuery } from '@apollo/client/react';
import UploadFile from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { provinceLeaseRules } from '@rentals/domain/leases/provinces';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { useLocale } from '../../../i18n/use-locale';
import { errorText, toAppError } from '../../../lib/errors/graphql-error';
import { formatPublicDate } from '../../../lib/format/date';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VerifyLeaseDocumentDocument } from '../api/lease-operations';
import { sha256Hex } from '../format/sha256';

/**
 * /leases/verify (issue 19), public: 'Check a signed lease'. The visitor picks a PDF; the browser
 * computes its SHA-256 (the file never leaves the device) and asks whether a lease was sealed with
 * exactly that fingerprint. A changed byte gives another fingerprint, so a match means unchanged.
 */
export function VerifyLeasePage() {
  const { t } = useTranslation('leases');
  const locale = useLocale();
  useDocumentTitle(t('verify.title'));
  const [fileName, setFileName] = useState('');
  const [hashing, setHashing] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const [verify, result] = useLazyQuery(VerifyLeaseDocumentDocument, { fetchPolicy: 'network-only' });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setFileName(file.name);
    setHashing(true);
    try {
      const sha256 = await sha256Hex(await file.arrayBuffer());
      await verify({ variables: { sha256 } }).catch(() => undefined);
    } finally {
      setHashing(false);
    }
  };

  const answer = result.data?.verifyLeaseDocument;
  const province =
    answer?.province && (PROVINCES as readonly string[]).includes(answer.province)
      ? translate(provinceLeaseRules(answer.province as Province).name, locale)
      : answer?.province;
  const busy = hashing || result.loading;

  return (
    <Stack spacing={3} sx={{ maxWidth: 720, mx: 'auto', py: { xs: 2, sm: 4 }, px: 2 }}>
      <PageHeader title={t('verify.title')} subtitle={t('verify.subtitle')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <Typography>{t('verify.privacy')}</Typography>
          <div>
            {/* The button opens the file picker; the input itself stays out of sight and of the tab order. */}
            <Button
              variant="contained"
              startIcon={<UploadFile />}
              disabled={busy}
              onClick={() => input.current?.click()}
            >
              {t('verify.pick')}
            </Button>
            <input
              ref={input}
              hidden
              type="file"
              accept="application/pdf,.pdf"
              onChange={(e) => void pick(e)}
            />
          </div>
          {busy && <LinearProgress aria-label={t('verify.checking')} />}
        </Stack>
      </Paper>
      <div role="status" aria-live="polite">
        {!busy && result.error && (
          <Alert severity="error">{errorText(toAppError(result.error), locale)}</Alert>
        )}
        {!busy && answer?.valid && (
          <Alert severity="success">
            <AlertTitle>{t('verify.valid', { file: fileName })}</AlertTitle>
            {answer.completedAt && (
              <Typography variant="body2">
                {t('verify.sealedOn', {
                  date: formatPublicDate(answer.completedAt, locale, { withTime: true }),
                })}
              </Typography>
            )}
            <Typography variant="body2">
              {t('verify.signedBy', { names: answer.signerNames.join(', ') })}
            </Typography>
            {province && <Typography variant="body2">{t('verify.province', { province })}</Typography>}
          </Alert>
        )}
        {!busy && answer && !answer.valid && (
          <Alert severity="error">
            <AlertTitle>{fileName}</AlertTitle>
            {t('verify.invalid')}
          </Alert>
        )}
      </div>
    </Stack>
  );
}
