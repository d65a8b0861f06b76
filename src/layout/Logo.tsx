import { Box, IconButton } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { companyLogoUrl } from './companyLogo';
import { PRIMARY } from './theme';

/**
 * The brand mark: a motorcycle under a rising sales line, in the brand colour on a white rounded
 * square. public/favicon.svg draws the same mark in the opposite colours, and index.html's frame
 * (shown before the app's code has run) the same one as here; change them together.
 * It leads to /dashboard now that no sidebar lists it. A company that set its own logo
 * (Pengaturan Instansi) shows that one instead, on the same white square.
 */
export function Logo() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const logo = typeof identity?.company_logo === 'string' ? identity.company_logo : null;
  return (
    <IconButton component={Link} to="/dashboard" aria-label={translate('app.menu.dashboard')} sx={{ p: 0.5 }}>
      {logo ? (
        <Box component="img" src={companyLogoUrl(logo)} alt="" sx={{ width: 32, height: 32, objectFit: 'contain', bgcolor: '#fff', borderRadius: '7px' }} />
      ) : (
        <AppMark />
      )}
    </IconButton>
  );
}

function AppMark() {
  return (
    <svg width="32" height="32" viewBox="0 0 64 64" aria-hidden="true">
      <rect width="64" height="64" rx="14" fill="#fff" />
      <g fill="none" stroke={PRIMARY} strokeWidth="5" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="15" cy="46" r="8.5" />
        <circle cx="49" cy="46" r="8.5" />
        <path d="M49 46L43 29H37" />
        <path d="M11 22L23 15L31 19L48 9M40 8H49V17" />
      </g>
      <path
        d="M9 34H28L33 30H44L41 39H34L30 46H25L21 36H10Z"
        fill={PRIMARY}
        stroke={PRIMARY}
        strokeWidth="2.5"
        strokeLinejoin="round"
      />
    </svg>
  );
}
