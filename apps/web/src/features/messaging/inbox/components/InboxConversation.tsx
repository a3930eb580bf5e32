import ArrowBack from '@mui/icons-material/ArrowBack';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useMutation, useQuery } from '@apollo/client/react';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SuccessToast } from '../../../../components/SuccessToast';
import type { AdminInboxRoomFieldsFragment } from '../../../../gql/graphql';
import { useLocale } from '../../../../i18n/use-locale';
import { errorText, toAppError } from '../../../../lib/errors/graphql-error';
import type { CurrentUser } from '../../../../lib/session/session-context';
import {
  ConversationReportsDocument,
  MarkRoomHandledDocument,
  RoomStaffViewsDocument,
} from '../api/inbox-operations';
import { nameOrEmail } from '../../../../lib/format/person-name';
import { ConversationDetails } from './ConversationDetails';
import { StateChips } from './StateChips';
import { TeamThread } from './TeamThread';
import { ConversationHeader } from '../../components/ConversationHeader';

interface Props {
  roomId: string;
  /** The conversation as the inbox lists it; null while it loads or when there is none. */
  room: AdminInboxRoomFieldsFragment | null;
  /** The conversation was looked for and is not there. */
  missing: boolean;
  viewer: CurrentUser;
  /** Where the back button of the phone layout goes: the list. */
  backTo: string;
  userHref: (userId: string) => string;
  /** The conversation changed (a message, marked handled): the list reads it again. */
  onChanged: () => void;
}

/**
 * An open conversation in the staff inbox (keyed by room): who and what it is about, its state
 * with 'Mark handled' for staff with inbox edit, the messages with the typing area posting as the
 * team (inbox edit) or a read-only note, and beside them the participants, the reports and, for
 * admins, who of the staff read it. From 1200px the details sit beside the messages; below, they
 * fold above them.
 */
export function InboxConversation({ roomId, room, missing, viewer, backTo, userHref, onChanged }: Props) {
  const { t } = useTranslation('adminInbox');
  const locale = useLocale();
  const wide = useMediaQuery(useTheme().breakpoints.up('lg'));
  const detailsId = useId();
  const canEdit = hasModulePermission(viewer, 'inbox', 'edit');
  const isAdmin = viewer.userType === 'ADMIN';
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [toast, setToast] = useState<string | null>(null);

  const reports = useQuery(ConversationReportsDocument, {
    variables: { roomId },
    fetchPolicy: 'cache-and-network',
  });
  const views = useQuery(RoomStaffViewsDocument, {
    variables: { roomId },
    skip: !isAdmin,
    fetchPolicy: 'cache-and-network',
  });
  const [markHandled, marking] = useMutation(MarkRoomHandledDocument);

  const deleted = t('conversation.deletedUser');
  const nameOf = (person: AdminInboxRoomFieldsFragment['renter']) => (person ? nameOrEmail(person) : deleted);
  const names = room ? { renter: nameOf(room.renter), owner: nameOf(room.owner) } : null;
  const handled = !!room?.handledAt;

  const mark = async () => {
    try {
      await markHandled({ variables: { roomId, handled: !handled } });
      setToast(handled ? t('conversation.markedNotHandled') : t('conversation.markedHandled'));
      onChanged();
      void reports.refetch();
    } catch {
      // marking.error says why, under the header.
    }
  };

  if (missing) {
    return (
      <Box sx={{ p: 2 }}>
        <Button component={RouterLink} to={backTo} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
          {t('conversation.back')}
        </Button>
        <Alert severity="warning">{t('conversation.notFound')}</Alert>
      </Box>
    );
  }

  const details = (
    <ConversationDetails
      room={room}
      reports={{
        rows: (reports.data ?? reports.previousData)?.conversationReports,
        error: reports.error,
        retry: () => void reports.refetch(),
      }}
      views={
        isAdmin
          ? {
              rows: (views.data ?? views.previousData)?.roomStaffViews,
              error: views.error,
              retry: () => void views.refetch(),
            }
          : undefined
      }
      userHref={userHref}
    />
  );
  const openReports = room?.openReportCount ?? 0;

  const thread = (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <Box sx={{ flexGrow: 1, minHeight: 0 }}>
        <TeamThread
          roomId={roomId}
          viewerId={viewer.id}
          label={names ? t('conversation.messages', names) : t('page.title')}
          canPost={canEdit && !!room && !room.blocked}
          onLoaded={() => {
            if (isAdmin) void views.refetch();
          }}
          onNewMessage={onChanged}
        />
      </Box>
      {room && (!canEdit || room.blocked) && (
        <Alert severity="info" sx={{ borderRadius: 0 }}>
          {room.blocked ? t('conversation.blocked') : t('conversation.readOnly')}
        </Alert>
      )}
      {room && canEdit && !room.blocked && (
        <Typography
          variant="caption"
          color="text.secondary"
          sx={{ px: 2, pb: 1, bgcolor: 'background.paper' }}
        >
          {t('conversation.teamHint')}
        </Typography>
      )}
    </Box>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}>
      <ConversationHeader backTo={backTo} wrap>
        <Box sx={{ minWidth: 0, flex: '1 1 220px' }}>
          {room && names ? (
            <>
              <Typography component="h2" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
                {t('conversation.between', names)}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                <Link component={RouterLink} to={`/adminInbox/${room.listing.id}/listing`}>
                  {t('conversation.about', { title: room.listing.title })}
                </Link>
              </Typography>
              <Box sx={{ mt: 0.5 }}>
                <StateChips room={room} />
              </Box>
            </>
          ) : (
            <Skeleton variant="text" width="60%" height={32} />
          )}
        </Box>
        {room && canEdit && (
          <Button
            variant={handled ? 'outlined' : 'contained'}
            onClick={() => void mark()}
            loading={marking.loading}
            sx={{ flexShrink: 0 }}
          >
            {handled ? t('conversation.markNotHandled') : t('conversation.markHandled')}
          </Button>
        )}
      </ConversationHeader>
      {marking.error && (
        <Alert severity="error" sx={{ borderRadius: 0 }}>
          {t('conversation.markFailed', { reason: errorText(toAppError(marking.error), locale) })}
        </Alert>
      )}
      {wide ? (
        <Box
          sx={{
            flexGrow: 1,
            minHeight: 0,
            display: 'grid',
            gridTemplateColumns: 'minmax(0, 1fr) 280px',
          }}
        >
          {thread}
          <Box
            component="aside"
            aria-label={t('conversation.details')}
            sx={{ borderLeft: 1, borderColor: 'divider', overflowY: 'auto', p: 2 }}
          >
            {details}
          </Box>
        </Box>
      ) : (
        <>
          <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
            <Button
              fullWidth
              onClick={() => setDetailsOpen((open) => !open)}
              aria-expanded={detailsOpen}
              aria-controls={detailsId}
              endIcon={
                <ExpandMore
                  sx={{
                    transform: detailsOpen ? 'rotate(180deg)' : undefined,
                    transition: 'transform 150ms',
                  }}
                />
              }
              sx={{ justifyContent: 'space-between', px: 2, textAlign: 'left' }}
            >
              {openReports
                ? t('conversation.detailsWithReports', { count: openReports })
                : t('conversation.details')}
            </Button>
            <Collapse in={detailsOpen}>
              <Box
                id={detailsId}
                role="region"
                aria-label={t('conversation.details')}
                sx={{ maxHeight: '40vh', overflowY: 'auto', px: 2, pb: 2 }}
              >
                {details}
              </Box>
            </Collapse>
          </Box>
          <Box sx={{ flexGrow: 1, minHeight: 0 }}>{thread}</Box>
        </>
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Box>
  );
}
