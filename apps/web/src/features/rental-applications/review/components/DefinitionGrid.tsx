import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/**
 * Labels and answers as a description list: one column on a phone, the label beside its answer
 * from the tablet width up. Each pair sits in a div, which a <dl> allows, so the grid can place it.
 * `compact` sizes the label column to its longest label and tightens the rows, for a few facts
 * inside a card rather than a page of answers.
 */
export function DefinitionGrid({
  items,
  compact = false,
}: {
  items: readonly { key: string; label: string; value: ReactNode }[];
  compact?: boolean;
}) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: compact ? 'max-content 1fr' : 'minmax(180px, 1fr) 2fr' },
        columnGap: 2,
        rowGap: compact ? { xs: 0, sm: 0.5 } : { xs: 0.25, sm: 1 },
      }}
    >
      {items.map((item) => (
        <Box key={item.key} sx={{ display: 'contents' }}>
          <Typography
            component="dt"
            variant="body2"
            color="text.secondary"
            sx={compact ? { pt: { xs: 0.75, sm: 0 } } : { mt: { xs: 1, sm: 0 } }}
          >
            {item.label}
          </Typography>
          <Typography
            component="dd"
            variant="body2"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {item.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
