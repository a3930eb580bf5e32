import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../../components/LoadError';
import type {
  AdminInboxRoomFieldsFragment,
  ConversationReportsQuery,
  RoomStaffViewsQuery,
} from '../../../../gql/graphql';
import { formatTimestamp } from '../../../../lib/format/timestamp';
import { nameOrEmail } from '../../../../lib/format/person-name';

type Report = ConversationReportsQuery['conversationReports'][number];
type StaffView = RoomStaffViewsQuery['roomStaffViews'][number];

/** A list read from the API: its first load, its failure, or its rows. */
export interface Loaded<T> {
  rows: readonly T[] | undefined;
  error: unknown;
  retry: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} component="h3" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function Rows<T>({
  loaded,
  errorMessage,
  empty,
  children,
}: {
  loaded: Loaded<T>;
  errorMessage: string;
  empty: string;
  children: (row: T) => ReactNode;
}) {
  if (!loaded.rows && loaded.error)
    return <LoadError error={loaded.error} message={errorMessage} onRetry={loaded.retry} />;
  if (!loaded.rows) return <Skeleton variant="rounded" height={48} />;
  if (!loaded.rows.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {loaded.rows.map(children)}
    </Stack>
  );
}

interface Props {
  room: AdminInboxRoomFieldsFragment | null;
  reports: Loaded<Report>;
  /** The staff views, for admins only; undefined for the others. */
  views?: Loaded<StaffView>;
  /** The inbox filtered on one user's conversations. */
  userHref: (userId: string) => string;
}

/**
 * Beside an open conversation: its participants (each with a link to all their conversations),
 * the reports sent about it, and for admins who of the staff read it and when.
 */
export function ConversationDetails({ room, reports, views, userHref }: Props) {
  const { t } = useTranslation('adminInbox');
  const people = room
    ? ([
        ['renter', room.renter],
        ['owner', room.owner],
      ] as const)
    : [];
  return (
    <Stack spacing={3}>
      {room && (
        <Section title={t('people.title')}>
          <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {people.map(([role, person]) => {
              const name = person ? nameOrEmail(person) : t('conversation.deletedUser');
              return (
                <li key={role}>
                  <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                    {t(`list.${role}`)}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {name}
                  </Typography>
                  {person && (
                    <>
                      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                        {person.email}
                      </Typography>
                      <Link component={RouterLink} to={userHref(person.id)} variant="body2">
                        {t('people.theirConversations', { name })}
                      </Link>
                    </>
                  )}
                </li>
              );
            })}
          </Stack>
        </Section>
      )}
      <Section title={t('reports.title')}>
        <Rows loaded={reports} errorMessage={t('reports.loadError')} empty={t('reports.none')}>
          {(report) => {
            const reporter = report.reporter;
            return (
              <Box
                component="li"
                key={report.id}
                sx={{ borderLeft: 3, borderColor: report.resolvedAt ? 'divider' : '#a4161a', pl: 1.5 }}
              >
                <Typography variant="body2" sx={{ fontWeight: 700 }}>
                  {t(`reports.reasons.${report.reason}`)} ·{' '}
                  {report.resolvedAt ? t('reports.resolved') : t('reports.open')}
                </Typography>
                <Typography
                  variant="body2"
                  color={report.text ? 'text.primary' : 'text.secondary'}
                  sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                >
                  {report.text || t('reports.noText')}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', overflowWrap: 'anywhere' }}
                >
                  {reporter
                    ? t('reports.by', {
                        name: `${nameOrEmail(reporter)} (${reporter.email})`,
                      })
                    : t('reports.deletedReporter')}
                  {' · '}
                  <time dateTime={report.createdAt}>
                    {t('reports.at', { time: formatTimestamp(report.createdAt) })}
                  </time>
                </Typography>
              </Box>
            );
          }}
        </Rows>
      </Section>
      {views && (
        <Section title={t('views.title')}>
          <Rows loaded={views} errorMessage={t('views.loadError')} empty={t('views.none')}>
            {(view) => (
              <li key={view.id}>
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('views.entry', { name: nameOrEmail(view), email: view.email })}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={view.viewedAt}>{formatTimestamp(view.viewedAt)}</time>
                </Typography>
              </li>
            )}
          </Rows>
        </Section>
      )}
    </Stack>
  );
}
