import { useTranslation } from 'react-i18next';
import { useStaticStyles } from '../lib/styles/static-styles';
import { Spinner } from './plain/Spinner';

// Plain elements: a page's first render shows this spinner while the page's code arrives.
const pageSpinnerCss = () => '.page-spinner { display: grid; place-items: center; min-height: 50vh; }';

/** A centred spinner for a page or the whole app while its data loads. */
export function PageSpinner() {
  useStaticStyles('page-spinner', pageSpinnerCss);
  const { t } = useTranslation();
  return (
    <div role="status" className="page-spinner">
      <Spinner label={t('loading')} />
    </div>
  );
}
