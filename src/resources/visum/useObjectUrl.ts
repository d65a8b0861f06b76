import { useEffect, useMemo } from 'react';

/** An object URL showing a file or a fetched blob, revoked when the blob changes or the page goes. */
export function useObjectUrl(blob: Blob | null | undefined) {
  const url = useMemo(() => (blob ? URL.createObjectURL(blob) : null), [blob]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
