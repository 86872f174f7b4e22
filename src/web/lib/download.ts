/** Hands `blob` to the browser as a download through a temporary object URL and <a download>. */
export function downloadBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; give it a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Saves `text` as a file (a CSV unless `type` says otherwise). */
export const downloadText = (text: string, fileName: string, type = 'text/csv;charset=utf-8') =>
  downloadBlob(new Blob([text], { type }), fileName);
