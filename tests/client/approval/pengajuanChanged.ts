import { onTestFinished, vi } from 'vitest';

/** Listens, for the current test, to the event that refreshes the setting menu's count chips. */
export function listenForPengajuanChanged() {
  const listener = vi.fn();
  window.addEventListener('sf:pengajuan-changed', listener);
  onTestFinished(() => window.removeEventListener('sf:pengajuan-changed', listener));
  return listener;
}
