import { passwordResetTokens, sessions, staffPermissions, users } from '../../db/schema/users';
import { registerExportPart, rowsFile } from '../privacy/export-parts';

/** The account itself, its staff permissions and its sign-ins, without any secret. */
registerExportPart({
  domain: 'users',
  files: [
    rowsFile(users, [users.id], {
      name: 'account',
      note: {
        en: 'Your profile and account settings. Your password is never included (we keep only a one-way hash of it).',
        fr: 'Votre profil et les réglages de votre compte. Votre mot de passe n’est jamais inclus (nous n’en gardons qu’une empreinte irréversible).',
      },
      omit: ['passwordHash'],
    }),
    rowsFile(sessions, [sessions.userId], {
      name: 'sessions',
      note: {
        en: 'Your sign-ins: when, on which browser, when last used (to the minute), until when. The session tokens are left out.',
        fr: 'Vos connexions : quand, avec quel navigateur, dernière utilisation (à la minute près), jusqu’à quand. Les jetons de session sont exclus.',
      },
      omit: ['tokenHash'],
    }),
    rowsFile(staffPermissions, [staffPermissions.userId], {
      name: 'staff-permissions',
      note: {
        en: 'Your back-office permissions, if you are on staff.',
        fr: 'Vos permissions d’équipe, si vous en faites partie.',
      },
    }),
  ],
  excluded: [
    {
      columns: [passwordResetTokens.userId],
      reason: 'holds only hashes of reset links (secrets) and their times',
    },
  ],
});
