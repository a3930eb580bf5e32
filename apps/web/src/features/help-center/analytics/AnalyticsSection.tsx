import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** A phone's narrow tables keep room for the article's title: their cells have less padding. */
const TIGHT_CELLS = { '& .MuiTableCell-root': { px: { xs: 0.75, sm: 2 } } } as const;

/** One list of the analytics page: its h2, the line that says what it is for, and its content. */
export function AnalyticsSection({
  title,
  hint,
  children,
}: {
  title: string;
  hint: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 1.5, sm: 3 }, ...TIGHT_CELLS }}
    >
      <Typography variant="h6" component="h2" id={id}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {hint}
      </Typography>
      {children}
    </Paper>
  );
}
