import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyRecord } from '../../../domain/schemas/company';
import { companyLogoUrl } from '../../layout/companyLogo';
import { PageSection } from '../../layout/PageSection';
import { ImageUploadButtons } from '../../records/ImageUploadButtons';
import { useCompanyChange } from './useCompany';

const PREVIEW_SIZE = 96;
const LABELS = { upload: 'app.company.logo.upload', replace: 'app.company.logo.replace', remove: 'app.company.logo.remove' };

/** The logo the top bar shows every member, in place of the app's mark. */
export function CompanyLogoSection({ company }: { company: CompanyRecord }) {
  const translate = useTranslate();
  const upload = useCompanyChange((dataProvider, file: File) => dataProvider.uploadCompanyLogo(file), { saved: 'app.company.logo.uploaded', failed: 'app.company.save_failed' });
  const remove = useCompanyChange((dataProvider) => dataProvider.removeCompanyLogo(), { saved: 'app.company.logo.removed', failed: 'app.company.save_failed' });
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
      <ImageUploadButtons
        hasImage={company.logo !== null}
        busy={upload.isPending || remove.isPending}
        labels={LABELS}
        uploadIcon={<AddPhotoAlternateIcon />}
        onPicked={(file) => upload.mutate(file)}
        onRemove={() => remove.mutate(undefined)}
      />
    </PageSection>
  );
}
