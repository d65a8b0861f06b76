/** The Firebase web app's public configuration, as the app and its service worker initialise it. */
type FirebaseWebConfig = {
  apiKey: string;
  projectId: string;
  messagingSenderId: string;
  appId: string;
};

export type PushConfig = { firebase: FirebaseWebConfig; vapidKey: string };

/** Browser push is on only when every VITE_FIREBASE_* variable is set; read at call time. */
export function pushConfig(): PushConfig | undefined {
  const {
    VITE_FIREBASE_API_KEY: apiKey,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_MESSAGING_SENDER_ID: messagingSenderId,
    VITE_FIREBASE_APP_ID: appId,
    VITE_FIREBASE_VAPID_KEY: vapidKey,
  } = import.meta.env;
  if (!apiKey || !projectId || !messagingSenderId || !appId || !vapidKey) return undefined;
  return { firebase: { apiKey, projectId, messagingSenderId, appId }, vapidKey };
}
