/**
 * Downloads a file by following its link, as a click on a link would: the answer is an attachment,
 * so the page stays. The link carries its own short-lived token (docs/api.md, Export Data).
 */
export function startDownload(url: string) {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}
