import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import LinkIcon from '@mui/icons-material/Link';
import { Box, Button, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { PageSection } from '../../layout/PageSection';
import { registrationLink } from '../auth/registrationLink';
import { useCompanyChange } from './useCompany';

const QR_SIZE = 160;

/**
 * The code new staff register with ('Minta kode perusahaan kepada administrator'), to copy or to
 * scan: the QR opens /register with the code filled in. A new code asks first, since the old one
 * stops at once.
 */
export function CompanyCodeSection({ company }: { company: CompanyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const regenerate = useCompanyChange((dataProvider) => dataProvider.regenerateCompanyCode(), {
    saved: 'app.company.code.regenerated',
    failed: 'app.company.save_failed',
  });
  const code = company.code ?? '';
  const link = registrationLink(window.location.origin, code);
  const copy = (text: string, copied: string) =>
    navigator.clipboard.writeText(text).then(
      () => notify(copied, { type: 'success' }),
      () => notify('app.company.code.copy_failed', { type: 'warning', messageArgs: { text } }),
    );

  return (
    <PageSection title="app.company.code.title" intro="app.company.code.intro">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ bgcolor: '#fff', p: 1, alignSelf: 'flex-start', lineHeight: 0 }}>
          <QRCodeSVG value={link} size={QR_SIZE} role="img" aria-label={translate('app.company.code.qr', { code })} />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="p" sx={{ fontFamily: 'monospace', fontSize: '2rem', letterSpacing: '0.2em' }}>
            {code}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere', mb: 1 }}>
            {link}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy(code, 'app.company.code.copied')}>
              {translate('app.company.code.copy')}
            </Button>
            <Button variant="outlined" startIcon={<LinkIcon />} onClick={() => void copy(link, 'app.company.code.link_copied')}>
              {translate('app.company.code.copy_link')}
            </Button>
            <Button color="warning" startIcon={<AutorenewIcon />} disabled={regenerate.isPending} onClick={() => setConfirming(true)}>
              {translate('app.company.code.regenerate')}
            </Button>
          </Stack>
        </Box>
      </Stack>
      <Confirm
        isOpen={confirming}
        loading={regenerate.isPending}
        title="app.company.code.confirm_title"
        content="app.company.code.confirm_content"
        translateOptions={{ code }}
        confirm="app.company.code.regenerate"
        onConfirm={() => {
          setConfirming(false);
          regenerate.mutate(undefined);
        }}
        onClose={() => setConfirming(false)}
      />
    </PageSection>
  );
}
