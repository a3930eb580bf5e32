import { withFieldLabels } from '@rentals/domain/i18n/field-labels';
import { REPORT_REASONS, type ReportReason } from '@rentals/domain/messaging/enums';
import { MESSAGING_FIELD_LABELS } from '@rentals/domain/messaging/field-labels';
import { reportConversationSchema } from '@rentals/domain/messaging/schemas';
import { z } from 'zod';

/** The report form as typed: no reason chosen yet is ''. */
export interface ReportFormValues {
  room: string;
  reason: ReportReason | '';
  text: string;
}

/**
 * The shared reportConversationSchema, except that a reason not chosen yet reads 'Reason is
 * required' (the shared one answers an invalid choice, which is what the API hears).
 */
export const reportFormSchema = withFieldLabels(
  reportConversationSchema.extend({
    reason: z.enum(REPORT_REASONS, { error: () => 'required' }),
  }),
  MESSAGING_FIELD_LABELS,
);
