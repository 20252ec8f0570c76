/**
 * Offers a text as a file download (the exported sheet, the saved record),
 * through a temporary object URL.
 *
 * @param name The file name, e.g. `exhaust-system.csv`.
 * @param text The file's content.
 * @param type Its media type, e.g. `text/csv`.
 */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: `${type};charset=utf-8` }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has started the download.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
