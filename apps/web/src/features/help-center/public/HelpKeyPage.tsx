import { Navigate, useParams } from 'react-router';
import { PageSpinner } from '../../../components/PageSpinner';
import { useLocale } from '../../../i18n/use-locale';
import { usePublicQuery } from '../../../lib/graphql/use-public-query';
import { HelpCenterByKeyDocument } from '../api/public-help-operations';
import { HELP_CENTER_PATH, helpArticlePath } from '../format/help-paths';

/**
 * /help-center/key/{key}: where a product page's 'Help' link (components/HelpLink) lands. It finds
 * the article answering that key in the language on screen and replaces the address with it, so
 * Back skips this step; without one (or on failure) the help center itself is the best help.
 */
export function HelpKeyPage() {
  const locale = useLocale();
  const { key = '' } = useParams();
  const query = usePublicQuery(HelpCenterByKeyDocument, { variables: { key, locale } });
  if (query.error) return <Navigate to={HELP_CENTER_PATH} replace />;
  if (query.data) {
    const article = query.data.helpCenterByKey;
    return <Navigate to={article ? helpArticlePath(article.id) : HELP_CENTER_PATH} replace />;
  }
  return <PageSpinner />;
}
