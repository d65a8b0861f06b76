import { LinearProgress, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { LoadFailure } from '../../layout/LoadFailure';
import { PageSection } from '../../layout/PageSection';
import { SettingPage } from '../../layout/setting/SettingPage';
import { FollowUpApprovalRule } from '../approval/FollowUpApprovalRule';
import { CompanyCodeSection } from './CompanyCodeSection';
import { CompanyLogoSection } from './CompanyLogoSection';
import { CompanyProfileSection } from './CompanyProfileSection';
import { DiscountLimitSection } from './DiscountLimitSection';
import { useCompany } from './useCompany';
import { WorkTimeSection } from './WorkTimeSection';

/**
 * /setting/instansi: the dealer's own settings, for the Administrator (docs/product.md). One column
 * of cards, phone first; on a wide screen the column keeps a readable width.
 */
export default function CompanySettingsPage() {
  const translate = useTranslate();
  const company = useCompany();
  return (
    <SettingPage show="pengaturanInstansi" title="app.company.title">
      <Stack spacing={2} sx={{ py: 2, width: '100%', maxWidth: 720, mx: 'auto' }}>
        {/* A retry after a failure shows the loading state again, not the old error. */}
        {company.isPending || (company.isError && company.isFetching) ? (
          <LinearProgress aria-label={translate('app.company.loading')} />
        ) : company.isError ? (
          <LoadFailure error={company.error} message="app.company.load_failed" onRetry={() => void company.refetch()} />
        ) : (
          <>
            <CompanyProfileSection company={company.data} />
            <CompanyLogoSection company={company.data} />
            <WorkTimeSection company={company.data} />
            <DiscountLimitSection company={company.data} />
            <CompanyCodeSection company={company.data} />
            <PageSection title="app.company.rules.title">
              <FollowUpApprovalRule />
            </PageSection>
          </>
        )}
      </Stack>
    </SettingPage>
  );
}
