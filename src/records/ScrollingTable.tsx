import { Table, TableContainer } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * A table that scrolls sideways on a phone instead of widening the page. The scrolling box takes
 * the keyboard's focus (arrow keys scroll it) and is a group named as the table is, so a person
 * without a mouse or sight can reach what is off to the side. A group, not a region: it is part of
 * its table, not a landmark of the page, and the section around a table is often named the same.
 */
export function ScrollingTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer tabIndex={0} role="group" aria-label={label} sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={label}>
        {children}
      </Table>
    </TableContainer>
  );
}
