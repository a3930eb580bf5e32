import { withFieldLabels, type FieldLabels } from '@rentals/domain/i18n/field-labels';
import { VIEWING_FIELD_LABELS } from '@rentals/domain/viewings/field-labels';
import { VIEWING_REASON_MAX_LENGTH } from '@rentals/domain/viewings/limits';
import type { ViewingAction } from '@rentals/domain/viewings/statuses';
import { localToUtc, utcToLocal } from '@rentals/domain/viewings/time-zones';
import { z } from 'zod';

/** The actions that may ask something first: a reason, a new time, or which proposed time to confirm. */
export type DialogAction = 'CANCEL' | 'DECLINE' | 'PROPOSE_RESCHEDULE' | 'CONFIRM';

interface ViewingForAction {
  id: string;
  startsAt: string;
  zone: string;
  proposedTimes: readonly string[];
}

/**
 * The dialog an action opens, if any. Confirming a request with one proposed time, accepting a new
 * time, and marking a viewing done or a no-show happen in one click: there is nothing to ask.
 */
export function dialogOf(action: ViewingAction, viewing: ViewingForAction): DialogAction | null {
  if (action === 'CONFIRM') return viewing.proposedTimes.length > 1 ? action : null;
  return action === 'CANCEL' || action === 'DECLINE' || action === 'PROPOSE_RESCHEDULE' ? action : null;
}

/** The dialog as typed: the new time as the listing's local date and time, the choice as an instant. */
export interface ActionFormValues {
  reason: string;
  date: string;
  time: string;
  choice: string;
}

/** What viewingAction receives. */
export interface ActionInput {
  viewing: string;
  action: ViewingAction;
  reason: string | null;
  startsAt: string | null;
}

const LABELS = {
  reason: VIEWING_FIELD_LABELS.reason,
  date: { en: 'Date', fr: 'Date' },
  time: { en: 'Time', fr: 'Heure' },
  choice: VIEWING_FIELD_LABELS.startsAt,
} as const satisfies FieldLabels;

/** The first values: a new time starts from the current one, a choice from the first proposed time. */
export function actionFormDefaults(viewing: ViewingForAction): ActionFormValues {
  const local = utcToLocal(new Date(viewing.startsAt), viewing.zone);
  return { reason: '', date: local.date, time: local.time, choice: viewing.proposedTimes[0] ?? '' };
}

/**
 * The dialog's rules for one action, mirroring the API's viewingActionSchema (a reason to cancel,
 * a future time to propose) so the renter or landlord hears it before sending; the new time is read
 * in the listing's zone, whatever the browser's zone is.
 */
export function actionFormSchema(action: DialogAction, viewing: ViewingForAction, now = () => new Date()) {
  const schema = z
    .object({
      reason: z.string().trim().max(VIEWING_REASON_MAX_LENGTH, 'tooLong'),
      date: z.string(),
      time: z.string(),
      choice: z.string(),
    })
    .superRefine((values, ctx) => {
      if (action === 'CANCEL' && !values.reason)
        ctx.addIssue({ code: 'custom', path: ['reason'], message: 'required' });
      if (action !== 'PROPOSE_RESCHEDULE') return;
      if (!values.date) ctx.addIssue({ code: 'custom', path: ['date'], message: 'required' });
      if (!values.time) ctx.addIssue({ code: 'custom', path: ['time'], message: 'required' });
      if (values.date && values.time && localToUtc(values.date, values.time, viewing.zone) <= now())
        ctx.addIssue({ code: 'custom', path: ['time'], message: 'notFuture' });
    })
    .transform((values): ActionInput => ({
      viewing: viewing.id,
      action,
      reason: values.reason || null,
      startsAt:
        action === 'PROPOSE_RESCHEDULE'
          ? localToUtc(values.date, values.time, viewing.zone).toISOString()
          : action === 'CONFIRM'
            ? values.choice || null
            : null,
    }));
  return withFieldLabels(schema, LABELS);
}
