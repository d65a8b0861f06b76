import { Box } from '@mui/material';

/** Out of sight, read by screen readers: where something the eye sees another way is said. */
export const SCREEN_READER_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
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
