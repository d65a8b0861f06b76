/**
 * The paths of an older second menu lead to the canonical routes (docs/product.md, Routes). /,
 * /prospect, /setting/group and /setting/permission are canonical already.
 */
export const MENU_REDIRECTS: Readonly<Record<string, string>> = {
  '/orders': '/order',
  '/import': '/setting/Import',
  '/export': '/setting/Export',
  '/assignment': '/setting/Assignment',
  '/setting/user': '/setting/users',
  '/studio': '/setting/template',
};
