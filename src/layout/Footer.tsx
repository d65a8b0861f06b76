import { Box, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

/** docs/product.md: the current year and the company name (left out while the server does not answer it). */
export function Footer() {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const company = typeof identity?.company_name === 'string' ? identity.company_name : '';
  return (
    <Box component="footer" sx={{ mt: 'auto', py: 2, textAlign: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {translate('app.footer.copyright', { year: new Date().getFullYear(), company }).trim()}
      </Typography>
    </Box>
  );
}
