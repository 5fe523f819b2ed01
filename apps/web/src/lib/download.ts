/** Saves data as a JSON file through the browser's download, without leaving the page. */
export function downloadJson(fileName: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the object URL only has to outlive that.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
