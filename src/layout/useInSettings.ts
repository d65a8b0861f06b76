import { useLocation } from 'react-router-dom';

/** Every /setting/* page uses the setting layout (docs/product.md). */
const isSettingPath = (pathname: string) => pathname === '/setting' || pathname.startsWith('/setting/');

export const useInSettings = (): boolean => isSettingPath(useLocation().pathname);
