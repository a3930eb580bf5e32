import { withApollo } from '../../../lib/apollo/load-apollo';

/**
 * The save dialog with Apollo, for /search's 'Save this search' (app/router/compositions.tsx): a
 * module of its own, so the list of chunks the dialog needs is written here, loaded on the first
 * click, and not into the route table every page loads.
 */
export async function loadSaveSearchDialog() {
  return { default: await withApollo(import('./SaveSearchDialog').then((m) => m.SaveSearchDialog)) };
}
