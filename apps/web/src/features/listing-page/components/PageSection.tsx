import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useStaticStyles } from '../../../lib/styles/static-styles';

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

/*
 * The page's facts and chips in plain elements with one stylesheet (lib/styles/static-styles): a
 * listing shows dozens of them (the building's, and each unit's), which as MUI Typography and Chip
 * components were most of the page's first render on a slow phone. Same look as those components.
 */
const factsCss = ({ breakpoints, palette, typography: type }: Theme) => `
.listing-facts { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); column-gap: 16px; row-gap: 12px;
  margin: 0; }
${breakpoints.up('md')} { .listing-facts { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
.listing-facts dt { font-size: ${type.body2.fontSize}; line-height: ${type.body2.lineHeight}; color: ${palette.text.secondary}; }
.listing-facts dd { margin: 0; font-size: ${type.body1.fontSize}; line-height: ${type.body1.lineHeight}; font-weight: 600;
  overflow-wrap: anywhere; }
.listing-chips { display: flex; flex-wrap: wrap; gap: 8px; margin: 0; padding: 0; list-style: none; }
.listing-chips li { display: inline-flex; align-items: center; box-sizing: border-box; height: 32px; padding: 0 11px;
  border: 1px solid ${palette.mode === 'light' ? '#bdbdbd' : '#616161'}; border-radius: 16px;
  font-size: ${type.pxToRem(13)}; color: ${palette.text.primary}; white-space: nowrap; }
.listing-chips-empty { margin: 0; color: ${palette.text.secondary}; }
`;

/** Label and value pairs as a description list, in a grid of two or three columns. */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  useStaticStyles('listing-facts', factsCss);
  return (
    <dl className="listing-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Labels as a list of chips, or a sentence when there are none. */
export function ChipList({ labels, empty }: { labels: readonly string[]; empty: string }) {
  useStaticStyles('listing-facts', factsCss);
  if (labels.length === 0) return <p className="listing-chips-empty">{empty}</p>;
  return (
    <ul className="listing-chips">
      {labels.map((label) => (
        <li key={label}>{label}</li>
      ))}
    </ul>
  );
}
