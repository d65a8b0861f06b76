/// <reference types="vite/client" />

/** The package version, injected at build time; shown in the user menu and compared with the server's. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** The provider API's origin; empty means the origin that served the app. */
  readonly VITE_API_URL?: string;
  /** The development server's origin, for the second client of SPEC.md §7. */
  readonly VITE_DEV_API_URL?: string;
  readonly VITE_APP_KEY?: string;
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_COMPANY_NAME?: string;
}
