import type { FastifyBaseLogger } from 'fastify';

export type PushMessage = { token: string; title: string; body: string; data: Record<string, string> };

/** 'invalid-token': the device is gone; its token should be forgotten. */
export type PushResult = 'sent' | 'invalid-token';

/** Sends one browser push; Firebase Cloud Messaging in production, a recorder in tests. */
export type PushTransport = { send(message: PushMessage): Promise<PushResult> };

const GONE_TOKEN_CODES = new Set(['messaging/registration-token-not-registered', 'messaging/invalid-registration-token']);

/**
 * Firebase Cloud Messaging through firebase-admin, loaded only when a service account is set.
 * FIREBASE_SERVICE_ACCOUNT holds the account's JSON itself.
 */
export function createFirebaseTransport(serviceAccountJson: string, log: FastifyBaseLogger): PushTransport {
  const messaging = (async () => {
    const { cert, initializeApp } = await import('firebase-admin/app');
    const { getMessaging } = await import('firebase-admin/messaging');
    const app = initializeApp({ credential: cert(JSON.parse(serviceAccountJson) as object) }, 'salesforce-push');
    return getMessaging(app);
  })();
  messaging.catch((error: unknown) => log.error({ err: error }, 'Firebase push could not start'));
  return {
    async send({ token, title, body, data }) {
      try {
        await (await messaging).send({ token, notification: { title, body }, data, webpush: { fcmOptions: { link: data.link } } });
        return 'sent';
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code && GONE_TOKEN_CODES.has(code)) return 'invalid-token';
        throw error;
      }
    },
  };
}
