import { Box, Link, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { SCREEN_READER_ONLY } from '../../layout/LiveText';

/** One cell: its text, and the list of the records it counts when there is one. */
export type Cell = { text: string; to?: string };
export type FigureRow = { key: string; label: string; cells: Cell[] };


type FigureTableProps = { caption: string; columns: string[]; rows: FigureRow[] };

/** The chart's numbers as a table: readable by screen readers, each number a link to its records. */
export function FigureTable({ caption, columns, rows }: FigureTableProps) {
  return (
    // A phone's width is too narrow for every column: the table scrolls inside its card, never the page.
    // The box takes the focus so the keyboard can scroll it too, where no link inside would.
    <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="group" aria-label={caption}>
      <Table size="small">
        {/* Read by screen readers, not shown: the card's heading already names the table on screen. */}
        <Box component="caption" sx={SCREEN_READER_ONLY}>
          {caption}
        </Box>
        <TableHead>
          <TableRow>
            {columns.map((column, index) => (
              <TableCell key={column} align={index === 0 ? 'left' : 'right'}>
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {row.label}
              </TableCell>
              {row.cells.map((cell, index) => (
                <TableCell key={columns[index + 1]} align="right">
                  {cell.to ? (
                    <Link component={RouterLink} to={cell.to}>
                      {cell.text}
                    </Link>
                  ) : (
                    cell.text
                  )}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
