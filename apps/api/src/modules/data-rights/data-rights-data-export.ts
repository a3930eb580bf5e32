import { accountDeletionRequests } from '../../db/schema/data-rights';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** A deletion of the account asked for and not yet run, without its cancel link. */
registerExportPart({
  domain: 'data-rights',
  files: [
    rowsFile(accountDeletionRequests, [accountDeletionRequests.userId], {
      name: 'account-deletion',
      note: {
        en: 'The deletion of your account you asked for, if it is still to come: when you asked and when it runs. The cancel link is left out.',
        fr: 'La suppression de votre compte que vous avez demandée, si elle reste à venir : quand vous l’avez demandée et quand elle aura lieu. Le lien d’annulation est exclu.',
      },
      omit: ['cancelTokenHash'],
    }),
  ],
});
