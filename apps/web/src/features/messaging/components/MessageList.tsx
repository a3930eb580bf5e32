import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/use-locale';
import { relativeDay, separatorDate } from '../format/conversation-format';
import { groupByDay, seenMessageId, type ChatMessage } from '../format/message-list';
import { MessageBubble } from './MessageBubble';

/** Within this distance of the bottom, a new message scrolls the list down to show it. */
const NEAR_BOTTOM_PX = 120;

interface Props {
  label: string;
  viewerId: string;
  messages: ChatMessage[];
  loaded: boolean;
  /** Scam warnings are shown: the viewer is the renter, or staff. */
  warn: boolean;
  /** The viewer reads as staff: the team's messages are on their side, and no 'Seen' is kept. */
  asTeam?: boolean;
  hasEarlier: boolean;
  loadingEarlier: boolean;
  earlierError: unknown;
  onLoadEarlier: () => unknown;
}

function DaySeparator({ day, now }: { day: string; now: Date }) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  const relative = relativeDay(day, now);
  const text =
    relative === 'today'
      ? t('conversation.today')
      : relative === 'yesterday'
        ? t('conversation.yesterday')
        : separatorDate(day, locale);
  return (
    <Box
      component="h3"
      sx={{
        m: 0,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        typography: 'caption',
        fontWeight: 700,
        color: 'text.secondary',
        '&::before, &::after': { content: '""', flexGrow: 1, borderTop: 1, borderColor: 'divider' },
      }}
    >
      {text}
    </Box>
  );
}

/**
 * The messages of the open conversation, newest at the bottom, under a date separator per day.
 * Scrolling to the top (or the button there) loads the earlier page and keeps the messages in
 * view where they were. A new message scrolls into view when the reader is at the bottom. The
 * region is a polite live log: screen readers read new messages as they come.
 */
export function MessageList({
  label,
  viewerId,
  messages,
  loaded,
  warn,
  asTeam = false,
  hasEarlier,
  loadingEarlier,
  earlierError,
  onLoadEarlier,
}: Props) {
  const { t } = useTranslation('messaging');
  const scroller = useRef<HTMLDivElement>(null);
  const top = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const days = useMemo(() => groupByDay(messages), [messages]);
  const seen = useMemo(
    () => (asTeam ? null : seenMessageId(messages, viewerId)),
    [asTeam, messages, viewerId],
  );
  const isMine = useCallback(
    (message: ChatMessage) => (asTeam ? message.asTeam : message.sender?.id === viewerId && !message.asTeam),
    [asTeam, viewerId],
  );
  // The day changes at midnight; the list shows 'Today' for the day it was drawn.
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 60_000);
    return () => clearInterval(timer);
  }, []);

  // What the list looked like after the last render: to keep the reader's place when earlier
  // messages come in above, and to follow new ones at the bottom.
  const after = useRef({
    first: null as string | null,
    last: null as string | null,
    height: 0,
    fromBottom: 0,
  });
  const measure = (el: HTMLElement) => el.scrollHeight - el.scrollTop - el.clientHeight;
  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const first = messages[0]?.id ?? null;
    const last = messages.at(-1)?.id ?? null;
    const previous = after.current;
    if (previous.first && first !== previous.first && last === previous.last) {
      // Earlier messages were added above: keep what the reader was looking at in place.
      el.scrollTop += el.scrollHeight - previous.height;
    } else if (last !== previous.last) {
      const newest = messages.at(-1);
      const mine = !!newest && isMine(newest);
      if (!previous.last || mine || previous.fromBottom < NEAR_BOTTOM_PX) el.scrollTop = el.scrollHeight;
    }
    after.current = { first, last, height: el.scrollHeight, fromBottom: measure(el) };
  }, [messages, isMine]);

  // The reader's place as they scroll; pictures that finish loading keep a reader at the bottom there.
  useEffect(() => {
    const el = scroller.current;
    const inner = content.current;
    if (!el || !inner) return;
    const onScroll = () => {
      after.current.fromBottom = measure(el);
      after.current.height = el.scrollHeight;
    };
    const observer = new ResizeObserver(() => {
      if (after.current.fromBottom < NEAR_BOTTOM_PX) el.scrollTop = el.scrollHeight;
      onScroll();
    });
    observer.observe(inner);
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', onScroll);
    };
  }, []);

  // Reaching the top loads the earlier page.
  useEffect(() => {
    const el = top.current;
    if (!el || !hasEarlier || !loaded || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) onLoadEarlier();
      },
      { root: scroller.current, rootMargin: '200px 0px 0px 0px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasEarlier, loaded, onLoadEarlier]);

  return (
    <Box
      ref={scroller}
      role="log"
      aria-live="polite"
      aria-label={label}
      aria-busy={!loaded || loadingEarlier}
      // Scrollable with the keyboard too.
      tabIndex={0}
      sx={{
        flexGrow: 1,
        minHeight: 0,
        overflowY: 'auto',
        px: { xs: 1.5, sm: 2.5 },
        py: 2,
        outline: 'none',
        '&:focus-visible': { boxShadow: (theme) => `inset 0 0 0 2px ${theme.palette.primary.dark}` },
      }}
    >
      <Box ref={content}>
        <Box ref={top} sx={{ display: 'flex', justifyContent: 'center', minHeight: 8, mb: 1 }}>
          {hasEarlier ? (
            <Button size="small" onClick={() => void onLoadEarlier()} loading={loadingEarlier}>
              {loadingEarlier ? t('conversation.loadingEarlier') : t('conversation.loadEarlier')}
            </Button>
          ) : (
            loaded && (
              <Typography variant="caption" color="text.secondary">
                {t('conversation.start')}
              </Typography>
            )
          )}
        </Box>
        {!!earlierError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {t('conversation.loadError')}
          </Alert>
        )}
        {!loaded ? (
          <Stack spacing={2} role="status" aria-label={t('conversation.loading')}>
            <Skeleton variant="rounded" width="60%" height={56} />
            <Skeleton variant="rounded" width="45%" height={40} sx={{ alignSelf: 'flex-end' }} />
            <Skeleton variant="rounded" width="55%" height={56} />
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            {days.map(({ day, messages: ofDay }) => (
              <Stack key={day} component="section" spacing={1.5}>
                <DaySeparator day={day} now={now} />
                <Stack component="ol" spacing={1.5} sx={{ m: 0, p: 0 }}>
                  {ofDay.map((message) => (
                    <MessageBubble
                      key={message.id}
                      message={message}
                      mine={isMine(message)}
                      seen={message.id === seen}
                      warn={warn}
                      renter={warn && !asTeam}
                    />
                  ))}
                </Stack>
              </Stack>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
  );
}
