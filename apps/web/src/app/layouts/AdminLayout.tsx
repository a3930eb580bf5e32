import { AccountLayout } from './AccountLayout';

/** Staff pages: the account shell, wider, because admin tables need the room. */
export function AdminLayout() {
  return <AccountLayout maxWidth="xl" />;
}
