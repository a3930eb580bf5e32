import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPlanPrice } from '@rentals/domain/billing/plans';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanCardFieldsFragment } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { localName, localText, type PlanAccent } from '../format/plan-display';
import { PlanFeatureList } from './PlanFeatureList';

/**
 * One plan's card (spec/03 §2.3): its name, 'Most Popular' on the recommended plan, the price
 * ('Free' or '$725 per unit'), the description and the features, with the screen's own action
 * (Select, Get started, Ask the team) at the bottom. `headingLevel` keeps the page's outline.
 */
export function PlanCard({
  plan,
  accent,
  action,
  headingLevel = 'h3',
  highlighted = false,
}: {
  plan: PlanCardFieldsFragment;
  accent: PlanAccent;
  action: ReactNode;
  headingLevel?: 'h2' | 'h3' | 'h4';
  highlighted?: boolean;
}) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const headingId = useId();
  const name = localName(plan, locale);
  const description = localText(plan.descriptionEn, plan.descriptionFr, locale);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      variant="outlined"
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: 6,
        borderTopColor: `${accent}.main`,
        outline: highlighted ? 2 : 0,
        outlineColor: 'primary.main',
      }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}
        >
          <Typography id={headingId} variant="h6" component={headingLevel} sx={{ overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {plan.recommended && (
            // The darker green: white on the bright one is under AA contrast (theme.ts).
            <Chip
              label={t('chooser.mostPopular')}
              size="small"
              sx={{ bgcolor: 'primary.dark', color: 'primary.contrastText' }}
            />
          )}
        </Stack>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 1 }}>
          {formatPlanPrice(plan.priceCents, plan.unit, locale)}
        </Typography>
        {description && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2, whiteSpace: 'pre-line' }}>
            {description}
          </Typography>
        )}
        <PlanFeatureList features={plan.features} planName={name} />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>{action}</CardActions>
    </Card>
  );
}
