import fs from 'node:fs';
import path from 'node:path';

/**
 * The newest modification time under a file or folder (0 when absent), to tell whether a build is
 * older than its sources; tests do not end up in the build, so they do not count.
 */
export function newestChange(entry) {
  let stat;
  try {
    stat = fs.statSync(entry);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry, { withFileTypes: true })) {
    if (child.name === 'node_modules' || /\.test\.tsx?$/.test(child.name)) continue;
    latest = Math.max(latest, newestChange(path.join(entry, child.name)));
  }
  return latest;
}
