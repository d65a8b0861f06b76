/** Where the company's logo is served (Pengaturan Instansi): the top bar's mark and the settings page's preview. */
export const companyLogoUrl = (logo: string) => `/files/company/${encodeURIComponent(logo)}`;
