/** The query parameter of /register that fills in the company code (the QR of Pengaturan Instansi). */
export const COMPANY_CODE_PARAMETER = 'kode';

/** The registration page with a company's code filled in. */
export const registrationLink = (origin: string, code: string) => `${origin}/register?${COMPANY_CODE_PARAMETER}=${encodeURIComponent(code)}`;
