import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import tarStream, { type Header } from 'tar-stream';

/** What is used of an entry's body as tar-stream hands it over (a streamx readable). */
interface Source {
  /** Its chunks are Uint8Arrays; streamx types them unknown. */
  on(event: 'data', listener: (chunk: unknown) => void): unknown;
  once(event: 'end', listener: () => void): unknown;
  once(event: 'error', listener: (error: unknown) => void): unknown;
  resume(): unknown;
  destroy(error?: Error): unknown;
}

/**
 * Unpacks a tarball of a database folder (PGlite's `dumpDataDir('none')`) into `folder`, streaming it
 * from disk with the operating system's own file calls, each file and folder with the permissions
 * the tarball gives it (none for other users). PGlite's `loadDataDir` unpacked it through its
 * emulated file system, in memory, which cost a second and ~110 MB of a first start's peak
 * (decision 077). Rejects, having written nothing outside `folder`, on a name that leads out of it,
 * an entry that is neither a file nor a folder, or any file-system error.
 */
export async function unpackDataFolder(tarball: string, folder: string): Promise<void> {
  const root = path.resolve(folder);
  fs.mkdirSync(root, { recursive: true, mode: 0o700 });
  const extract = tarStream.extract();
  extract.on('entry', (header, body, next) => {
    // The entry's errors end the pipeline below; none escapes to the process.
    writeEntry(root, header, body).then(
      () => next(),
      (error: unknown) => extract.destroy(asError(error)),
    );
  });
  await pipeline(fs.createReadStream(tarball), extract);
}

const asError = (value: unknown): Error => (value instanceof Error ? value : new Error(String(value)));

async function writeEntry(root: string, header: Header, body: Source): Promise<void> {
  const target = path.resolve(root, `./${header.name}`);
  const refusal =
    target !== root && !target.startsWith(root + path.sep)
      ? `names a file outside its folder: ${header.name}`
      : header.type !== 'file' && header.type !== 'directory'
        ? `holds a ${header.type} entry: ${header.name}`
        : undefined;
  const permissions = header.mode & 0o777;
  if (refusal || header.type === 'directory') {
    // Read to its end first, so that the entry is over when the pipeline is stopped.
    await drained(body);
    if (refusal) throw new Error(`The database template ${refusal}`);
    fs.mkdirSync(target, { recursive: true, mode: permissions });
    return;
  }
  fs.mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
  await written(body, target, permissions);
}

function drained(body: Source): Promise<void> {
  return new Promise((resolve, reject) => {
    body.once('end', () => resolve());
    body.once('error', reject);
    body.resume();
  });
}

/** The body written to `target` as it streams in: the 16 MB write-ahead log never sits whole in memory. */
function written(body: Source, target: string, permissions: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let file: number;
    try {
      file = fs.openSync(target, 'w', permissions);
    } catch (error) {
      reject(asError(error));
      return;
    }
    const settle = (error?: unknown) => {
      try {
        fs.closeSync(file);
      } catch (closing) {
        error ??= closing;
      }
      if (error) reject(asError(error));
      else resolve();
    };
    body.on('data', (chunk) => {
      try {
        fs.writeSync(file, chunk as Uint8Array);
      } catch (error) {
        body.destroy(error as Error);
      }
    });
    body.once('error', settle);
    body.once('end', () => settle());
  });
}
