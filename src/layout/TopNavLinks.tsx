import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { Button, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { NavLink } from 'react-router-dom';

/** docs/product.md: the links of the top bar. */
const LINKS = [
  { to: '/prospect', label: 'app.top_bar.prospect', icon: <PersonSearchIcon /> },
  { to: '/order', label: 'app.top_bar.order', icon: <ReceiptLongIcon /> },
] as const;

/** The navigation of the default layout; on a phone the links become icons. */
export function TopNavLinks({ compact }: { compact: boolean }) {
  const translate = useTranslate();
  return (
    <nav style={{ display: 'flex' }}>
      {LINKS.map(({ to, label, icon }) =>
        compact ? (
          <IconButton key={to} component={NavLink} to={to} color="inherit" aria-label={translate(label)}>
            {icon}
          </IconButton>
        ) : (
          <Button
            key={to}
            component={NavLink}
            to={to}
            color="inherit"
            startIcon={icon}
            sx={{ textTransform: 'none', '&.active': { bgcolor: 'rgba(255, 255, 255, 0.16)' } }}
          >
            {translate(label)}
          </Button>
        ),
      )}
    </nav>
  );
}
