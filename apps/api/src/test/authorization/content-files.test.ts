import { CONTENT_FILES_ROWS } from './content-files.rows';
import { runAuthorizationTable } from './table';

runAuthorizationTable(CONTENT_FILES_ROWS);
