import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../../components/PageLinks';

const TABS = [
  ['listings', '/building'],
  ['viewings', '/building/viewings'],
  ['applications', '/building/applications'],
  ['billing', '/building/billing'],
] as const;

/** The landlord's pages side by side, as /building and /building/viewings show them. */
export function LandlordTabs() {
  const { t } = useTranslation('applicationReview');
  const links = TABS.map(([page, to]) => ({ to, label: t(`tabs.${page}`) }));
  return <PageLinks label={t('tabs.label')} links={links} current="/building/applications" />;
}
