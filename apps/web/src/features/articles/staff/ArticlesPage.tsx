import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { hasModulePermission } from '@rentals/domain/users/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/PageHeader';
import { StaffNoAccess } from '../../../components/StaffNoAccess';
import { useSession } from '../../../lib/session/session-context';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueryChanger } from '../../../lib/use-url-params';
import { ArticlesTab } from './ArticlesTab';
import { TestimonialsTab } from './TestimonialsTab';

type TabName = 'articles' | 'testimonials';

/**
 * /articles (spec/01 §2, §6 articles module): curated articles and the home page's testimonials,
 * one tab each (?tab=testimonials). Add, edit and delete follow the module's flags; a button
 * staff may not use is not shown.
 */
export function ArticlesPage() {
  const { t } = useTranslation('articles');
  const { user } = useSession();
  const [query, change] = useQueryChanger();
  const id = useId();
  useDocumentTitle(t('title'));
  if (!hasModulePermission(user, 'articles', 'view')) return <StaffNoAccess title={t('title')} />;
  const tab: TabName = query.get('tab') === 'testimonials' ? 'testimonials' : 'articles';
  const flags = {
    canAdd: hasModulePermission(user, 'articles', 'add'),
    canEdit: hasModulePermission(user, 'articles', 'edit'),
    canDelete: hasModulePermission(user, 'articles', 'delete'),
  };
  const select = (next: TabName) =>
    // Each tab has its own list: its search, filters and page start afresh.
    change(() => new URLSearchParams(next === 'testimonials' ? { tab: next } : {}));
  return (
    <Stack spacing={3}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(_e, next: TabName) => select(next)}
          aria-label={t('tabsLabel')}
          variant="scrollable"
          allowScrollButtonsMobile
          // The theme's green is for fills; as text on white the chosen tab takes its darker one.
          sx={{ '& .Mui-selected.MuiTab-root': { color: 'primary.dark' } }}
        >
          <Tab
            value="articles"
            label={t('tabArticles')}
            id={`${id}-articles`}
            aria-controls={`${id}-panel`}
          />
          <Tab
            value="testimonials"
            label={t('tabTestimonials')}
            id={`${id}-testimonials`}
            aria-controls={`${id}-panel`}
          />
        </Tabs>
      </Box>
      <Box role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
        {tab === 'articles' ? <ArticlesTab {...flags} /> : <TestimonialsTab {...flags} />}
      </Box>
    </Stack>
  );
}
