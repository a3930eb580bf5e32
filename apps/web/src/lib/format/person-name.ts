/** What naming a person needs: a user, a participant, a requester, as any query answers them. */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * "First Last" from the trimmed names, or null when there is none: the caller then writes what
 * fits its page (the e-mail for staff, 'Deleted user' in a conversation).
 */
export function personName(person: NamedPerson | null | undefined): string | null {
  if (!person) return null;
  const name = [person.firstName, person.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || null;
}

/** Someone staff pick or see on a back-office page: a colleague, a requester. */
export interface StaffListedPerson extends NamedPerson {
  id: string;
  email: string;
}

/** 'First Last', or the e-mail when the account has no name: how staff pages tell people apart. */
export function nameOrEmail(person: NamedPerson & { email: string }): string {
  return personName(person) ?? person.email;
}
