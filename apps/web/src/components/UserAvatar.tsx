import Avatar from '@mui/material/Avatar';

export interface Person {
  firstName?: string | null;
  lastName?: string | null;
  email: string;
  avatarUrl?: string | null;
}

export function displayName(person: Person): string {
  return [person.firstName, person.lastName].filter(Boolean).join(' ') || person.email;
}

/** A person's photo, or their initials on the brand colour. Decorative: callers label the control. */
export function UserAvatar({ person, size, alt = '' }: { person: Person; size: number; alt?: string }) {
  const initials =
    [person.firstName, person.lastName].map((n) => n?.trim()[0] ?? '').join('') || person.email[0] || '';
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt={alt}
      sx={{ width: size, height: size, bgcolor: 'primary.dark', fontSize: size / 2.6, fontWeight: 700 }}
    >
      {initials.toUpperCase()}
    </Avatar>
  );
}
