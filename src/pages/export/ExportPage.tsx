import { Card, CardContent, Typography } from '@mui/material';
import { Title, useNotify, useTranslate } from 'react-admin';
import { exportableKinds } from '../../../domain/exports';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { PageTitleCopy } from '../../layout/PageTitleCopy';
import { ExportForm } from './ExportForm';
import { RecentExports } from './RecentExports';
import { useRecentExports } from './useExports';

/** /setting/Export: start an export of the kinds the role may export, and follow and download the recent ones. */
export default function ExportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const subject = useAccessSubject();
  const kinds = subject ? exportableKinds(subject) : [];
  const recent = useRecentExports();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="app.export.title" />
      <CardContent>
        <PageTitleCopy title="app.export.title" gutterBottom />
        {!subject ? null : kinds.length ? (
          <>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {translate('app.export.intro')}
            </Typography>
            <ExportForm kinds={kinds} onStarted={() => notify('app.export.started', { type: 'info' })} />
          </>
        ) : (
          <Typography>{translate('app.export.none_allowed')}</Typography>
        )}
        <Typography component="h2" variant="subtitle1" fontWeight={600} sx={{ mt: 4, mb: 1 }}>
          {translate('app.export.recent')}
        </Typography>
        <RecentExports records={recent.data ?? []} />
      </CardContent>
    </Card>
  );
}
