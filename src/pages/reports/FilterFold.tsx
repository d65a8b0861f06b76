import FilterListIcon from '@mui/icons-material/FilterList';
import { Box, Button, Collapse, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/**
 * On a phone the report's filters fold under a 'Filter' button, so that the figures start on the
 * first screen; on a wider screen they are always shown.
 */
export function FilterFold({ children }: { children: ReactNode }) {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const foldId = useId();
  if (!phone) return children;
  return (
    <Box>
      <Button startIcon={<FilterListIcon />} aria-expanded={open} aria-controls={foldId} onClick={() => setOpen(!open)}>
        {translate('app.reports.filters')}
      </Button>
      <Collapse in={open} id={foldId} sx={{ pt: open ? 1 : 0 }}>
        {children}
      </Collapse>
    </Box>
  );
}
