import { Box, Chip, TextField, Typography } from '@mui/material';
import { useRef } from 'react';
import { FieldTitle, InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import { TEMPLATE_PLACEHOLDERS } from '../../../domain/whatsappTemplate';
import { insertAt } from './templateBody';

type Props = { validate: Validator[] };

/** The template's text, with a button per placeholder that inserts it where the cursor is. */
export function TemplateBodyInput({ validate }: Props) {
  const translate = useTranslate();
  const ref = useRef<HTMLTextAreaElement>(null);
  const { id, field, fieldState, isRequired } = useInput({ source: 'body', validate });
  const error = fieldState.invalid ? fieldState.error?.message : undefined;
  const value = typeof field.value === 'string' ? field.value : '';

  const insert = (placeholder: string) => {
    const area = ref.current;
    const { text, cursor } = insertAt(value, `{${placeholder}}`, area?.selectionStart ?? value.length, area?.selectionEnd ?? value.length);
    field.onChange(text);
    // After React has written the new text: the cursor goes right after what was inserted.
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(cursor, cursor);
    });
  };

  return (
    <Box sx={{ width: '100%' }}>
      <TextField
        id={id}
        {...field}
        value={value}
        inputRef={ref}
        label={<FieldTitle source="body" resource="setting/template" isRequired={isRequired} />}
        multiline
        minRows={5}
        fullWidth
        error={Boolean(error)}
        helperText={<InputHelperText error={error} helperText="app.template.body_help" />}
      />
      <Typography variant="body2" sx={{ mt: 1, mb: 0.5 }} id={`${id}-chips`}>
        {translate('app.template.placeholders')}
      </Typography>
      <Box role="group" aria-labelledby={`${id}-chips`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {TEMPLATE_PLACEHOLDERS.map((placeholder) => (
          <Chip
            key={placeholder}
            label={`{${placeholder}}`}
            onClick={() => insert(placeholder)}
            aria-label={translate('app.template.insert', { placeholder: `{${placeholder}}` })}
            variant="outlined"
            size="small"
          />
        ))}
      </Box>
    </Box>
  );
}
