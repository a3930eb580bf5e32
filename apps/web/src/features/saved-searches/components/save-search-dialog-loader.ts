import { withApollo } from '../../../lib/apollo/load-apollo';

/**
 * The save dialog with Apollo, loaded on the first click. A module of its own: the list of chunks
 * the dialog needs is written into the chunk that imports it, and /search loads the button's chunk
 * before its first paint, so that list stays out of it.
 */
export async function loadSaveSearchDialog() {
  return { default: await withApollo(import('./SaveSearchDialog').then((m) => m.SaveSearchDialog)) };
}
