import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';

/** A line of links under a public form, e.g. 'Belum punya akun? Daftar'. */
export function AuthLink({ to, label, prefix }: { to: string; label: string; prefix?: string }) {
  const translate = useTranslate();
  return (
    <Typography variant="body2" component="p">
      {prefix ? `${translate(prefix)} ` : null}
      <Link to={to}>{translate(label)}</Link>
    </Typography>
  );
}

export function AuthLinks({ children }: { children: ReactNode }) {
  return <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 1, textAlign: 'center' }}>{children}</Box>;
}

export const BackToLogin = () => (
  <AuthLinks>
    <AuthLink to="/login" label="app.auth.back_to_login" />
  </AuthLinks>
);
