import CalculateIcon from '@mui/icons-material/Calculate';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { Prospect } from '../../../domain/records';
import { CreditSimulationDialog } from './CreditSimulationDialog';

/** On a prospect's page: opens Simulasi Kredit. */
export function CreditSimulationButton() {
  const record = useRecordContext<Prospect>();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  if (!record) return null;
  return (
    <>
      <Button startIcon={<CalculateIcon />} onClick={() => setOpen(true)}>
        {translate('app.leasing.simulation.open')}
      </Button>
      {open ? <CreditSimulationDialog prospect={record} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
