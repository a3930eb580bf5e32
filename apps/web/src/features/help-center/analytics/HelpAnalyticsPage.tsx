import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useCallback, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryChanger, useUrlParams } from '../../../lib/use-url-params';
import { readAnalyticsRange, torontoToday, writeAnalyticsRange } from '../format/analytics-range';
import { ANALYTICS_TABS, readFeedbackParams, writeFeedbackParams } from '../format/feedback-params';
import { AnalyticsOverview } from './AnalyticsOverview';
import { RangePicker, type RangeChange } from './RangePicker';
import { ReaderFeedback } from './ReaderFeedback';

/**
 * /admin-help-center/analytics (issue 24), for staff with helpCenter view: the spec's figures and
 * the daily charts over a date range, and the readers' answers to 'Was this article helpful?'.
 * The range, the tab and the feedback filters live in the URL.
 */
export function HelpAnalyticsPage() {
  const { t } = useTranslation('helpCenterAnalytics');
  const { user } = useSession();
  useDocumentTitle(t('title'));
  const tabsId = useId();
  const [query, change] = useQueryChanger();
  // Today is read once a render: a page left open over midnight moves with its next change.
  const range = useMemo(() => readAnalyticsRange(query, torontoToday()), [query]);
  const setRange = useCallback(
    (next: RangeChange) => change((current) => writeAnalyticsRange(current, next)),
    [change],
  );
  const { params, update } = useUrlParams(readFeedbackParams, writeFeedbackParams);
  if (!hasModulePermission(user, 'helpCenter', 'view')) return <StaffNoAccess title={t('title')} />;

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        action={
          <Button component={RouterLink} to="/admin-help-center" variant="outlined">
            {t('collections')}
          </Button>
        }
      />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={params.tab}
          onChange={(_, tab: (typeof ANALYTICS_TABS)[number]) => update({ tab })}
          aria-label={t('tabs.label')}
          variant="scrollable"
          // The primary green is too light for text on the page's background (4.5:1).
          sx={{ '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
        >
          {ANALYTICS_TABS.map((tab) => (
            <Tab
              key={tab}
              value={tab}
              label={t(`tabs.${tab}`)}
              id={`${tabsId}-${tab}`}
              // Only the chosen tab's panel is rendered: the others control nothing yet.
              aria-controls={tab === params.tab ? `${tabsId}-${tab}-panel` : undefined}
            />
          ))}
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${tabsId}-${params.tab}-panel`} aria-labelledby={`${tabsId}-${params.tab}`}>
        {params.tab === 'feedback' ? (
          <ReaderFeedback params={params} onChange={update} />
        ) : (
          <Stack spacing={3}>
            <RangePicker range={range} onChange={setRange} />
            <AnalyticsOverview range={range} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
