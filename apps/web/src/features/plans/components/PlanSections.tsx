import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { planSections } from '@rentals/domain/billing/plan-selection';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/LoadError';
import type { PlanCardFieldsFragment } from '../../../gql/graphql';
import { accentOf } from '../format/plan-display';
import { PlanCard } from './PlanCard';

export interface PlanSectionsProps {
  plans: readonly PlanCardFieldsFragment[] | undefined;
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  /** The heading of the main group and of the others ('Select one Plan', 'Optional Plans'). */
  titles: { main: string; optional: string };
  /** The heading level of the two sections; the cards' names are one below. */
  headingLevel?: 'h2' | 'h3';
  /** Each card's action: Select, Get started, Ask the team. */
  action: (plan: PlanCardFieldsFragment) => ReactNode;
  highlighted?: (plan: PlanCardFieldsFragment) => boolean;
}

/**
 * The plan screen's layout (spec/03 §2.3, §4.3): the main group sorted by price, then the
 * optional groups, each a grid of cards coloured by the plans' order; a placeholder while the
 * plans load, the failure with Try again, and a message when none is offered.
 */
export function PlanSections({
  plans,
  loading,
  error,
  onRetry,
  titles,
  headingLevel = 'h2',
  action,
  highlighted,
}: PlanSectionsProps) {
  const { t } = useTranslation('plans');
  if (!plans && error) return <LoadError error={error} message={t('chooser.loadError')} onRetry={onRetry} />;
  if (!plans && loading) {
    return (
      <Grid container spacing={2} role="status" aria-busy="true" aria-label={t('chooser.loading')}>
        {[0, 1, 2].map((i) => (
          <Grid key={i} size={{ xs: 12, sm: 6, md: 4 }}>
            <Skeleton variant="rounded" height={280} />
          </Grid>
        ))}
      </Grid>
    );
  }
  if (!plans?.length) {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {t('chooser.emptyTitle')}
        </Typography>
        <Typography color="text.secondary">{t('chooser.emptyText')}</Typography>
      </Paper>
    );
  }
  const { main, optional } = planSections(plans);
  const order = [...main, ...optional];
  const cardLevel = headingLevel === 'h2' ? 'h3' : 'h4';
  const grid = (list: PlanCardFieldsFragment[]) => (
    <Grid container spacing={2}>
      {list.map((plan) => (
        <Grid key={plan.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <PlanCard
            plan={plan}
            accent={accentOf(order.indexOf(plan))}
            action={action(plan)}
            headingLevel={cardLevel}
            highlighted={highlighted?.(plan)}
          />
        </Grid>
      ))}
    </Grid>
  );
  return (
    <Stack spacing={3}>
      {error ? <LoadError error={error} message={t('chooser.loadError')} onRetry={onRetry} /> : null}
      {main.length > 0 && (
        <Stack component="section" spacing={2} aria-label={titles.main}>
          <Typography variant="h5" component={headingLevel}>
            {titles.main}
          </Typography>
          {grid(main)}
        </Stack>
      )}
      {optional.length > 0 && (
        <Stack component="section" spacing={2} aria-label={titles.optional}>
          <Typography variant="h5" component={headingLevel}>
            {titles.optional}
          </Typography>
          {grid(optional)}
        </Stack>
      )}
    </Stack>
  );
}
