import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import DeleteIcon from '@mui/icons-material/Delete';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { companyLogoUrl } from '../../layout/companyLogo';
import { PageSection } from '../../layout/PageSection';
import { preparePhoto } from '../../records/photoFile';
import { useCompanyChange } from './useCompany';

const PREVIEW_SIZE = 96;

/** The logo the top bar shows every member, in place of the app's mark. */
export function CompanyLogoSection({ company }: { company: CompanyRecord }) {
  const translate = useTranslate();
  const notify = useNotify();
  const picker = useRef<HTMLInputElement>(null);
  const upload = useCompanyChange((dataProvider, file: File) => dataProvider.uploadCompanyLogo(file), { saved: 'app.company.logo.uploaded', failed: 'app.company.save_failed' });
  const remove = useCompanyChange((dataProvider) => dataProvider.removeCompanyLogo(), { saved: 'app.company.logo.removed', failed: 'app.company.save_failed' });
  const busy = upload.isPending || remove.isPending;

  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    void preparePhoto(file).then((prepared) => {
      if ('problem' in prepared) notify(prepared.problem, { type: 'warning' });
      else upload.mutate(prepared.file);
    });
  };

  return (
    <PageSection title="app.company.logo.title" intro="app.company.logo.intro">
      {company.logo ? (
        <Box
          component="img"
          src={companyLogoUrl(company.logo)}
          alt={translate('app.company.logo.alt', { name: company.name })}
          sx={{ width: PREVIEW_SIZE, height: PREVIEW_SIZE, objectFit: 'contain', borderRadius: 2, border: 1, borderColor: 'divider', mb: 2 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.company.logo.none')}
        </Typography>
      )}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {/* A real button opens the hidden file input, so Enter and Space work as a tap does. */}
        <Button variant="outlined" startIcon={<AddPhotoAlternateIcon />} disabled={busy} onClick={() => picker.current?.click()}>
          {translate(company.logo ? 'app.company.logo.replace' : 'app.company.logo.upload')}
        </Button>
        {company.logo ? (
          <Button color="error" startIcon={<DeleteIcon />} disabled={busy} onClick={() => remove.mutate(undefined)}>
            {translate('app.company.logo.remove')}
          </Button>
        ) : null}
      </Stack>
      <input ref={picker} hidden type="file" accept="image/*" onChange={picked} aria-label={translate('app.company.logo.upload')} />
    </PageSection>
  );
}
