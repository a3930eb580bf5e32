import { articles } from '../../db/schema/articles';
import { registerExportPart } from '../privacy/export-parts';

registerExportPart({
  domain: 'articles',
  files: [],
  excluded: [{ columns: [articles.createdBy], reason: 'public articles written by staff as their work' }],
});
