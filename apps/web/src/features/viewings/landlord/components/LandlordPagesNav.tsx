import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../../components/PageLinks';

const PAGES = {
  listings: '/building',
  viewings: '/building/viewings',
  applications: '/building/applications',
  billing: '/building/billing',
};

/**
 * The landlord's pages side by side: the listings (/building), their viewings (this feature) and
 * the applications to them (rental-applications/landlord).
 */
export function LandlordPagesNav({ current }: { current: keyof typeof PAGES }) {
  const { t } = useTranslation('viewingAgenda');
  const links = (Object.keys(PAGES) as (keyof typeof PAGES)[]).map((page) => ({
    to: PAGES[page],
    label: t(`tabs.${page}`),
  }));
  return <PageLinks label={t('tabs.label')} links={links} current={PAGES[current]} />;
}
