import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';

/** Public routes render outside react-admin's layout, so they bring their own Suspense for lazy pages. */
export const Public = ({ children }: { children: ReactNode }) => <Suspense fallback={<Loading />}>{children}</Suspense>;
