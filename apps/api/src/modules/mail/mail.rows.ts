import { q, type Row } from '../../test/authorization/table';

/** E-mail configuration (modules/mail): ADMIN only. */
export const MAIL_ROWS: Row[] = [
  { operation: 'notificationSettings', allowed: ['ADMIN'], run: q('{ notificationSettings { kind } }') },
  {
    operation: 'updateNotificationSetting',
    allowed: ['ADMIN'],
    run: q(
      'mutation { updateNotificationSetting(kind: NEW_LISTING_REQUEST, enabled: true, recipients: ["ops@example.test"]) { kind } }',
    ),
  },
  { operation: 'emailOutbox', allowed: ['ADMIN'], run: q('{ emailOutbox(first: 1) { count } }') },
  {
    operation: 'resendEmail',
    allowed: ['ADMIN'],
    run: async (api, actors) => {
      const id = await api.deps.mail.enqueue(api.deps.db, {
        to: 'ops@example.test',
        subject: 'Hello',
        text: 'Hello',
        template: 'test',
      });
      return api.execute(
        'mutation($id: ID!) { resendEmail(id: $id) { id } }',
        { id },
        { token: actors.self?.token },
      );
    },
  },
];
