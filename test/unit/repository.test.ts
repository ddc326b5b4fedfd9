import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import semver from 'semver';

/**
 * A fresh clone stands alone: nothing in it reads or links a file outside the repository, and every
 * package `npm ci` installs accepts the oldest Node the project says it supports.
 */
const ROOT = path.resolve(__dirname, '..', '..');

/** Tracked files plus new ones not ignored (what the next commit can hold); undefined outside a git checkout. */
function repositoryFiles(): string[] | undefined {
  const res = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (res.status !== 0 || res.error) return undefined;
  return [...new Set(res.stdout.split('\0').filter(Boolean))].filter((f) => fs.statSync(path.join(ROOT, f), { throwIfNoEntry: false })?.isFile());
}

const files = repositoryFiles();
const inGit = files ? describe : describe.skip;

inGit('the repository is self-contained', () => {
  // Built from pieces so that this file does not contain what it looks for.
  const parent = '..' + '/' + 'shared';
  const outside: Array<{ what: string; test: (line: string) => boolean }> = [
    { what: parent, test: (line) => line.includes(parent) },
    { what: `/work/${'shared'}`, test: (line) => line.includes(`/work/${'shared'}`) },
    // path.join(ROOT, <parent>, <shared>, …): the same escape, spelt as path segments.
    { what: 'path segments', test: (line) => new RegExp(`['"]\\.\\.['"]\\s*,\\s*['"]${'shared'}['"]`).test(line) },
  ];

  it('no file reads or links the sibling shared/ folder', () => {
    const hits: string[] = [];
    for (const file of files as string[]) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      if (text.includes('\0')) continue; // binary
      text.split('\n').forEach((line, i) => {
        for (const o of outside) if (o.test(line)) hits.push(`${file}:${i + 1}: ${o.what}: ${line.trim().slice(0, 160)}`);
      });
    }
    expect(hits).toEqual([]);
  });

  it('every relative link of the Markdown files names a file or folder of the repository', () => {
    const broken: string[] = [];
    for (const file of (files as string[]).filter((f) => f.endsWith('.md'))) {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = m[1].split('#')[0];
        if (!target || /^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // anchor only, http:, mailto:
        const resolved = path.resolve(ROOT, path.dirname(file), target);
        if (path.relative(ROOT, resolved).startsWith('..') || !fs.existsSync(resolved)) broken.push(`${file}: ${m[1]}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('ships the HS nomenclature the classifier tests read, with its source and licence', () => {
    expect(files).toEqual(expect.arrayContaining(['data/hs/hs2022.csv', 'data/hs/README.md', 'docs/export-protocol-v1.md']));
    const readme = fs.readFileSync(path.join(ROOT, 'data/hs/README.md'), 'utf8');
    expect(readme).toMatch(/PDDL/);
    expect(readme).toMatch(/datasets\/harmonized-system/);
    expect(fs.statSync(path.join(ROOT, 'data/hs/hs2022.csv')).size).toBeLessThan(1_000_000);
  });
});

describe('the installed packages run on the Node version the project declares', () => {
  const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const lock = JSON.parse(fs.readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));

  it('package.json declares engines.node and the lock file is current', () => {
    expect(semver.validRange(pkg.engines?.node)).toBeTruthy();
    expect(lock.lockfileVersion).toBeGreaterThanOrEqual(2);
    expect(lock.packages[''].engines?.node).toBe(pkg.engines.node);
  });

  it('no non-optional package of package-lock.json excludes the minimum Node version', () => {
    const minimum = semver.minVersion(pkg.engines.node) as semver.SemVer;
    expect(minimum).not.toBeNull();
    const excluding: string[] = [];
    let checked = 0;
    for (const [where, entry] of Object.entries<Record<string, any>>(lock.packages)) {
      if (where === '' || entry.optional) continue; // the project itself; optional ones (platform binaries) may be skipped by npm
      const range = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
      if (typeof range !== 'string') continue;
      checked++;
      if (!semver.validRange(range) || !semver.satisfies(minimum, range, { includePrerelease: true })) {
        excluding.push(`${where.replace(/^.*node_modules\//, '')}@${entry.version}: engines.node "${range}"`);
      }
    }
    expect(checked).toBeGreaterThan(50);
    expect(excluding).toEqual([]);
  });
});
