import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode, Ref } from 'react';

/**
 * A page's title and what it is for, with its main action beside them (under them on a phone,
 * as wide as the screen).
 */
export function PageHeader({
  title,
  subtitle,
  action,
  headingRef,
}: {
  title: string;
  subtitle: string;
  action?: ReactNode;
  /** Lets the page move focus to its title, e.g. when the element that had it was deleted. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
    >
      <Box>
        <Typography
          variant="h4"
          component="h1"
          ref={headingRef}
          tabIndex={headingRef ? -1 : undefined}
          sx={{ '&:focus': { outline: 'none' } }}
        >
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Box>
      {action && (
        <Stack sx={{ flexShrink: 0, alignSelf: { xs: 'stretch', sm: 'flex-start' } }}>{action}</Stack>
      )}
    </Stack>
  );
}
