/** Saves a blob as a file the browser downloads. */
export function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** A PDF handed to the phone's share sheet (WhatsApp among its targets), or saved where a browser cannot share files. */
export async function sharePdf(pdf: Blob, name: string) {
  const file = new File([pdf], name, { type: 'application/pdf' });
  if (navigator.canShare?.({ files: [file] })) {
    await navigator.share({ files: [file] }).catch(() => undefined);
  } else {
    saveFile(pdf, name);
  }
}
