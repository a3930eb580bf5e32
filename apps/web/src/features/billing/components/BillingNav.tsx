import { useTranslation } from 'react-i18next';
import { PageLinks } from '../../../components/PageLinks';

const PAGES = [
  ['listings', '/building'],
  ['viewings', '/building/viewings'],
  ['applications', '/building/applications'],
  ['billing', '/building/billing'],
] as const;

/** The landlord's pages side by side, Billing current (as /building and its other tabs show them). */
export function BillingNav() {
  const { t } = useTranslation('billing');
  const links = PAGES.map(([page, to]) => ({ to, label: t(`tabs.${page}`) }));
  return <PageLinks label={t('tabs.label')} links={links} current="/building/billing" />;
}
