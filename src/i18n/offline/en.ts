/** English texts of working without signal (app.offline.*); the same keys as id.ts. */
export const offlineEnglish = {
  offline: {
    notice: 'No signal. What you see was last saved on this device; it refreshes when the signal returns.',
  },
};
