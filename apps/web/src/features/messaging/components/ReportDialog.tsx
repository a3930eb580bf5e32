import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { translate } from '@rentals/domain/i18n/translate';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@rentals/domain/messaging/enums';
import { MESSAGE_TEXT_MAX_LENGTH } from '@rentals/domain/messaging/limits';
import type { ReportConversationInput } from '@rentals/domain/messaging/schemas';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/FormAlert';
import { useLocale } from '../../../i18n/use-locale';
import { toAppError } from '../../../lib/errors/graphql-error';
import { formatNumber } from '../../../lib/format/number';
import { applyServerErrors } from '../../../lib/forms/apply-server-errors';
import { useDomainForm } from '../../../lib/forms/use-domain-form';
import { useErrorText } from '../../../lib/forms/use-error-text';
import { ReportConversationDocument } from '../api/safety-operations';
import { reportFormSchema, type ReportFormValues } from '../format/report-form';

interface Props {
  roomId: string;
  onClose: () => void;
  /** The report reached staff. */
  onSent: () => void;
}

/**
 * 'Report the conversation': a reason and, if the reporter wants, their own words. A refusal
 * shows the server's reason and keeps what was chosen and typed.
 */
export function ReportDialog({ roomId, onClose, onSent }: Props) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const titleId = useId();
  const textId = useId();
  const reasonId = useId();
  const reasonErrorId = useId();
  const errorText = useErrorText(reportFormSchema);
  const [report] = useMutation(ReportConversationDocument);
  const {
    control,
    textField,
    formError,
    handleSubmit,
    setError,
    watch,
    formState: { isSubmitting },
  } = useDomainForm<ReportConversationInput, ReportFormValues>(reportFormSchema, {
    room: roomId,
    reason: '',
    text: '',
  });
  const details = textField('text');
  const length = watch('text').trim().length;

  const submit = handleSubmit(async (data) => {
    formError.setError(null);
    try {
      await report({ variables: { data } });
      onSent();
    } catch (error) {
      const appError = toAppError(error);
      if (!applyServerErrors(appError, setError, ['reason', 'text'])) formError.setError(appError);
    }
  });

  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="sm"
      fullWidth
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id={titleId}>{t('report.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText id={textId} sx={{ mb: 2 }}>
            {t('report.text')}
          </DialogContentText>
          <FormAlert message={formError.message} />
          <Controller
            name="reason"
            control={control}
            render={({ field, fieldState }) => (
              <FormControl error={!!fieldState.error} required sx={{ mb: 2 }}>
                <FormLabel id={reasonId}>{t('report.reasonLegend')}</FormLabel>
                <RadioGroup
                  aria-labelledby={reasonId}
                  aria-describedby={fieldState.error ? reasonErrorId : undefined}
                  name={field.name}
                  value={field.value}
                  onChange={(event) => field.onChange(event.target.value)}
                  onBlur={field.onBlur}
                >
                  {REPORT_REASONS.map((value, i) => (
                    <FormControlLabel
                      key={value}
                      value={value}
                      control={
                        <Radio
                          slotProps={{
                            // The first radio takes the focus of an error when none is chosen.
                            input: {
                              ref: (field.value ? field.value === value : i === 0) ? field.ref : undefined,
                            },
                          }}
                        />
                      }
                      label={translate(REPORT_REASON_LABELS[value], locale)}
                    />
                  ))}
                </RadioGroup>
                {fieldState.error && (
                  <FormHelperText id={reasonErrorId}>{errorText('reason', fieldState.error)}</FormHelperText>
                )}
              </FormControl>
            )}
          />
          <TextField
            {...details}
            label={t('report.details')}
            multiline
            minRows={3}
            maxRows={8}
            fullWidth
            helperText={
              details.helperText ??
              t('report.characters', {
                count: formatNumber(length, locale),
                max: formatNumber(MESSAGE_TEXT_MAX_LENGTH, locale),
              })
            }
            slotProps={{ htmlInput: { maxLength: MESSAGE_TEXT_MAX_LENGTH + 200 } }}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} disabled={isSubmitting}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t('report.send')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
