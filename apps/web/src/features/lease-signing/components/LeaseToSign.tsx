import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { leaseTermsSchema, type LeaseTerms } from '@rentals/domain/leases/terms';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PrivateDownloadButton } from '../../../components/PrivateDownloadButton';
import type { LeaseSigningPlace } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { withToken } from '../format/links';
import type { SigningSession } from '../hooks/use-lease-signing';
import { TermsReview } from './TermsReview';

/**
 * The lease to read, with its PDF in the signer's language and each place to tap where it belongs
 * in the text: initials by the first page, by the additional terms, the signature at the end.
 * Terms that do not read as this version's shape fall back to the PDF and the places alone.
 */
export function LeaseToSign({
  session,
  token,
  place,
}: {
  session: SigningSession;
  token: string | null;
  /** The button for a place, or nothing when this lease does not ask for it. */
  place: (place: LeaseSigningPlace) => ReactNode;
}) {
  const { t } = useTranslation('leaseSigning');
  const locale = useLocale();
  const { lease } = session;
  const terms = leaseTermsSchema.safeParse(lease.terms);

  const pdf = (
    <PrivateDownloadButton
      url={withToken(lease.documentPath, token, { locale })}
      filename={`lease-${lease.id}-${locale}.pdf`}
      labels={{ button: t('download.pdf'), running: t('download.pdfRunning'), done: t('download.pdfDone') }}
      sx={{ mb: 2, '& .MuiButton-root': { minHeight: 44 } }}
    />
  );

  return terms.success ? (
    <TermsReview
      terms={terms.data as LeaseTerms}
      province={lease.province}
      before={
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('review.intro')}
          </Typography>
          {pdf}
          {place('PAGE_INITIALS')}
        </>
      }
      additional={place('ADDITIONAL_TERMS_INITIALS')}
      signatures={place('SIGNATURE')}
    />
  ) : (
    <Paper variant="outlined" sx={{ p: 2 }}>
      {pdf}
      {place('PAGE_INITIALS')}
      {place('ADDITIONAL_TERMS_INITIALS')}
      {place('SIGNATURE')}
    </Paper>
  );
}
