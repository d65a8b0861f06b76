import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import { Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { Button, Confirm, useListContext, useNotify, useTranslate, useUpdateMany } from 'react-admin';
import { labelOf, PROSPECT_STATUS_CHOICES } from '../../records/choices';
import { messageOf } from '../../records/errors';

/** Moves the selected prospects to one status: one request, one transaction, after a confirmation. */
export function BulkStatusButton() {
  const { selectedIds, onUnselectItems } = useListContext();
  const translate = useTranslate();
  const notify = useNotify();
  const [updateMany, { isPending }] = useUpdateMany();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const count = selectedIds.length;

  const apply = () =>
    updateMany(
      'prospect',
      { ids: selectedIds, data: { status } },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.records.prospect.bulk_status_done', { type: 'success', messageArgs: { count } });
          onUnselectItems();
          setStatus(null);
        },
        onError: (error) => {
          notify(messageOf(error), { type: 'error' });
          setStatus(null);
        },
      },
    );

  return (
    <>
      <Button label="app.records.prospect.bulk_status" onClick={(event) => setAnchor(event.currentTarget)}>
        <SwapHorizIcon />
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PROSPECT_STATUS_CHOICES.map((c) => (
          <MenuItem
            key={c.id}
            onClick={() => {
              setStatus(c.id);
              setAnchor(null);
            }}
          >
            {translate(c.name)}
          </MenuItem>
        ))}
      </Menu>
      <Confirm
        isOpen={status !== null}
        loading={isPending}
        title="app.records.prospect.bulk_status_title"
        content="app.records.prospect.bulk_status_content"
        translateOptions={{ count, status: status ? translate(labelOf(PROSPECT_STATUS_CHOICES, status)) : '' }}
        onConfirm={apply}
        onClose={() => setStatus(null)}
      />
    </>
  );
}
