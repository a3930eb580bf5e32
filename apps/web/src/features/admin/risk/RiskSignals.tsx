import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { highestSeverity, type RiskSeverity } from '@rentals/domain/verification/risk-signals';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { riskSignalText, type RiskSignalView } from './risk-signal-text';

/*
 * Risk signals of a listing for a staff queue: a chip with the count and the highest severity
 * for a row, opening the list of signals, each in a sentence with its facts. Any staff queue whose
 * query selects the RiskSignalView fields can show it (routes hand it to the page, since features
 * do not import each other).
 */

/** Dark text on a pale ground: readable (WCAG AA) at chip size, like the approval chips. */
const SEVERITY_COLOURS: Record<RiskSeverity, { bgcolor: string; color: string }> = {
  LOW: { bgcolor: '#eceff1', color: '#37474f' },
  MEDIUM: { bgcolor: '#fff4e5', color: '#663c00' },
  HIGH: { bgcolor: '#fdecea', color: '#7a1c14' },
};

export interface RiskSignalsProps {
  signals: readonly RiskSignalView[];
  /** The listing's title, for the button's and the dialog's names. */
  title: string;
}

/** Each signal with its severity and its sentence, most serious first (as the API orders them). */
export function RiskSignalList({ signals }: { signals: readonly RiskSignalView[] }) {
  const { t } = useTranslation('riskSignals');
  const locale = useLocale();
  return (
    <List disablePadding>
      {signals.map((signal) => (
        <ListItem key={signal.code} disableGutters sx={{ alignItems: 'flex-start', gap: 1.5 }}>
          <Chip
            size="small"
            label={t(`severity.${signal.severity}`)}
            aria-label={t('severityLabel', { severity: t(`severity.${signal.severity}`) })}
            sx={{ ...SEVERITY_COLOURS[signal.severity], fontWeight: 700, flexShrink: 0 }}
          />
          <Typography variant="body2">{riskSignalText(signal, t, locale)}</Typography>
        </ListItem>
      ))}
    </List>
  );
}

/** The queue row's chip; activating it opens the signals in a dialog. */
export function RiskSignals({ signals, title }: RiskSignalsProps) {
  const { t } = useTranslation('riskSignals');
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const severity = highestSeverity(signals);
  if (!severity) {
    return (
      <Typography variant="body2" color="text.secondary">
        {t('none')}
      </Typography>
    );
  }
  return (
    <>
      <Chip
        size="small"
        clickable
        onClick={() => setOpen(true)}
        label={t('chip', { count: signals.length, severity: t(`severity.${severity}`) })}
        aria-label={`${t('chip', { count: signals.length, severity: t(`severity.${severity}`) })}. ${t('show', { title })}`}
        aria-haspopup="dialog"
        sx={{ ...SEVERITY_COLOURS[severity], fontWeight: 700 }}
      />
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('dialogTitle', { title })}</DialogTitle>
        <DialogContent>
          <Stack spacing={1}>
            <Typography variant="body2" color="text.secondary">
              {t('intro')}
            </Typography>
            <RiskSignalList signals={signals} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
