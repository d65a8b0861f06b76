/** Texts of working without signal (app.offline.*), merged into `app` of ../id.ts. en.ts gives the same keys. */
export const offlineIndonesian = {
  offline: {
    notice: 'Tanpa sinyal. Yang tampil adalah data terakhir yang tersimpan di perangkat ini; data diperbarui saat sinyal kembali.',
  },
};
