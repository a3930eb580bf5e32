import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { HELP_ANALYTICS_RANGE_MAX_DAYS } from '@rentals/domain/help-center/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import {
  RANGE_PRESETS,
  rangeProblem,
  type AnalyticsRange,
  type RangePreset,
  type RangeProblem,
} from '../format/analytics-range';

export type RangeChange = { preset: RangePreset } | { from: string; to: string };

const DATE_FIELD = { inputLabel: { shrink: true } } as const;

/**
 * The analytics' date range: the last 7, 30 or 90 days in one click, or two days of one's own
 * (checked here as the API checks them, so a wrong range says why before any request).
 */
export function RangePicker({
  range,
  onChange,
}: {
  range: AnalyticsRange;
  onChange: (c: RangeChange) => void;
}) {
  const { t } = useTranslation('helpCenterAnalytics');
  const locale = useLocale();
  // 'Custom' chosen and not left for a preset: the form stays open while its range is applied.
  const [opened, setOpened] = useState(false);
  const custom = opened || range.preset === 'custom';
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [problem, setProblem] = useState<RangeProblem | null>(null);
  // Days typed and not yet applied: a range arriving meanwhile must not overwrite them.
  const [edited, setEdited] = useState(false);
  // The URL's range changed (a preset, the back button): untouched fields start from it. A preset's
  // range can arrive late (the page keeps the old one until the new figures are loaded), after the
  // form was opened and typed in.
  const [shown, setShown] = useState(range);
  if (shown.from !== range.from || shown.to !== range.to) {
    setShown(range);
    if (!edited) {
      setFrom(range.from);
      setTo(range.to);
    }
  }

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const found = rangeProblem(from, to);
    setProblem(found);
    if (found) return;
    setEdited(false);
    onChange({ from, to });
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={t('range.label')}>
      <ToggleButtonGroup
        exclusive
        size="small"
        aria-label={t('range.presets')}
        value={custom ? 'custom' : range.preset}
        onChange={(_, value: RangePreset | 'custom' | null) => {
          if (!value) return;
          if (value === 'custom') {
            setOpened(true);
            return;
          }
          setOpened(false);
          setProblem(null);
          setEdited(false);
          onChange({ preset: value });
        }}
        sx={{ flexWrap: 'wrap' }}
      >
        {RANGE_PRESETS.map((preset) => (
          <ToggleButton key={preset} value={preset} sx={{ textTransform: 'none' }}>
            {t('range.preset', { count: Number(preset) })}
          </ToggleButton>
        ))}
        <ToggleButton value="custom" sx={{ textTransform: 'none' }}>
          {t('range.custom')}
        </ToggleButton>
      </ToggleButtonGroup>
      {custom && (
        <Stack
          component="form"
          noValidate
          onSubmit={apply}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'flex-start' } }}
        >
          <TextField
            type="date"
            label={t('range.from')}
            value={from}
            onChange={(event) => {
              setEdited(true);
              setFrom(event.target.value);
            }}
            error={!!problem}
            slotProps={DATE_FIELD}
          />
          <TextField
            type="date"
            label={t('range.to')}
            value={to}
            onChange={(event) => {
              setEdited(true);
              setTo(event.target.value);
            }}
            error={!!problem}
            helperText={problem ? t(`range.errors.${problem}`, { max: HELP_ANALYTICS_RANGE_MAX_DAYS }) : ' '}
            slotProps={DATE_FIELD}
          />
          <Button type="submit" variant="contained" sx={{ mt: { sm: 1 } }}>
            {t('range.apply')}
          </Button>
        </Stack>
      )}
      <Typography variant="body2" color="text.secondary">
        {t('range.showing', {
          from: formatPublicDate(range.from, locale),
          to: formatPublicDate(range.to, locale),
        })}
      </Typography>
    </Stack>
  );
}
