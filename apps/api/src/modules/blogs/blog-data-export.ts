import { blogs } from '../../db/schema/blogs';
import { registerExportPart } from '../privacy/export-parts';

registerExportPart({
  domain: 'blogs',
  files: [],
  excluded: [{ columns: [blogs.createdBy], reason: 'public blog posts written by staff as their work' }],
});
