import type { ReactNode } from 'react';
import { useCreatePath, useResourceContext } from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';

/**
 * `/<resource>?id=N` opens record N: the links of the notifications (docs/product.md) point there.
 * Anything else renders the list.
 */
export function OpenById({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  const id = params.get('id');
  if (resource && id && /^\d+$/.test(id)) {
    return <Navigate replace to={createPath({ resource, id, type: 'show' })} />;
  }
  return children;
}
