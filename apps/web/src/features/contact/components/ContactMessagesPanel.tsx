import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONTACT_TOPIC_LABELS, type ContactTopic } from '@rentals/domain/contact/topics';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ListState } from '../../../components/list-state/ListState';
import { useLocale } from '../../../i18n/use-locale';
import { formatTimestamp } from '../../../lib/format/timestamp';
import { ContactMessagesDocument } from '../api/contact-operations';
import { ContactMessageView } from './ContactMessageView';

/** The message param of /adminInbox?tab=contact: the one open beside the list. */
export const MESSAGE_PARAM = 'message';

/** A topic in the reader's language (unknown topics as stored). */
export function topicLabel(topic: string, locale: 'en' | 'fr'): string {
  return CONTACT_TOPIC_LABELS[topic as ContactTopic]?.[locale] ?? topic;
}

/**
 * The 'Contact messages' tab of /adminInbox (issue 23): /contact-us messages, those waiting first,
 * then newest first, 10 a page; the open one (`?message=`) beside the list from 900px, alone below
 * it with a way back. Staff with inbox view read them; with inbox edit they answer and mark them.
 */
export function ContactMessagesPanel() {
  const { t } = useTranslation('contact');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = useState(1);
  const openId = params.get(MESSAGE_PARAM);
  const query = useQuery(ContactMessagesDocument, {
    variables: { first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = query.data ?? query.previousData;
  const items = shown?.contactMessages.items ?? [];
  const total = shown?.contactMessages.count ?? 0;

  const open = (id: string | null) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (id) next.set(MESSAGE_PARAM, id);
      else next.delete(MESSAGE_PARAM);
      return next;
    });

  const list = (
    <ListState
      query={query}
      errorMessage={t('inbox.loadError')}
      skeleton={{ rows: 4, height: 72 }}
      empty={{ title: t('inbox.emptyTitle'), text: t('inbox.emptyText'), titleAs: 'p' }}
      paging={{ page, pageLength: items.length, total, onPage: setPage, label: t('inbox.pages') }}
    >
      <List aria-label={t('inbox.listLabel')} disablePadding>
        {items.map((m) => (
          <ListItem key={m.id} disablePadding>
            <ListItemButton
              selected={m.id === openId}
              aria-current={m.id === openId ? 'true' : undefined}
              onClick={() => open(m.id)}
              divider
              sx={{ alignItems: 'flex-start', flexDirection: 'column', gap: 0.5 }}
            >
              <Stack direction="row" spacing={1} sx={{ width: '100%', alignItems: 'center' }}>
                <Typography sx={{ fontWeight: m.handledAt ? 400 : 700, flex: 1, minWidth: 0 }} noWrap>
                  {m.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {formatTimestamp(m.createdAt)}
                </Typography>
              </Stack>
              <Typography variant="body2" color="text.secondary" noWrap sx={{ maxWidth: '100%' }}>
                {topicLabel(m.topic, locale)} · {m.message}
              </Typography>
              <Stack direction="row" spacing={1}>
                <Chip
                  size="small"
                  // Default colours: the theme's warning is too light for small text.
                  variant={m.handledAt ? 'outlined' : 'filled'}
                  label={m.handledAt ? t('inbox.handled') : t('inbox.waiting')}
                  sx={m.handledAt ? undefined : { fontWeight: 700 }}
                />
                {m.replyCount > 0 && (
                  <Chip size="small" variant="outlined" label={t('inbox.replies', { count: m.replyCount })} />
                )}
              </Stack>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </ListState>
  );

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('inbox.subtitle')}</Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(280px, 2fr) 3fr' } }}>
        <Box sx={openId ? { display: { xs: 'none', md: 'block' } } : {}}>{list}</Box>
        <Box sx={openId ? {} : { display: { xs: 'none', md: 'block' } }}>
          {openId ? (
            <ContactMessageView
              key={openId}
              id={openId}
              onBack={() => open(null)}
              onChanged={() => void query.refetch()}
            />
          ) : (
            <Paper variant="outlined" sx={{ p: 3 }}>
              <Typography color="text.secondary">{t('inbox.choose')}</Typography>
            </Paper>
          )}
        </Box>
      </Box>
    </Stack>
  );
}
