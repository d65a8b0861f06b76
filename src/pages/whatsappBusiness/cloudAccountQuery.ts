/** The cache key of the company's business number (Pengaturan WhatsApp, the template page, the broadcast composer). */
export const CLOUD_ACCOUNT_QUERY = ['wa-cloud-account'] as const;
