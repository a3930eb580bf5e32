/** A person on a request as the staff screens name them. */
export interface Person {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
  email: string;
}

/** 'First Last', or the e-mail when the account has no name. */
export function personName(p: Person): string {
  return [p.firstName, p.lastName].filter(Boolean).join(' ').trim() || p.email;
}
