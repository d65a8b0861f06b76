import { Grid, MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IMPORT_FIELDS, type ImportField, type ImportMapping } from '../../../domain/imports';

const IGNORE = '';

/** A select per file column, the guess preselected; a field taken by another column is not offered twice. */
export function MappingFields({ headers, mapping, onChange }: { headers: string[]; mapping: ImportMapping; onChange: (mapping: ImportMapping) => void }) {
  const translate = useTranslate();
  return (
    <Grid container spacing={2}>
      {headers.map((header, index) => {
        const current = mapping[index] ?? null;
        const takenElsewhere = new Set(mapping.filter((field, other) => field && other !== index));
        return (
          <Grid key={`${index}-${header}`} size={{ xs: 12, sm: 6, md: 4 }}>
            <TextField
              select
              fullWidth
              size="small"
              id={`import-column-${index}`}
              label={translate('app.import.column_label', { header: header || index + 1 })}
              value={current ?? IGNORE}
              // 'Abaikan kolom' is a choice to read, not an empty field.
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              onChange={(event) => {
                const next = [...mapping];
                next[index] = event.target.value === IGNORE ? null : (event.target.value as ImportField);
                onChange(next);
              }}
            >
              <MenuItem value={IGNORE}>{translate('app.import.ignore')}</MenuItem>
              {IMPORT_FIELDS.filter((field) => field === current || !takenElsewhere.has(field)).map((field) => (
                <MenuItem key={field} value={field}>
                  {translate(`app.import.fields.${field}`)}
                </MenuItem>
              ))}
            </TextField>
          </Grid>
        );
      })}
    </Grid>
  );
}
