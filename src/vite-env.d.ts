/// <reference types="vite/client" />

/** The package version, injected at build time; shown in the user menu. */
declare const __APP_VERSION__: string;

/**
 * The id of this build (its time), also written to dist/version.json: the app compares the two
 * to offer a newer build. Undefined where no build defines it: read it through src/version/build.ts.
 */
declare const __APP_BUILD__: string | undefined;

interface ImportMetaEnv {
  /** The provider API's origin; empty means the origin that served the app. */
  readonly VITE_API_URL?: string;
  readonly VITE_APP_KEY?: string;
  /** The external feedback form behind 'Beri Masukan'; the entry is hidden without it. */
  readonly VITE_FEEDBACK_URL?: string;
  readonly VITE_COMPANY_NAME?: string;
  /** Browser push (Firebase Cloud Messaging): on only when all five are set. */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_MESSAGING_SENDER_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_VAPID_KEY?: string;
}
