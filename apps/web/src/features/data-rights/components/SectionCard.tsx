import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One section of the 'Your data' page: a titled card the page's outline names. */
export function SectionCard({
  title,
  intro,
  children,
}: {
  title: string;
  intro: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2}>
        <div>
          <Typography id={titleId} variant="h6" component="h2">
            {title}
          </Typography>
          <Typography color="text.secondary">{intro}</Typography>
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
