/// <reference types="vite/client" />

/** The package version, injected at build time; shown in the user menu and compared with the server's. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  readonly VITE_APP_KEY?: string;
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_COMPANY_NAME?: string;
}
