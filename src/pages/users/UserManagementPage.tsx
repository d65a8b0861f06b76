import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { settingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { NotFoundPage } from '../../layout/NotFoundPage';

/** A Kelola Pengguna page: shown to roles with user_management, the menu's rule (the server refuses everyone else too). */
export function UserManagementPage({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  if (!settingMenu(subject).kelolaPengguna) return <NotFoundPage />;
  return (
    <Box sx={{ width: '100%', minWidth: 0, pb: 4 }}>
      <Title title={title} />
      {/* The top bar hides the page title on phones. */}
      <Typography variant="h6" component="h1" sx={{ display: { md: 'none' }, mt: 2 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
}
