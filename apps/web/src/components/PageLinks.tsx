import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

export interface PageLink {
  to: string;
  label: string;
}

/**
 * Sibling pages side by side as a row of links, the current one filled and marked
 * aria-current: the landlord's listings, viewings and applications, the staff's lease requests
 * and leases. Each page passes the links in its own words (features do not import each other).
 */
export function PageLinks({
  label,
  links,
  current,
}: {
  label: string;
  links: readonly PageLink[];
  current: string;
}) {
  return (
    <Stack
      component="nav"
      aria-label={label}
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap' }}
    >
      {links.map((link) => (
        <Button
          key={link.to}
          component={RouterLink}
          to={link.to}
          variant={link.to === current ? 'contained' : 'outlined'}
          aria-current={link.to === current ? 'page' : undefined}
        >
          {link.label}
        </Button>
      ))}
    </Stack>
  );
}
