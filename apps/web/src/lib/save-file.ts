/**
 * Hands a fetched file to the browser to save. API files need the session's bearer token, which a
 * plain link cannot send, so they are fetched first and offered from memory.
 */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  window.document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the address is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
