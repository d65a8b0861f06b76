import { Box, Chip } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { labelOf, type ChipColor, type Choice } from './choices';

type ChoiceChipProps = {
  code: string;
  choices: readonly Choice[];
  colors: Record<string, ChipColor>;
};

/** A status code as a coloured chip with its Indonesian label; an unknown code shows as it is. */
function ChoiceChip({ code, choices, colors }: ChoiceChipProps) {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={colors[code] ?? 'default'}
      label={translate(labelOf(choices, code), { _: code })}
      variant={code === 'pending' ? 'outlined' : 'filled'}
      // In a column of fields (Labeled) a chip keeps its own width.
      sx={{ alignSelf: 'flex-start' }}
    />
  );
}

type StatusChipProps = Omit<ChoiceChipProps, 'code'> & {
  source?: string;
  /** DataTable and Labeled read a field's label from its props. */
  label?: string;
};

/** The field version: the status of the record in context. */
export function StatusChip({ source = 'status', ...props }: StatusChipProps) {
  const record = useRecordContext();
  const code = record?.[source];
  return typeof code === 'string' ? <ChoiceChip code={code} choices={props.choices} colors={props.colors} /> : null;
}

/** A chip beside a phone list row's name (SimpleList's tertiaryText), kept apart from it. */
export const BesideName = ({ children }: { children: ReactNode }) => (
  <Box component="span" sx={{ ml: 1 }}>
    {children}
  </Box>
);
