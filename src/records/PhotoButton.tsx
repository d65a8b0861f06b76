import { Button, type ButtonProps } from '@mui/material';
import { useRef, type ChangeEvent } from 'react';

type PhotoButtonProps = Pick<ButtonProps, 'size' | 'startIcon' | 'disabled'> & {
  /** The button's text. */
  label: string;
  /** The file input's name, where it says more than the button (which photo it takes). */
  inputLabel?: string;
  /** Opens the phone's rear camera rather than its gallery. */
  camera?: boolean;
  onPick: (file: File) => void;
};

/**
 * A button that picks one image. A real button that clicks its hidden file input, rather than a
 * label dressed as a button around it: Tab and Enter reach it, and it is announced as the button it
 * is (docs/accessibility.md).
 */
export function PhotoButton({ label, inputLabel = label, camera = false, onPick, ...button }: PhotoButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const picked = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared, so that picking the same file again is a change too.
    event.target.value = '';
    if (file) onPick(file);
  };
  return (
    <>
      <Button variant="outlined" {...button} onClick={() => input.current?.click()}>
        {label}
      </Button>
      <input ref={input} hidden type="file" accept="image/*" capture={camera ? 'environment' : undefined} aria-label={inputLabel} onChange={picked} />
    </>
  );
}
