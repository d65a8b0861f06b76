/**
 * SPEC.md §2, the second reading of the menu: its paths lead to the canonical routes. /,
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
