import Link, { type LinkProps } from '@mui/material/Link';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../../lib/visually-hidden';

/**
 * A link to another site: a new tab, without giving it this page (rel="noopener noreferrer"), and
 * saying so to screen readers.
 */
export function ExternalLink({ href, children, ...props }: LinkProps & { href: string }) {
  const { t } = useTranslation('knowledgeCenter');
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('external')}`}
      </Box>
    </Link>
  );
}
