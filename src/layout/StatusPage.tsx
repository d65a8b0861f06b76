import { Box, Typography } from '@mui/material';
import { Link, Title, useTranslate } from 'react-admin';
import { PageTitleCopy } from './PageTitleCopy';

type StatusPageProps = { code: number; title: string; message: string };

/**
 * The body of the error pages of docs/product.md: a code, a title, a message and 'Back to page'.
 * The title also names the tab (layout/documentTitle.ts).
 */
export function StatusPage({ code, title, message }: StatusPageProps) {
  const translate = useTranslate();
  return (
    <Box
      component="section"
      sx={{
        minHeight: '60vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        p: 2,
      }}
    >
      <Title title={title} />
      <Typography variant="h2" component="p" color="primary" sx={{ fontWeight: 700 }}>
        {code}
      </Typography>
      <PageTitleCopy title={title} variant="h5" gutterBottom />
      <Typography variant="body1" color="text.secondary" sx={{ mb: 3, maxWidth: 480 }}>
        {translate(message)}
      </Typography>
      <Link to="/">{translate('app.error.back')}</Link>
    </Box>
  );
}
