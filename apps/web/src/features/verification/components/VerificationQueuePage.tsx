import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Alert from '@mui/material/Alert';
import { PAGE_SIZE } from '@rentals/domain/limits';
import { hasModulePermission } from '@rentals/domain/users/rules';
import {
  VERIFICATION_REQUEST_STATES,
  type VerificationRequestState,
} from '@rentals/domain/verification/enums';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { LinkTabs } from '../../../components/LinkTabs';
import { ListState } from '../../../components/list-state/ListState';
import { PageHeader } from '../../../components/PageHeader';
import { SuccessToast } from '../../../components/SuccessToast';
import { useLocale } from '../../../i18n/use-locale';
import { formatPublicDate } from '../../../lib/format/date';
import { nameOrEmail } from '../../../lib/format/person-name';
import { usePageInRange } from '../../../lib/paging/use-page-in-range';
import { useSession } from '../../../lib/session/session-context';
import { useQueryChanger } from '../../../lib/use-url-params';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { VerificationQueueDocument } from '../api/verification-operations';
import { VerificationRequestDialog, type RiskSignalListComponent } from './VerificationRequestDialog';

const isState = (v: string | null): v is VerificationRequestState =>
  !!v && (VERIFICATION_REQUEST_STATES as readonly string[]).includes(v);

/**
 * The staff verification queue (issue 25), shown as the 'Verification' tab of /users and of
 * /requestedListing: waiting requests oldest first, decided ones latest first, 10 a page, the tab
 * and page in the URL. Staff with users view open a request, with the risk signals of the poster's
 * listings; users edit decide it.
 */
export function VerificationQueuePage({ RiskSignalList }: { RiskSignalList: RiskSignalListComponent }) {
  const { t } = useTranslation('verification');
  const { user } = useSession();
  useDocumentTitle(t('queue.title'));
  if (!user) return null;
  if (!hasModulePermission(user, 'users', 'view'))
    return (
      <Stack spacing={3}>
        <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
        <SiblingTabs />
        <Alert severity="info">{t('queue.noAccess')}</Alert>
      </Stack>
    );
  return <Queue canDecide={hasModulePermission(user, 'users', 'edit')} RiskSignalList={RiskSignalList} />;
}

/** The tabs of the page the queue sits in: /users or /requestedListing. */
function SiblingTabs() {
  const { t } = useTranslation('verification');
  const inUsers = useLocation().pathname.startsWith('/users');
  const parent = inUsers
    ? { to: '/users', label: t('queue.users') }
    : { to: '/requestedListing', label: t('queue.requested') };
  return (
    <LinkTabs
      label={inUsers ? t('queue.usersSections') : t('queue.requestedSections')}
      tabs={[parent, { to: `${parent.to}/verification`, label: t('queue.title') }]}
    />
  );
}

function Queue({
  canDecide,
  RiskSignalList,
}: {
  canDecide: boolean;
  RiskSignalList: RiskSignalListComponent;
}) {
  const { t } = useTranslation('verification');
  const locale = useLocale();
  const [params, change] = useQueryChanger();
  const rawState = params.get('state');
  const state: VerificationRequestState = isState(rawState) ? rawState : 'SUBMITTED';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const setPage = (next: number) =>
    change((q) => {
      if (next > 1) q.set('page', String(next));
      else q.delete('page');
      return q;
    });
  const setState = (next: VerificationRequestState) =>
    change((q) => {
      q.set('state', next);
      q.delete('page');
      return q;
    });
  const [open, setOpen] = useState<string | null>(null);
  const [toast, setToast] = useState<string | null>(null);
  const query = useQuery(VerificationQueueDocument, {
    variables: { state, first: PAGE_SIZE, skip: (page - 1) * PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const shown = query.data ?? query.previousData;
  const rows = shown?.verificationRequests ?? [];
  const total = shown?.verificationRequestCount ?? 0;
  usePageInRange(!!query.data, page, total, setPage);
  const date = (iso: string | null | undefined) => (iso ? formatPublicDate(iso, locale) : '');

  return (
    <Stack spacing={3}>
      <PageHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      <SiblingTabs />
      <Tabs
        value={state}
        onChange={(_e, next: VerificationRequestState) => setState(next)}
        aria-label={t('queue.tabs')}
        variant="scrollable"
        allowScrollButtonsMobile
        // The theme's green is for fills; as text on white the chosen tab takes its darker one.
        sx={{ '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
      >
        {VERIFICATION_REQUEST_STATES.map((s) => (
          <Tab key={s} value={s} label={t(`queue.${s}`)} />
        ))}
      </Tabs>
      <ListState
        query={query}
        errorMessage={t('queue.loadError')}
        empty={{ title: t('queue.emptyTitle'), text: t('queue.emptyText') }}
        paging={{ page, pageLength: rows.length, total, onPage: setPage, label: t('queue.pagination') }}
      >
        <TableContainer component={Paper} variant="outlined">
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('queue.poster')}</TableCell>
                <TableCell>{t('queue.role')}</TableCell>
                <TableCell>{state === 'SUBMITTED' ? t('queue.sent') : t('queue.decided')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => {
                const name = row.poster ? nameOrEmail(row.poster) : '';
                return (
                  <TableRow key={row.id}>
                    <TableCell sx={{ wordBreak: 'break-word' }}>{name}</TableCell>
                    <TableCell>{t(`roles.${row.role}`)}</TableCell>
                    <TableCell>{date(state === 'SUBMITTED' ? row.submittedAt : row.decidedAt)}</TableCell>
                    <TableCell align="right">
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => setOpen(row.id)}
                        aria-label={t('queue.openFor', { name })}
                      >
                        {t('queue.open')}
                      </Button>
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </TableContainer>
      </ListState>
      {open && (
        <VerificationRequestDialog
          id={open}
          canDecide={canDecide}
          RiskSignalList={RiskSignalList}
          onClose={() => setOpen(null)}
          onDecided={(message) => {
            setOpen(null);
            setToast(message);
            void query.refetch();
          }}
        />
      )}
      <SuccessToast message={toast} onClose={() => setToast(null)} />
    </Stack>
  );
}
