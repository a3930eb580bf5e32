import { personName } from '../../../../lib/format/person-name';

/** A person on a request as the staff screens name them. */
export interface Person {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** 'First Last', or the e-mail when the account has no name. */
export function nameOrEmail(p: Person): string {
  return personName(p) ?? p.email;
}
