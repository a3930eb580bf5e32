import Chip from '@mui/material/Chip';

/**
 * What a status means to the person reading a list, so every feature's statuses look alike:
 * `attention` waits for someone, `progress` is under way, `highlight` is singled out, `success`
 * went through, `danger` went wrong, `ended` is over and recedes.
 */
export type StatusTone = 'attention' | 'progress' | 'highlight' | 'success' | 'danger' | 'ended';

/** Text colours that read at 4.5:1 on white. */
const TONE_COLOURS: Record<StatusTone, string> = {
  attention: '#8a3b00',
  progress: '#1d3557',
  highlight: '#5a3d8a',
  success: '#00703c',
  danger: '#a4262c',
  ended: '#4a5550',
};

/** A status as a small outlined label, its text and border in the tone's colour. */
export function StatusChip({ label, tone }: { label: string; tone: StatusTone }) {
  const colour = TONE_COLOURS[tone];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      sx={{ color: colour, borderColor: colour, bgcolor: 'background.paper', fontWeight: 600 }}
    />
  );
}
