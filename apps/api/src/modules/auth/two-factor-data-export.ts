import { twoFactorChallenges, twoFactorRecoveryCodes, twoFactorSecrets } from '../../db/schema/two-factor';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** Whether and since when two-factor sign-in is on, without the key or any code. */
registerExportPart({
  domain: 'auth',
  files: [
    rowsFile(twoFactorSecrets, [twoFactorSecrets.userId], {
      name: 'two-factor',
      note: {
        en: 'Whether two-factor sign-in is on for your account, and since when. The key your authenticator app holds is left out.',
        fr: 'Si la connexion à deux facteurs est activée pour votre compte, et depuis quand. La clé que garde votre application d’authentification est exclue.',
      },
      omit: ['secretEncrypted', 'lastUsedStep'],
    }),
  ],
  excluded: [
    {
      columns: [twoFactorRecoveryCodes.userId],
      reason: 'holds only hashes of recovery codes (secrets) and when each was used',
    },
    {
      columns: [twoFactorChallenges.userId],
      reason: 'holds only hashes of five-minute sign-in challenges (secrets), their times and wrong codes',
    },
  ],
});
