import type { ReactNode } from 'react';
import { useCreatePath, useResourceContext } from 'react-admin';
import { Navigate, Route, useParams, useSearchParams } from 'react-router-dom';

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

function ShowById() {
  const { id } = useParams();
  const resource = useResourceContext();
  const createPath = useCreatePath();
  return <Navigate replace to={createPath({ resource, id, type: 'show' })} />;
}

/**
 * For a resource without an edit page: `/<resource>/N` opens record N's page instead of the list,
 * which react-admin's catch-all list route would otherwise show (docs/product.md, Routes).
 * `/<resource>/create` still ranks above it.
 */
export const SHOW_BY_ID_ROUTE = <Route path=":id" element={<ShowById />} />;
