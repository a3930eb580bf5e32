import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled block of the page: an h2 and its content, labelled by the heading. */
export function PageSection({
  id,
  title,
  children,
  outlined = true,
}: {
  id: string;
  title: string;
  children: ReactNode;
  outlined?: boolean;
}) {
  const headingId = `${id}-title`;
  const heading = (
    <Typography id={headingId} variant="h5" component="h2" sx={{ mb: 2, fontWeight: 700 }}>
      {title}
    </Typography>
  );
  return outlined ? (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: { xs: 2, sm: 3 } }}>
      {heading}
      {children}
    </Paper>
  ) : (
    <Box component="section" aria-labelledby={headingId}>
      {heading}
      {children}
    </Box>
  );
}

/** Label and value pairs as a description list, in a grid of two or three columns. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
        columnGap: 2,
        rowGap: 1.5,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/** Labels as a list of chips, or a sentence when there are none. */
export function ChipList({ labels, empty }: { labels: readonly string[]; empty: string }) {
  if (labels.length === 0) return <Typography color="text.secondary">{empty}</Typography>;
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, m: 0, p: 0, listStyle: 'none' }}>
      {labels.map((label) => (
        <li key={label}>
          <Chip label={label} variant="outlined" />
        </li>
      ))}
    </Box>
  );
}
