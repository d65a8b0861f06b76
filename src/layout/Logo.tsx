import { IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** The brand mark; it leads to /dashboard now that no sidebar lists it. */
export function Logo() {
  const translate = useTranslate();
  return (
    <IconButton component={Link} to="/dashboard" aria-label={translate('app.menu.dashboard')} sx={{ p: 0.5 }}>
      <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#fff" />
        <path
          d="M20 42c0-4 3-6 8-7l8-1c3-1 4-2 4-4s-2-4-6-4c-3 0-6 1-8 3l-4-4c3-3 7-5 12-5 8 0 12 4 12 9 0 5-3 8-9 9l-7 1c-3 0-4 1-4 2v1h20v6H20z"
          fill="currentColor"
        />
      </svg>
    </IconButton>
  );
}
