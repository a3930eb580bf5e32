import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface Props {
  /** Where the phone layout's back button goes: the conversations list. */
  backTo: string;
  /** The inbox lets its header's parts wrap under each other; /message keeps one line. */
  wrap?: boolean;
  children: ReactNode;
}

/**
 * The bar above an open conversation on /message and /adminInbox: on a phone, a way back to the
 * list (the list is hidden while a conversation is open), then what the page puts there.
 */
export function ConversationHeader({ backTo, wrap = false, children }: Props) {
  const { t } = useTranslation('messaging');
  return (
    <Box
      sx={{
        display: 'flex',
        flexWrap: wrap ? 'wrap' : undefined,
        alignItems: 'center',
        gap: 1.5,
        px: { xs: 1, sm: 2 },
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Button
        component={RouterLink}
        to={backTo}
        startIcon={<ArrowBack />}
        aria-label={t('conversation.back')}
        sx={{ display: { xs: 'inline-flex', md: 'none' }, minWidth: 0, px: 1, flexShrink: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('conversation.back')}
        </Box>
      </Button>
      {children}
    </Box>
  );
}
