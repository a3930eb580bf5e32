import ExpandMore from '@mui/icons-material/ExpandMore';
import OpenInNew from '@mui/icons-material/OpenInNew';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextView } from '../../../components/rich-text/RichTextView';
import type { PublicRentalLawsQuery } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { graphqlRequest } from '../../../lib/graphql/graphql-request';
import { visuallyHidden } from '../../../lib/visually-hidden';
import {
  OpenRentalLawSourceDocument,
  RecordRentalLawViewDocument,
} from '../api/public-rental-law-operations';

type Entry = PublicRentalLawsQuery['publicRentalLaws'][number];

/** Counting is a side matter: a failed count never gets in the reader's way. */
const quietly = (request: Promise<unknown>) => void request.catch(() => undefined);

/**
 * The entries as an accordion: each title and summary is a heading button; its body, the official
 * source and the last review date open beneath it. The bodies are in the page from the server
 * (hidden until opened), so search engines and find-in-page read them. Opening an entry counts a
 * view, once per page; the server dedupes per visitor. A link to one entry (#law-<id>, as the
 * knowledge center's search writes it) opens that entry and scrolls to it.
 */
export function RentalLawEntries({ entries, label }: { entries: readonly Entry[]; label: string }) {
  const { t } = useTranslation('rentalLaws');
  const locale = useLocale();
  const viewed = useRef(new Set<string>());
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const onOpen = (id: string) => {
    if (viewed.current.has(id)) return;
    viewed.current.add(id);
    quietly(graphqlRequest(RecordRentalLawViewDocument, { id }));
  };
  const toggle = (id: string, expanded: boolean) => {
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
    if (expanded) onOpen(id);
  };
  // The hash is known only in the browser, after hydration.
  useEffect(() => {
    const linked = window.location.hash.startsWith('#law-') ? window.location.hash.slice(5) : null;
    if (!linked || !entries.some((entry) => entry.id === linked)) return;
    toggle(linked, true);
    document.getElementById(`law-${linked}`)?.scrollIntoView({ block: 'start' });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per set of entries
  }, [entries]);
  return (
    <Box component="section" aria-label={label}>
      {entries.map((entry) => (
        <Accordion
          key={entry.id}
          id={`law-${entry.id}`}
          disableGutters
          variant="outlined"
          expanded={open.has(entry.id)}
          onChange={(_event, expanded) => toggle(entry.id, expanded)}
          slotProps={{ heading: { component: 'h2' } }}
          sx={{ '&:not(:last-of-type)': { borderBottom: 0 } }}
        >
          <AccordionSummary
            expandIcon={<ExpandMore />}
            aria-controls={`entry-${entry.id}-body`}
            id={`entry-${entry.id}-title`}
          >
            <Stack spacing={0.5} sx={{ pr: 1, minWidth: 0 }}>
              <Typography
                component="span"
                variant="subtitle1"
                sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
              >
                {entry.title}
              </Typography>
              {entry.description && (
                <Typography component="span" variant="body2" color="text.secondary">
                  {entry.description}
                </Typography>
              )}
            </Stack>
          </AccordionSummary>
          <AccordionDetails>
            <Stack spacing={2}>
              <Chip
                label={t(`audience.${entry.audience}`)}
                size="small"
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
              />
              <RichTextView html={entry.bodyHtml} lang={locale} />
              <Stack spacing={0.5}>
                <Link
                  href={entry.sourceUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={() => quietly(graphqlRequest(OpenRentalLawSourceDocument, { id: entry.id }))}
                  sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
                >
                  {entry.sourceTitle ? t('source', { title: entry.sourceTitle }) : t('sourceFallback')}
                  <OpenInNew fontSize="inherit" aria-hidden />
                  <Box component="span" sx={visuallyHidden}>
                    {t('opensInNewTab')}
                  </Box>
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {t('lastReviewed', { date: formatPublicDate(entry.lastReviewedOn, locale) })}
                </Typography>
              </Stack>
            </Stack>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
