import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useNewBuild } from '../version/useNewBuild';

/** docs/product.md: hidden until the server serves a newer build; clicking it loads that build. */
export function VersionBanner() {
  const translate = useTranslate();
  const { newBuild, dismiss, load } = useNewBuild();
  if (!newBuild) return null;
  return (
    <Alert
      role="status"
      severity="info"
      sx={{ mt: 1, alignItems: 'center' }}
      action={
        <IconButton aria-label={translate('ra.action.close')} color="inherit" size="small" onClick={dismiss}>
          <CloseIcon fontSize="small" />
        </IconButton>
      }
    >
      <Button color="inherit" size="small" onClick={load} sx={{ textTransform: 'none' }}>
        {translate('app.version.update')}
      </Button>
    </Alert>
  );
}
