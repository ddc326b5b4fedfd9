import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { PROJECT_ROOT } from '../../runtime/paths';

/**
 * Two rules of docs/glossary.md's "Code shape" that a reviewer would otherwise have to check by eye:
 * a function reads on one screen (at most 100 lines of its own, nested functions not counted), and no
 * exported name shadows a JavaScript global (an exported `ReferenceError` class once made `instanceof
 * ReferenceError` mean two things depending on the file's imports).
 */
const SOURCE_DIRS = ['api', 'workflows', 'activities', 'db', 'domain', 'documents', 'runtime', 'bench'];
const MAX_OWN_LINES = 100;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return file.endsWith('.ts') && !file.endsWith('.d.ts') ? [file] : [];
  });
}

const files = SOURCE_DIRS.flatMap((dir) => sourceFiles(path.join(PROJECT_ROOT, dir)));
const parsed = files.map((file) => ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true));
const where = (src: ts.SourceFile, node: ts.Node) => `${path.relative(PROJECT_ROOT, src.fileName)}:${src.getLineAndCharacterOfPosition(node.getStart(src)).line + 1}`;

type FunctionNode = ts.FunctionLikeDeclaration & { body: ts.Node };
const isFunction = (node: ts.Node): node is FunctionNode =>
  (ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node) || ts.isArrowFunction(node) || ts.isFunctionExpression(node) ||
    ts.isConstructorDeclaration(node) || ts.isGetAccessor(node) || ts.isSetAccessor(node)) &&
  node.body !== undefined;

/** The lines a function spans, less the lines of the functions defined inside it. */
function ownLines(src: ts.SourceFile, fn: FunctionNode): number {
  const line = (pos: number) => src.getLineAndCharacterOfPosition(pos).line;
  const lines = new Set<number>();
  for (let l = line(fn.getStart(src)); l <= line(fn.end); l++) lines.add(l);
  const dropNested = (node: ts.Node): void => {
    if (isFunction(node)) {
      for (let l = line(node.getStart(src)); l <= line(node.end); l++) lines.delete(l);
      return;
    }
    ts.forEachChild(node, dropNested);
  };
  ts.forEachChild(fn.body, dropNested);
  return lines.size;
}

function longFunctions(src: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (isFunction(node)) {
      const n = ownLines(src, node);
      if (n > MAX_OWN_LINES) found.push(`${where(src, node)} has ${n} lines of its own`);
    }
    ts.forEachChild(node, visit);
  };
  visit(src);
  return found;
}

const hasExport = (node: ts.Node) => ts.canHaveModifiers(node) && (ts.getModifiers(node) ?? []).some((m) => m.kind === ts.SyntaxKind.ExportKeyword);

const isNamedDeclaration = (node: ts.Node): node is ts.DeclarationStatement =>
  ts.isFunctionDeclaration(node) || ts.isClassDeclaration(node) || ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node) || ts.isEnumDeclaration(node);

function exportedNames(src: ts.SourceFile): Array<{ name: string; at: string }> {
  const names: Array<{ name: string; at: string }> = [];
  for (const statement of src.statements) {
    if (ts.isVariableStatement(statement) && hasExport(statement)) {
      for (const d of statement.declarationList.declarations) if (ts.isIdentifier(d.name)) names.push({ name: d.name.text, at: where(src, d) });
    } else if (isNamedDeclaration(statement) && hasExport(statement) && statement.name) {
      names.push({ name: (statement.name as ts.Identifier).text, at: where(src, statement) });
    } else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const e of statement.exportClause.elements) names.push({ name: e.name.text, at: where(src, e) });
    }
  }
  return names;
}

describe('code shape', () => {
  it('reads the project sources', () => {
    expect(files.length).toBeGreaterThan(50);
  });

  it(`has no function longer than ${MAX_OWN_LINES} lines of its own`, () => {
    expect(parsed.flatMap(longFunctions)).toEqual([]);
  });

  it('exports no name (value or type) that shadows a JavaScript global', () => {
    const globals = new Set(Object.getOwnPropertyNames(globalThis));
    const shadowing = parsed.flatMap(exportedNames).filter((e) => globals.has(e.name)).map((e) => `${e.at} exports ${e.name}`);
    expect(shadowing).toEqual([]);
  });

  it('catches a long function and a shadowing export (the checks can fail)', () => {
    const body = Array.from({ length: MAX_OWN_LINES + 1 }, (_, i) => `  const v${i} = ${i};`).join('\n');
    const src = ts.createSourceFile('probe.ts', `export class ReferenceError {}\nexport function long() {\n${body}\n}\n`, ts.ScriptTarget.Latest, true);
    expect(longFunctions(src)).toHaveLength(1);
    expect(exportedNames(src).map((e) => e.name)).toContain('ReferenceError');
  });
});
