import { siteFormSubmissions } from '../../db/schema/site-forms';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

registerExportPart({
  domain: 'site-forms',
  files: [
    rowsFile(siteFormSubmissions, [siteFormSubmissions.userId], {
      name: 'form-answers',
      note: { en: 'Your answers to the site’s forms.', fr: 'Vos réponses aux formulaires du site.' },
    }),
  ],
});
