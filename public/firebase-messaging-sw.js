/*
 * Firebase Cloud Messaging's service worker: shows the pushes that arrive while no page of the
 * app is visible (a visible page already gets them through its live stream, and Firebase leaves
 * them to it). Its configuration comes in the query string of its registration URL
 * (src/push/firebaseToken.ts), since a worker cannot read the build's environment. The two
 * Firebase scripts are served from this origin by the build (vite.config.ts).
 */
self.importScripts('/firebase/firebase-app-compat.js', '/firebase/firebase-messaging-compat.js');

self.firebase.initializeApp(Object.fromEntries(new URL(self.location.href).searchParams));
self.firebase.messaging();
