import { Stack } from '@mui/material';
import type { ComponentType } from 'react';
import { useListContext, useRecordContext } from 'react-admin';
import { ApproveButton, type DecisionButtonProps } from './ApproveButton';
import { RejectButton } from './RejectButton';

export type ApproveComponent = ComponentType<DecisionButtonProps>;

/** 'Setujui' and 'Tolak' for the row's request. */
export function RowDecisionButtons({ approve: Approve }: { approve: ApproveComponent }) {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Stack direction="row" spacing={1}>
      <Approve ids={[record.id]} />
      <RejectButton ids={[record.id]} />
    </Stack>
  );
}

/** 'Setujui' and 'Tolak' for the whole selection, decided in one request. */
export function BulkDecisionButtons() {
  const { selectedIds } = useListContext();
  return (
    <>
      <ApproveButton ids={selectedIds} />
      <RejectButton ids={selectedIds} />
    </>
  );
}
