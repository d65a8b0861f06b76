import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useDocumentTitle } from '../../layout/documentTitle';
import { BLUE_GREEN_GRADIENT } from './backgrounds';

type AuthShellProps = {
  /** Translation keys of the page title and of the line under it. */
  title: string;
  subtitle?: string;
  subtitleArgs?: Record<string, unknown>;
  children: ReactNode;
  background?: string;
  maxWidth?: number;
};

/** The frame of every public page: a gradient background and a card that fits a 360 px phone. */
export function AuthShell({
  title,
  subtitle,
  subtitleArgs,
  children,
  background = BLUE_GREEN_GRADIENT,
  maxWidth = 440,
}: AuthShellProps) {
  const translate = useTranslate();
  useDocumentTitle(translate(title));
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background,
        p: { xs: 1.5, sm: 3 },
      }}
    >
      <Card sx={{ width: '100%', maxWidth }}>
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          <Typography variant="overline" color="primary" component="p">
            {translate('app.title')}
          </Typography>
          <Typography variant="h5" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {subtitle ? (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate(subtitle, subtitleArgs)}
            </Typography>
          ) : null}
          {children}
        </CardContent>
      </Card>
    </Box>
  );
}
