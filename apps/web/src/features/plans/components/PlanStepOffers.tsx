import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCardFieldsFragment } from '../../../gql/graphql';
import { HelpLink } from '../../../components/HelpLink';
import { useLocale } from '../../../i18n/use-locale';
import { PremiumNotificationDocument } from '../api/plan-operations';
import { localName, stepActionOf, withoutKinds } from '../format/plan-display';
import { usePlans, type PlanPlaceInput } from '../hooks/use-plans';
import { PlanSections } from './PlanSections';
import { TeamContactNotice, type TeamContactOutcome } from './TeamContactNotice';

export interface PlanStepOffersProps<L extends { listingId: string }> {
  /** The address of the dialog's first page. */
  place: PlanPlaceInput;
  /** The dialog is saving. */
  busy: boolean;
  /**
   * Creates the listing exactly as Basic does, or gives the one already created; null when it
   * failed (the dialog shows why and where).
   */
  createListing: () => Promise<L | null>;
  /** Goes on as after Basic: to the new unit's page. */
  onDone: (created: L) => void;
  /** The boost flow for the created listing (the boosts feature, by the route); Boost is offered only with it. */
  StepBoost?: ComponentType<{ listingId: string; onDone: () => void }>;
}

/**
 * Step 6 of the Add Property dialog (spec/03 §4.2): the plans offered at the listing's address.
 * Basic creates the listing and goes on. Boost creates it the same way, then runs the boost flow
 * (StepBoost: checkout, or the boosted notice when free). A paid plan's 'Ask the team' creates the
 * listing the same way, then asks the team to make contact (premiumNotificationToAdminFromLandlord)
 * and shows the team-contact notice (spec/03 §8). If that request fails the listing stays created:
 * the notice says so and offers to try again.
 */
export function PlanStepOffers<L extends { listingId: string }>({
  place,
  busy,
  createListing,
  onDone,
  StepBoost,
}: PlanStepOffersProps<L>) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const query = usePlans(place);
  const shown = query.data ?? query.previousData;
  const plans = shown ? withoutKinds(shown.plans, StepBoost ? [] : ['BOOST']) : undefined;
  const [notify, { loading: notifying }] = useMutation(PremiumNotificationDocument);
  const [working, setWorking] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<(TeamContactOutcome & { created: L }) | null>(null);
  const [boosting, setBoosting] = useState<L | null>(null);

  const sendRequest = async (created: L, plan: PlanCardFieldsFragment) => {
    const planName = localName(plan, locale);
    try {
      await notify({ variables: { where: { id: created.listingId }, planId: plan.id } });
      setOutcome({ created, planName, plan, sent: true, error: null });
    } catch (error) {
      setOutcome({ created, planName, plan, sent: false, error });
    }
  };

  const choose = async (plan: PlanCardFieldsFragment) => {
    setWorking(plan.id);
    try {
      const created = await createListing();
      if (!created) return;
      if (plan.kind === 'BOOST') setBoosting(created);
      else if (stepActionOf(plan) === 'basic') onDone(created);
      else await sendRequest(created, plan);
    } finally {
      setWorking(null);
    }
  };

  const disabled = busy || notifying || working !== null;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography color="text.secondary">{t('step.intro')}</Typography>
        <HelpLink helpKey="plan-choice" topic="plans" />
      </Stack>
      <PlanSections
        plans={plans}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        titles={{ main: t('chooser.title'), optional: t('chooser.optional') }}
        headingLevel="h3"
        action={(plan) => {
          if (plan.kind === 'BOOST')
            return (
              <Button
                fullWidth
                variant="outlined"
                loading={working === plan.id}
                disabled={disabled && working !== plan.id}
                aria-label={t('step.boostLabel', { name: localName(plan, locale) })}
                onClick={() => void choose(plan)}
              >
                {t('step.boost')}
              </Button>
            );
          const basic = stepActionOf(plan) === 'basic';
          return (
            <Button
              fullWidth
              variant={basic ? 'contained' : 'outlined'}
              loading={working === plan.id}
              disabled={disabled && working !== plan.id}
              aria-label={basic ? undefined : t('step.askTeamLabel', { name: localName(plan, locale) })}
              onClick={() => void choose(plan)}
            >
              {basic ? t('step.chooseBasic') : t('step.askTeam')}
            </Button>
          );
        }}
      />
      {boosting && StepBoost && <StepBoost listingId={boosting.listingId} onDone={() => onDone(boosting)} />}
      {outcome && (
        <TeamContactNotice
          outcome={outcome}
          retrying={notifying}
          onRetry={() => void sendRequest(outcome.created, outcome.plan)}
          onContinue={() => onDone(outcome.created)}
        />
      )}
    </Stack>
  );
}
