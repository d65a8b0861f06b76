import { Avatar } from '@mui/material';

/** Up to two initials, rendered here: no outside avatar service is reachable from a dealer's intranet. */
export const initialsOf = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0].toUpperCase())
    .join('');

/**
 * The user's photo; its initials when there is none or it fails to load. Decorative: the button that
 * shows it is named by its own label (which holds the initials), read instead of the avatar.
 */
export function UserAvatar({ name, photo, size }: { name: string; photo?: string; size: number }) {
  return (
    <Avatar
      src={photo}
      alt=""
      aria-hidden
      sx={{ width: size, height: size, fontSize: size * 0.42, bgcolor: 'secondary.dark', color: 'common.white' }}
    >
      {initialsOf(name)}
    </Avatar>
  );
}
