import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sparePort } from './shop-process.js';

const run = promisify(execFile);

/** The folder holding initdb and pg_ctl of the installed PostgreSQL, or undefined when there is none. */
function postgresBinDir(): string | undefined {
  const candidates: string[] = [];
  try {
    candidates.push(
      execFileSync('pg_config', ['--bindir'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
  } catch {
    // No pg_config on PATH: look where Debian and Ubuntu install the server.
  }
  const debian = '/usr/lib/postgresql';
  if (fs.existsSync(debian)) {
    const versions = fs
      .readdirSync(debian)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => path.join(debian, version, 'bin')));
  }
  return candidates.find((dir) => ['initdb', 'pg_ctl'].every((tool) => fs.existsSync(path.join(dir, tool))));
}

/**
 * Why the tests that need a PostgreSQL server of their own cannot run here, or undefined when they can.
 * Under CI they must run: the caller fails instead of skipping.
 */
export function ownPostgresUnavailable(): string | undefined {
  return postgresBinDir()
    ? undefined
    : 'PostgreSQL server binaries (initdb, pg_ctl) not found: install PostgreSQL to run the fault tests';
}

export interface OwnPostgres {
  /** A connection URL to one of its databases. */
  url(database?: string): string;
  /** Stops the server the way an operator does (`pg_ctl stop -m fast`): sessions are terminated. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it if running and deletes its files. */
  destroy(): Promise<void>;
}

/**
 * A PostgreSQL cluster of the test's own, in a temporary folder on a spare port, which the test may
 * stop and start at will (the shared server on 5432 must never be stopped). initdb refuses to run as
 * root, so as root the tools run as the `postgres` user.
 */
export async function startOwnPostgres(): Promise<OwnPostgres> {
  const bin = postgresBinDir();
  if (!bin) throw new Error(ownPostgresUnavailable());
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-own-pg-'));
  const dataDir = path.join(folder, 'data');
  const port = await sparePort();
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const uid = Number(stdout.trim());
    const { stdout: gidOut } = await run('id', ['-g', 'postgres']);
    fs.chownSync(folder, uid, Number(gidOut.trim()));
  }
  const tool = async (name: string, args: string[]) => {
    const file = path.join(bin, name);
    try {
      await (asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args));
    } catch (error) {
      const log = fs.existsSync(path.join(folder, 'server.log'))
        ? fs.readFileSync(path.join(folder, 'server.log'), 'utf8')
        : '';
      throw new Error(`${name} failed: ${(error as Error).message}\n${log}`);
    }
  };

  await tool('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync']);
  const options = [
    `-p ${port}`,
    `-k ${folder}`,
    '-c listen_addresses=127.0.0.1',
    '-c fsync=off',
    '-c synchronous_commit=off',
    '-c full_page_writes=off',
  ].join(' ');
  const start = () =>
    tool('pg_ctl', [
      '-D',
      dataDir,
      '-l',
      path.join(folder, 'server.log'),
      '-o',
      options,
      '-w',
      '-t',
      '60',
      'start',
    ]);
  let running = false;
  await start();
  running = true;

  return {
    url: (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop() {
      await tool('pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', '-t', '60', 'stop']);
      running = false;
    },
    async start() {
      await start();
      running = true;
    },
    async destroy() {
      if (running)
        await tool('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']).catch(() => undefined);
      fs.rmSync(folder, { recursive: true, force: true });
    },
  };
}
