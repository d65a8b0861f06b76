import { Avatar } from '@mui/material';

/** Up to two initials, rendered here: no outside avatar service is reachable from a dealer's intranet. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/** The user's photo; its initials when there is none or it fails to load. */
export function UserAvatar({ name, photo, size }: { name: string; photo?: string; size: number }) {
  return (
    <Avatar src={photo} alt={name} sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'secondary.main' }}>
      {initialsOf(name)}
    </Avatar>
  );
}
