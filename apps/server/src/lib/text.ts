/** Text safe inside an HTML (or XML) attribute or element. */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** `%` and `_` typed by a person are letters, not wildcards: `%text%` for LIKE/ILIKE. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** A URL fit for the log: the value of a `token` parameter (a live password-reset link) is hidden. */
export function urlForLog(url: string): string {
  // Most URLs have no query string at all: no regex for them (it runs on every request's log line).
  return url.includes('?') ? url.replace(/([?&]token=)[^&#]*/gi, '$1[hidden]') : url;
}
