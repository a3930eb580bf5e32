import { Navigate, useParams, useSearchParams } from 'react-router';
import { APPLICATION_TABLE_PATH, applicationDetailsPath } from '../format/detail-paths';
import { ApplicationDetailsPage } from './ApplicationDetailsPage';

/**
 * /rental-application-details[/<id>]: the bare path, where the side navigation's 'Rental
 * Application' leads, opens the table to choose an application from; ?id=<id> is moved to the
 * path form, so each application has one address.
 */
export function ApplicationDetailsRoute() {
  const { id } = useParams();
  const [search] = useSearchParams();
  const queried = search.get('id');
  if (id) return <ApplicationDetailsPage key={id} id={id} />;
  if (queried) return <Navigate to={applicationDetailsPath(queried)} replace />;
  return <Navigate to={APPLICATION_TABLE_PATH} replace />;
}
