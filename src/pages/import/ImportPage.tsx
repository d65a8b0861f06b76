import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import { useState } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { settingMenu } from '../../../domain/permissions';
import type { ImportBatch } from '../../../domain/records';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { NotFoundPage } from '../../layout/NotFoundPage';
import { TitleWithGuide } from '../../layout/GuideLink';
import { ImportProgress } from './ImportProgress';
import { ImportResult } from './ImportResult';
import { RecentImports } from './RecentImports';
import { SetupStep } from './SetupStep';
import { UploadStep } from './UploadStep';
import { useImportBatch, useImportBatches, useRefreshImports } from './useImports';

function BatchStep({ id }: { id: number }) {
  const { data: batch } = useImportBatch(id);
  if (!batch) return <Loading />;
  if (batch.status === 'queued' || batch.status === 'running') return <ImportProgress batch={batch} />;
  if (batch.status === 'completed' || batch.status === 'undone') return <ImportResult batch={batch} />;
  // A new id per attempt's end, so that the settings start again from what the server holds.
  return <SetupStep key={`${batch.id}-${batch.status}`} batch={batch} />;
}

/**
 * /setting/Import: upload, map, preview, run, follow and undo (docs/product.md, Import Data). The
 * page opens on the company's latest batch, so a running import's progress is there after a reload.
 */
export default function ImportPage() {
  const translate = useTranslate();
  const subject = useAccessSubject();
  const batches = useImportBatches();
  const refresh = useRefreshImports();
  /** The batch shown; undefined until the user picks one (the latest), null for a new upload. */
  const [chosen, setChosen] = useState<number | null>();
  if (!subject || batches.isPending) return <Loading />;
  // The menu hides the page from roles without the import right; the server refuses their calls.
  if (!settingMenu(subject).importData) return <NotFoundPage />;
  const current = chosen === undefined ? (batches.data?.[0]?.id ?? null) : chosen;
  const uploaded = (batch: ImportBatch) => {
    setChosen(batch.id);
    return refresh(batch);
  };
  return (
    <Stack spacing={2} sx={{ my: 2 }}>
      <Title title="app.import.title" />
      <TitleWithGuide title="app.import.title" topic="import-data" />
      <Card>
        <CardContent>
          {current === null ? (
            <UploadStep onUploaded={uploaded} />
          ) : (
            <Stack spacing={2}>
              <BatchStep id={current} />
              <Box>
                <Button variant="outlined" onClick={() => setChosen(null)}>
                  {translate('app.import.new_import')}
                </Button>
              </Box>
            </Stack>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardContent>
          <RecentImports batches={batches.data ?? []} onOpen={setChosen} />
        </CardContent>
      </Card>
    </Stack>
  );
}
