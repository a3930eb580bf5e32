import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { togglePlan } from '@rentals/domain/billing/plan-selection';
import type { PlanKind } from '@rentals/domain/billing/plans';
import { useTranslation } from 'react-i18next';
import { HelpLink } from '../../../components/HelpLink';
import { useLocale } from '../../../i18n/use-locale';
import { localName, withoutKinds } from '../format/plan-display';
import { usePlans, type PlanPlaceInput } from '../hooks/use-plans';
import { PlanSections } from './PlanSections';

export interface PlanChooserProps {
  /** The chosen plan ids. */
  value: number[];
  onChange: (ids: number[]) => void;
  /** Where the listing is: only the plans offered there are shown. */
  place: PlanPlaceInput;
  /** Kinds left out (the listing wizard passes ['BOOST']). */
  excludeKinds?: PlanKind[];
  /** The level of the two section headings; 'h2' on a page, 'h3' inside a wizard step. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * The plan selection screen (spec/03 §2.3, §4.3), controlled: 'Select one Plan' (the main group by
 * price) and 'Optional Plans', each card with a Select/Selected toggle. At most one plan per group:
 * selecting replaces the group's plan, selecting again deselects it (togglePlan).
 *
 * Whether the required main plan is chosen, e.g. to enable a wizard's Next, is the domain's
 * hasMainPlan(plans.filter((p) => value.includes(p.id))), or selectionIssue() for the reason.
 */
export function PlanChooser({ value, onChange, place, excludeKinds, headingLevel = 'h2' }: PlanChooserProps) {
  const { t } = useTranslation('plans');
  const locale = useLocale();
  const query = usePlans(place);
  const shown = query.data ?? query.previousData;
  const plans = shown ? withoutKinds(shown.plans, excludeKinds) : undefined;

  const toggle = (planId: number) => {
    if (!plans) return;
    const selected = plans.filter((p) => value.includes(p.id));
    const plan = plans.find((p) => p.id === planId)!;
    onChange(togglePlan(selected, plan).map((p) => p.id));
  };

  return (
    <Stack spacing={1}>
      <HelpLink helpKey="plan-choice" topic="plans" sx={{ alignSelf: 'flex-end' }} />
      <PlanSections
        plans={plans}
        loading={query.loading}
        error={query.error}
        onRetry={() => void query.refetch()}
        titles={{ main: t('chooser.title'), optional: t('chooser.optional') }}
        headingLevel={headingLevel}
        highlighted={(plan) => value.includes(plan.id)}
        action={(plan) => {
          const selected = value.includes(plan.id);
          const text = selected ? t('chooser.selected') : t('chooser.select');
          return (
            <Button
              fullWidth
              variant={selected ? 'contained' : 'outlined'}
              aria-pressed={selected}
              aria-label={t('chooser.selectLabel', { action: text, name: localName(plan, locale) })}
              onClick={() => toggle(plan.id)}
            >
              {text}
            </Button>
          );
        }}
      />
    </Stack>
  );
}
