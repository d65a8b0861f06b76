import DriveFileMoveIcon from '@mui/icons-material/DriveFileMove';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PROSPECT_STATUS_CHOICES } from '../../records/choices';
import type { Prospect } from '../../../domain/records';
import type { ProspectStatus } from '../../../domain/vocabularies';

type CardMoveMenuProps = { record: Prospect; disabled: boolean; onMove: (record: Prospect, status: ProspectStatus) => void };

/** Moving without dragging: a menu of the other columns (phones, and anyone who prefers it). */
export function CardMoveMenu({ record, disabled, onMove }: CardMoveMenuProps) {
  const translate = useTranslate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        size="small"
        aria-label={translate('app.records.board.move_menu', { name: record.name })}
        aria-haspopup="menu"
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <DriveFileMoveIcon fontSize="small" />
      </IconButton>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {PROSPECT_STATUS_CHOICES.filter((choice) => choice.id !== record.status).map((choice) => (
          <MenuItem
            key={choice.id}
            onClick={() => {
              setAnchor(null);
              onMove(record, choice.id as ProspectStatus);
            }}
          >
            {translate('app.records.board.move_to', { status: translate(choice.name) })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
