import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PROVINCES, type Province } from '@rentals/domain/users/enums';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreatedListing } from '../hooks/use-property-dialog-flow';

/** Where the listing is, as the plans feature reads it (its province code and city). */
export interface PlanPlace {
  province: Province | null;
  city: string | null;
  isNewListing: boolean;
}

/**
 * The plans feature's offers (features do not import each other: the route passes it in). It
 * shows the plans offered at `place` and creates the listing through `createListing`.
 */
export type PlanOffersComponent = ComponentType<{
  place: PlanPlace;
  busy: boolean;
  createListing: () => Promise<CreatedListing | null>;
  onDone: (created: CreatedListing) => void;
}>;

/** The address's province, when it is a known province code. */
export function planPlaceOf(address: { region: string; city: string } | null): PlanPlace {
  const region = address?.region ?? '';
  return {
    province: (PROVINCES as readonly string[]).includes(region) ? (region as Province) : null,
    city: address?.city || null,
    isNewListing: true,
  };
}

/**
 * Step 6, the plan choice of non-admin creators (spec/03 §4.2): the plans feature's offers when
 * the route gives them (Basic, and 'Ask the team' for the paid plans), else Basic alone.
 */
export function PlanStep({
  onChooseBasic,
  busy,
  PlanOffers,
  place,
  createForPlan,
  onDone,
}: {
  onChooseBasic: () => void;
  busy: boolean;
  PlanOffers?: PlanOffersComponent;
  place: PlanPlace;
  createForPlan: () => Promise<CreatedListing | null>;
  onDone: (created: CreatedListing) => void;
}) {
  const { t } = useTranslation('listingWizard');
  if (PlanOffers) {
    return (
      // The offers bring their own headings ('Select one Plan', 'Optional Plans').
      <section aria-label={t('plan.title')}>
        <PlanOffers place={place} busy={busy} createListing={createForPlan} onDone={onDone} />
      </section>
    );
  }
  return (
    <section aria-labelledby="wizard-plan-heading">
      <Typography id="wizard-plan-heading" variant="h6" component="h3" sx={{ mb: 2 }}>
        {t('plan.title')}
      </Typography>
      <Card variant="outlined" sx={{ maxWidth: 360 }}>
        <CardContent>
          <Typography variant="h6" component="h4">
            {t('plan.basic')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('plan.basicText')}
          </Typography>
        </CardContent>
        <CardActions>
          <Button variant="contained" onClick={onChooseBasic} loading={busy}>
            {t('plan.chooseBasic')}
          </Button>
        </CardActions>
      </Card>
    </section>
  );
}
