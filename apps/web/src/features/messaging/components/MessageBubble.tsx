import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { messageSegments } from '@rentals/domain/messaging/message-links';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { SafetyFlag } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/use-locale';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { personName } from '../../../lib/format/person-name';
import { messageTime } from '../format/conversation-format';
import type { ChatMessage } from '../format/message-list';
import { AttachmentView } from './AttachmentView';

/**
 * A message's text with its web addresses as links (packages/domain's message-links: only http(s)
 * addresses, never a script). A link leaves the site in a new tab, without passing this page to
 * it or lending it any standing with search engines.
 */
function MessageText({ text }: { text: string }) {
  const { t } = useTranslation('messaging');
  return (
    <Typography component="p" variant="body1" sx={{ m: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {messageSegments(text).map((segment, i) =>
        segment.kind === 'link' ? (
          <Link
            key={i}
            href={segment.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            color="inherit"
            underline="always"
          >
            {segment.text}
            <Box component="span" sx={visuallyHidden}>
              {` ${t('conversation.newTab')}`}
            </Box>
          </Link>
        ) : (
          <span key={i}>{segment.text}</span>
        ),
      )}
    </Typography>
  );
}

/** The renter's warning under a message that matches a classic rental scam, with advice per kind. */
export function SafetyWarning({ flags }: { flags: readonly SafetyFlag[] }) {
  const { t } = useTranslation('messaging');
  return (
    <Alert severity="warning" role="note" sx={{ mt: 1, maxWidth: 560 }}>
      <AlertTitle>{t('safety.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {flags.map((flag) => (
          <li key={flag}>{t(`safety.flags.${flag}`)}</li>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('safety.advice')}
      </Typography>
    </Alert>
  );
}

/** Where a renter sees and changes the viewings the notices are about (the viewings feature's page). */
const MY_VIEWINGS_PATH = '/my-viewings';

/**
 * A notice the product posted in the conversation (a viewing booked, confirmed, cancelled…), in
 * the reader's language as the API wrote it: across the middle, as nobody's message. The renter
 * gets a link to their viewings, where they confirm, change or cancel one.
 */
function SystemNotice({
  text,
  time,
  at,
  forRenter,
}: {
  text: string;
  time: string;
  at: string;
  forRenter: boolean;
}) {
  const { t } = useTranslation('messaging');
  return (
    <Box component="li" sx={{ listStyle: 'none', display: 'flex', justifyContent: 'center' }}>
      <Box
        sx={{
          maxWidth: { xs: '92%', sm: '80%' },
          px: 1.5,
          py: 0.75,
          borderRadius: 2,
          border: 1,
          borderColor: 'divider',
          bgcolor: 'grey.50',
          textAlign: 'center',
        }}
      >
        <Typography variant="body2">{text}</Typography>
        <Typography variant="caption" color="text.secondary">
          <time dateTime={at}>{time}</time>
          {forRenter && (
            <>
              {' · '}
              <Link component={RouterLink} to={MY_VIEWINGS_PATH}>
                {t('conversation.myViewings')}
              </Link>
            </>
          )}
        </Typography>
      </Box>
    </Box>
  );
}

interface Props {
  message: ChatMessage;
  mine: boolean;
  /** 'Seen' under it: the viewer's last message, read by the other participant. */
  seen: boolean;
  /** The viewer is this conversation's renter: scam warnings are theirs to read. */
  warn: boolean;
  /** The viewer is the renter (not staff, who get the warnings too): notices link to their viewings. */
  renter?: boolean;
}

/** One message: the viewer's on the right, the others' on the left, each with its time. */
export function MessageBubble({ message, mine, seen, warn, renter = false }: Props) {
  const { t } = useTranslation('messaging');
  const locale = useLocale();
  // The team's messages are signed by the team, also for the staff member who wrote one.
  const author = message.asTeam
    ? t('team')
    : mine
      ? t('you')
      : (personName(message.sender) ?? t('deletedUser'));
  const time = messageTime(message.createdAt, locale);
  const flags = !mine && warn ? message.safetyFlags : [];
  if (message.type === 'SYSTEM')
    return <SystemNotice text={message.text} time={time} at={message.createdAt} forRenter={renter} />;

  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: mine ? 'flex-end' : 'flex-start',
        listStyle: 'none',
      }}
    >
      <Box
        sx={{
          maxWidth: { xs: '85%', sm: '75%' },
          px: 1.75,
          py: 1.25,
          borderRadius: 2.5,
          borderBottomRightRadius: mine ? 4 : undefined,
          borderBottomLeftRadius: mine ? undefined : 4,
          bgcolor: mine ? '#e3f4ea' : message.asTeam ? '#e8eef7' : 'grey.100',
          color: 'text.primary',
          display: 'flex',
          flexDirection: 'column',
          gap: 1,
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {t('conversation.sentBy', { name: author })}
        </Box>
        {message.asTeam && (
          <Typography variant="caption" sx={{ fontWeight: 700 }} aria-hidden>
            {t('team')}
          </Typography>
        )}
        {message.file && <AttachmentView file={message.file} />}
        {message.type === 'FILE' && !message.file && (
          <Typography variant="body2" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
            {t('conversation.attachmentRemoved')}
          </Typography>
        )}
        {message.text && <MessageText text={message.text} />}
      </Box>
      <Typography variant="caption" color="text.secondary" sx={{ mt: 0.25, px: 0.5 }}>
        <time dateTime={message.createdAt}>{time}</time>
        {seen && ` · ${t('conversation.seen')}`}
      </Typography>
      {flags.length > 0 && <SafetyWarning flags={flags} />}
    </Box>
  );
}
