import { searchHistory } from '../../db/schema/search';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

registerExportPart({
  domain: 'search-history',
  files: [
    rowsFile(searchHistory, [searchHistory.userId], {
      name: 'search-history',
      note: {
        en: 'The searches you made while signed in.',
        fr: 'Les recherches faites pendant que vous étiez connecté.',
      },
    }),
  ],
});
