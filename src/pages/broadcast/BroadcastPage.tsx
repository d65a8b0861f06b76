import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { GuideLink } from '../../layout/GuideLink';
import { SettingPage } from '../../layout/setting/SettingPage';
import { Broadcasts } from '../messageHistory/BroadcastLogPage';

export const BROADCAST_ROUTE = '/setting/broadcast';

/** /setting/broadcast (Pesan Siaran): one's broadcasts with their progress, steered from the list, and a new one. */
export default function BroadcastPage() {
  const translate = useTranslate();
  return (
    <SettingPage show="pesanSiaran" title="app.setting_menu.pesan_siaran">
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', gap: 1, mt: 2 }}>
        <GuideLink topic="pesan-siaran" />
        <Button component={Link} to={`${BROADCAST_ROUTE}/create`} variant="contained" startIcon={<AddIcon />}>
          {translate('app.broadcast.new')}
        </Button>
      </Box>
      <Broadcasts base={BROADCAST_ROUTE} own />
    </SettingPage>
  );
}
