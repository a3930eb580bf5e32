import { ROLES } from '../../test/authorization/roles';
import { q, type Actors, type Row } from '../../test/authorization/table';
import type { TestApi } from '../../test/harness';
import { storedContactMessage } from './test-contact';

let seq = 0;

/** Staff with inbox view and edit (the demo sub-admin has neither), and admins alone. */
const INBOX_STAFF = ['ADMIN'] as const;

/** A call on a stored contact message. */
const onMessage = (query: string) => async (api: TestApi, actors: Actors) => {
  const id = await storedContactMessage(api);
  return api.execute(query, { id }, { token: actors.self?.token });
};

/** /contact-us and its messages in the staff inbox (modules/contact). */
export const CONTACT_ROWS: Row[] = [
  {
    operation: 'sendContactMessage',
    allowed: ROLES,
    run: q('mutation($d: JSON!) { sendContactMessage(data: $d) }', () => ({
      d: { name: 'Ana', email: `contact${++seq}@example.test`, topic: 'OTHER', message: 'Hello' },
    })),
  },
  {
    operation: 'contactMessages',
    allowed: [...INBOX_STAFF],
    run: q('{ contactMessages { count unhandledCount items { id } } }'),
  },
  {
    operation: 'contactMessage',
    allowed: [...INBOX_STAFF],
    run: onMessage('query($id: ID!) { contactMessage(id: $id) { id replies { id } } }'),
  },
  {
    operation: 'replyToContactMessage',
    allowed: [...INBOX_STAFF],
    run: onMessage('mutation($id: ID!) { replyToContactMessage(id: $id, body: "Thanks") { id } }'),
  },
  {
    operation: 'markContactMessageHandled',
    allowed: [...INBOX_STAFF],
    run: onMessage('mutation($id: ID!) { markContactMessageHandled(id: $id, handled: true) { id } }'),
  },
];
