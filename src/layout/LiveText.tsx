import { Box } from '@mui/material';

/**
 * Out of sight, read by screen readers: where something the eye sees another way is said. The
 * sizes are strings: in MUI's sx a bare 1 means 100 %, which made a hidden text as wide as its
 * box and the page scroll sideways on a phone.
 */
export const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A polite live region (role="status"), present from the first render so that a screen reader
 * announces each new text once the user is idle, without interrupting (docs/accessibility.md).
 */
export function LiveText({ text }: { text: string }) {
  return (
    <Box role="status" sx={SCREEN_READER_ONLY}>
      {text}
    </Box>
  );
}
