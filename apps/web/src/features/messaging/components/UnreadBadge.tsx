import Box from '@mui/material/Box';
import { visuallyHidden } from '../../../lib/visually-hidden';

/**
 * A conversation's unread count in the lists of /message and /adminInbox: the number drawn (99+
 * past 99), and `label` ('3 unread messages') for screen readers.
 */
export function UnreadBadge({ count, label }: { count: number; label: string }) {
  return (
    <Box
      component="span"
      sx={{
        flexShrink: 0,
        minWidth: 22,
        height: 22,
        px: 0.75,
        borderRadius: 11,
        bgcolor: '#b3261e',
        color: 'common.white',
        typography: 'caption',
        fontWeight: 700,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
    </Box>
  );
}
