import { Button, Dialog, DialogActions, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { useLogout, useTranslate } from 'react-admin';

/**
 * docs/product.md: logging out is confirmed first. react-admin's logout asks the server to end the
 * session, clears every cookie, the stored user and the token, and goes to /login.
 */
export function LogoutDialog({ open, onCancel }: { open: boolean; onCancel: () => void }) {
  const translate = useTranslate();
  const logout = useLogout();
  const [leaving, setLeaving] = useState(false);
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="logout-dialog-title" maxWidth="xs" fullWidth>
      {/* 'Cancel' and 'Logout' are shown as the dealers know them (docs/product.md), not upper-cased. */}
      <DialogTitle id="logout-dialog-title">{translate('app.logout.question')}</DialogTitle>
      <DialogActions sx={{ '& .MuiButton-root': { textTransform: 'none' } }}>
        <Button onClick={onCancel} disabled={leaving}>
          {translate('app.logout.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={leaving}
          onClick={() => {
            setLeaving(true);
            void logout();
          }}
        >
          {translate('app.logout.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
