import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface Props {
  /** Names the list's section for screen readers. */
  listLabel: string;
  list: ReactNode;
  /** The open conversation, or null when none is chosen. */
  open: ReactNode | null;
  /** What the right pane says while no conversation is open (computers only). */
  chooseText: string;
  /** Whether the list scrolls within its pane on a phone too (the inbox lets the page scroll). */
  listScrollsOnPhone?: boolean;
}

/**
 * The conversations list and the open conversation of /message and /adminInbox: side by side on a
 * computer, one at a time on a phone (the open one hides the list; its back link shows it again).
 */
export function ConversationPanes({ listLabel, list, open, chooseText, listScrollsOnPhone = true }: Props) {
  const opened = open !== null;
  return (
    <Paper
      variant="outlined"
      sx={{
        flexGrow: 1,
        minHeight: 0,
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '340px minmax(0, 1fr)' },
        overflow: 'hidden',
      }}
    >
      <Box
        component="section"
        aria-label={listLabel}
        sx={{
          display: { xs: opened ? 'none' : 'block', md: 'block' },
          minHeight: 0,
          overflowY: listScrollsOnPhone ? 'auto' : { md: 'auto' },
          borderRight: { md: 1 },
          borderColor: { md: 'divider' },
          '& > .MuiStack-root': { p: 1.5 },
        }}
      >
        {list}
      </Box>
      <Box sx={{ display: { xs: opened ? 'block' : 'none', md: 'block' }, minHeight: 0 }}>
        {open ?? (
          <Box sx={{ height: '100%', display: 'grid', placeItems: 'center', p: 3 }}>
            <Typography color="text.secondary">{chooseText}</Typography>
          </Box>
        )}
      </Box>
    </Paper>
  );
}
