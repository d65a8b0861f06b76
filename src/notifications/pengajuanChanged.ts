import type { PengajuanKind } from '../../domain/vocabularies';

/**
 * Fired when an approval queue may have changed: by the live stream, and by the approval screens
 * after a decision. The setting menu refreshes its count chips on it.
 */
const PENGAJUAN_CHANGED = 'sf:pengajuan-changed';

/** Without a kind, every queue may have changed. */
export function announcePengajuanChanged(kind?: PengajuanKind): void {
  window.dispatchEvent(new CustomEvent(PENGAJUAN_CHANGED, { detail: kind ? { kind } : undefined }));
}

export function onPengajuanChanged(listener: (kind?: PengajuanKind) => void): () => void {
  const handle = (event: Event) => {
    const detail = event instanceof CustomEvent ? (event.detail as { kind?: PengajuanKind } | null) : null;
    listener(detail?.kind);
  };
  window.addEventListener(PENGAJUAN_CHANGED, handle);
  return () => window.removeEventListener(PENGAJUAN_CHANGED, handle);
}
