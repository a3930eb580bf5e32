import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { translate } from '@rentals/domain/i18n/translate';
import { WEEKDAY_LABELS, WEEKDAYS } from '@rentals/domain/viewings/enums';
import { WINDOWS_PER_DAY_MAX } from '@rentals/domain/viewings/limits';
import { useFieldArray, useWatch, type Control, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AvailabilitySettings } from '@rentals/domain/viewings/availability';
import { ControlledTextField } from '../../../../components/ControlledTextField';
import { useLocale } from '../../../../i18n/use-locale';
import { fieldLabel } from '../../../../i18n/validation';
import {
  availabilityFormSchema,
  nextWindow,
  windowsOfDay,
  type AvailabilityFormValues,
} from '../format/availability-form';

type ErrorText = (name: string, error: FieldError | undefined) => string | undefined;

/**
 * The weekly viewing hours: one group per weekday with its time ranges (wall-clock times of the
 * listing's zone), each removable, and a button adding another up to the daily limit.
 */
export function WeeklyWindows({
  control,
  errorText,
}: {
  control: Control<AvailabilityFormValues, unknown, AvailabilitySettings>;
  errorText: ErrorText;
}) {
  const { t } = useTranslation('viewingAgenda');
  const locale = useLocale();
  const { fields, append, remove } = useFieldArray({ control, name: 'windows' });
  // The typed times, for the remove buttons' names (fields holds the values of the last reset).
  const windows = useWatch({ control, name: 'windows' }) ?? [];
  const label = (name: string) => fieldLabel(availabilityFormSchema, name, locale);
  return (
    <Stack spacing={2}>
      {WEEKDAYS.map((weekday) => {
        const day = translate(WEEKDAY_LABELS[weekday], locale);
        const ofDay = windowsOfDay(windows, weekday);
        return (
          <Box
            key={weekday}
            component="fieldset"
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              px: 2,
              pt: 0.5,
              pb: 1.5,
              m: 0,
              minWidth: 0,
            }}
          >
            <Typography component="legend" sx={{ px: 0.5, fontWeight: 600 }}>
              {day}
            </Typography>
            <Stack spacing={1.5} sx={{ pt: 1 }}>
              {ofDay.length === 0 && (
                <Typography color="text.secondary" variant="body2">
                  {t('editor.noHours')}
                </Typography>
              )}
              {ofDay.map(({ window, index }) => (
                <Stack
                  key={fields[index]?.id ?? index}
                  direction="row"
                  spacing={1}
                  useFlexGap
                  sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}
                >
                  <ControlledTextField<AvailabilityFormValues, AvailabilitySettings>
                    name={`windows.${index}.start`}
                    control={control}
                    errorText={errorText}
                    type="time"
                    label={label('windows.start')}
                    size="small"
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                    sx={{ width: 140 }}
                  />
                  <ControlledTextField<AvailabilityFormValues, AvailabilitySettings>
                    name={`windows.${index}.end`}
                    control={control}
                    errorText={errorText}
                    type="time"
                    label={label('windows.end')}
                    size="small"
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                    sx={{ width: 140 }}
                  />
                  <Button
                    color="error"
                    onClick={() => remove(index)}
                    aria-label={t('editor.removeHoursOn', { day, start: window.start, end: window.end })}
                    sx={{ mt: 0.25 }}
                  >
                    {t('editor.removeHours')}
                  </Button>
                </Stack>
              ))}
              {ofDay.length < WINDOWS_PER_DAY_MAX && (
                <Box>
                  <Button
                    size="small"
                    startIcon={<Add />}
                    onClick={() => append(nextWindow(windows, weekday))}
                    aria-label={t('editor.addHoursOn', { day })}
                  >
                    {t('editor.addHours')}
                  </Button>
                </Box>
              )}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
