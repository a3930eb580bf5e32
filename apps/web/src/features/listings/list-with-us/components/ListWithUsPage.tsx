import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@rentals/domain/contact';
import { type ComponentType } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../../../components/PageSpinner';
import { useSession } from '../../../../lib/session/session-context';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { withPreselectedPlan } from '../form/preselect-plan';
import { useStoredDraft } from '../hooks/use-stored-draft';
import { EditListWithUs, LISTING_PARAM } from './EditListWithUs';
import { ListWithUsWizard } from './ListWithUsWizard';
import type { QuoteSummaryProps } from './DepositQuote';
import type { PlanChooserProps } from './StepContent';

export interface ListWithUsPageProps {
  /** The plans feature's plan screen. */
  PlanChooser: ComponentType<PlanChooserProps>;
  /** The payments feature's amounts table, for the deposit at steps 8 and 9. */
  QuoteSummary: ComponentType<QuoteSummaryProps>;
  /** The auth feature's forms, for 'Login or Sign Up'. */
  LoginForm: ComponentType;
  SignUpForm: ComponentType;
}

/**
 * /list-with-us, 'Listing Form' (spec/01 §2, spec/03 §2.1): the public wizard, open to visitors,
 * who log in or sign up only at submit. With `?listing=<id>` it edits that listing instead.
 */
export function ListWithUsPage(props: ListWithUsPageProps) {
  const { t } = useTranslation('listWithUs');
  const [params] = useSearchParams();
  const editedId = params.get(LISTING_PARAM);
  useDocumentTitle(t('pageTitle'));
  const telHref = `tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Stack spacing={1} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('pageTitle')}
        </Typography>
        <Typography>{t(editedId ? 'edit.prompt' : 'prompt')}</Typography>
        <Typography color="text.secondary">
          <Trans
            t={t}
            i18nKey="contact"
            values={{ email: SUPPORT_EMAIL, phone: SUPPORT_PHONE }}
            components={{
              mail: <Link href={`mailto:${SUPPORT_EMAIL}`} />,
              tel: <Link href={telHref} />,
            }}
          />
        </Typography>
      </Stack>
      {editedId ? (
        <EditListWithUs key={editedId} listingId={editedId} {...props} />
      ) : (
        <NewListWithUs {...props} plan={params.get('plan')} />
      )}
    </Container>
  );
}

/** A new listing: the draft kept on this device is read first. */
function NewListWithUs({ plan, ...props }: ListWithUsPageProps & { plan: string | null }) {
  const stored = useStoredDraft();
  const { user } = useSession();
  if (!stored) return <PageSpinner />;
  return <ListWithUsWizard {...props} initial={withPreselectedPlan(stored.draft, plan)} loggedIn={!!user} />;
}
