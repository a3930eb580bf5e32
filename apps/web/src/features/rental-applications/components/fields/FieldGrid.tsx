import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** Fields side by side from 600 px, one under the other below. */
export function FieldGrid({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>{children}</Box>
  );
}

/** A titled part of a page (the current landlord, the pets...). */
export function FormSection({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={2}>
      {title && (
        <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
      {children}
    </Stack>
  );
}
