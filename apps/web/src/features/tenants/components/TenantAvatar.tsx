import Avatar from '@mui/material/Avatar';
import { tenantInitials } from './tenant-format';

/** The renter's photo, or their initials on the brand colour. Decorative unless `alt` is given. */
export function TenantAvatar({
  person,
  size,
  alt = '',
}: {
  person: { firstName: string; lastInitial?: string | null; avatarUrl?: string | null };
  size: number;
  alt?: string;
}) {
  return (
    <Avatar
      src={person.avatarUrl ?? undefined}
      alt={alt}
      sx={{ width: size, height: size, bgcolor: 'primary.dark', fontSize: size / 2.6, fontWeight: 700 }}
    >
      {tenantInitials(person)}
    </Avatar>
  );
}
