// No import circles between the modules of a package: every package's `src/**/*.ts(x)` is read,
// its relative imports resolved, and each circle found is reported with its path. A circle makes
// the order in which modules run depend on which one is imported first (a module may read another's
// export before that module has run), and it ties modules that should stand apart.
//
// Type-only imports (`import type …`, `export type … from`) count too. They are erased from the
// JavaScript, so a circle through one cannot change the order in which modules run; but it still
// ties the modules together (one cannot be read, moved or type-checked without the other), and a
// type belongs with the code that makes it, which is never the code that reads it. A circle's path
// marks each type-only step `⇢` (a circle with none is one at run time too). Dynamic `import()`s are
// left out: they run after the modules have loaded. `import { type A } from './x'` is not type-only:
// under `verbatimModuleSyntax` (tsconfig.base.json) it stays as `import {} from './x'`, which runs `./x`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** An import of a module: its specifier, and whether it is erased from the JavaScript (`import type`). */
interface Import {
  specifier: string;
  typeOnly: boolean;
}

/** The relative modules `source` imports or re-exports (static imports: dynamic `import()`s left out). */
function relativeImports(file: string, source: string): Import[] {
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const out: Import[] = [];
  for (const statement of sf.statements) {
    let specifier: ts.Expression | undefined;
    let typeOnly = false;
    if (ts.isImportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.importClause?.isTypeOnly ?? false;
    } else if (ts.isExportDeclaration(statement)) {
      specifier = statement.moduleSpecifier;
      typeOnly = statement.isTypeOnly;
    } else if (ts.isImportEqualsDeclaration(statement) && ts.isExternalModuleReference(statement.moduleReference)) {
      specifier = statement.moduleReference.expression;
      typeOnly = statement.isTypeOnly;
    }
    if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) out.push({ specifier: specifier.text, typeOnly });
  }
  return out;
}

/** The file of `files` a relative `specifier` in `from` names (`./x`, `./x.ts`, `./x.js`, `./x/index.ts`), if any. */
function resolveImport(from: string, specifier: string, files: ReadonlySet<string>): string | undefined {
  const base = resolve(dirname(from), specifier);
  const stem = base.replace(/\.(js|jsx|mjs)$/, '');
  for (const candidate of [base, `${stem}.ts`, `${stem}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (files.has(candidate)) return candidate;
  }
  return undefined;
}

/**
 * The circles of `graph` (module → the modules it imports), each as a path of modules that ends
 * where it starts: for each group of modules that reach each other, the shortest circle through its
 * first module (by name), then through the first module no circle so far went through, and so on,
 * until every module of the group is on one.
 */
function circles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components; each group of two or more (or one that imports itself) is a circle.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (node: string): void => {
    index.set(node, next);
    low.set(node, next);
    next++;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) === index.get(node)) {
      const group: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1 || (graph.get(node) ?? []).includes(node)) groups.push(group);
    }
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  /** The shortest way from `start` back to itself within `members`. */
  const shortestCircle = (start: string, members: ReadonlySet<string>): string[] => {
    const previous = new Map<string, string>();
    const queue = [start];
    let last: string | undefined;
    while (queue.length > 0 && last === undefined) {
      const node = queue.shift()!;
      for (const to of [...(graph.get(node) ?? [])].sort()) {
        if (!members.has(to)) continue;
        if (to === start) {
          last = node;
          break;
        }
        if (!previous.has(to)) {
          previous.set(to, node);
          queue.push(to);
        }
      }
    }
    const path = [start];
    for (let node = last!; node !== start; node = previous.get(node)!) path.splice(1, 0, node);
    return [...path, start];
  };
  return groups.flatMap((group) => {
    const members = new Set(group);
    const onACircle = new Set<string>();
    const found: string[][] = [];
    for (const start of [...group].sort()) {
      if (onACircle.has(start)) continue;
      const path = shortestCircle(start, members);
      for (const node of path) onACircle.add(node);
      found.push(path);
    }
    return found;
  });
}

/** Every `.ts`/`.tsx` file under `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The circles among the modules of `files` (their contents read by `read`), each as a path of files
 * relative to `base`: `a.ts → b.ts ⇢ a.ts`, `⇢` where every import of the next module is type-only.
 */
function circlesAmong(files: readonly string[], read: (file: string) => string, base: string): string[] {
  const known = new Set(files);
  const graph = new Map<string, string[]>();
  /** `from\0to` for each step whose every import is type-only. */
  const typeOnly = new Set<string>();
  for (const file of files) {
    const steps = new Map<string, boolean>();
    for (const { specifier, typeOnly: erased } of relativeImports(file, read(file))) {
      const to = resolveImport(file, specifier, known);
      if (to !== undefined) steps.set(to, (steps.get(to) ?? true) && erased);
    }
    graph.set(file, [...steps.keys()]);
    for (const [to, erased] of steps) if (erased) typeOnly.add(`${file}\0${to}`);
  }
  return circles(graph).map((path) =>
    path.map((file, i) => (i === 0 ? '' : typeOnly.has(`${path[i - 1]}\0${file}`) ? ' ⇢ ' : ' → ') + relative(base, file)).join(''),
  );
}

/** The packages, each with its `src` folder. */
const packages = readdirSync(join(root, 'packages'))
  .map((name) => join(root, 'packages', name, 'src'))
  .filter((src) => statSync(src, { throwIfNoEntry: false })?.isDirectory());

describe('no import circles between the modules of a package', () => {
  it('finds every package', () => {
    expect(packages.map((src) => relative(root, src))).toEqual(expect.arrayContaining(['packages/core/src', 'packages/atlandice/src', 'packages/survive/src', 'packages/akrotiri/src', 'packages/clockwork-empire/src']));
  });

  it.each(packages.map((src) => [relative(root, dirname(src)), src]))('%s/src has none', (_name, src) => {
    const found = circlesAmong(sourceFiles(src), (file) => readFileSync(file, 'utf8'), src);
    expect(found, 'import circles (⇢: a type-only import)').toEqual([]);
  });

  it('finds each circle, with its path, through any kind of static import, type-only steps marked', () => {
    const base = '/pkg/src';
    const files: Record<string, string> = {
      [`${base}/a.ts`]: "import { b } from './b';\nimport type { T } from './types';\nexport const a = b;",
      [`${base}/b.ts`]: "export { c as b } from './rules/c.ts';",
      [`${base}/rules/c.ts`]: "import {\n  a,\n} from '../a.js';\nexport const c = 1;",
      [`${base}/types.ts`]: "import { type A } from './d';\nexport type T = A;",
      [`${base}/d/index.ts`]: "import type { T } from '../types';\nexport type { T } from '../types';\nexport type A = T;",
      [`${base}/e.ts`]: "import './e';",
      [`${base}/f.ts`]: "export const f = () => import('./g');",
      [`${base}/g.ts`]: "import { f } from './f';\nimport { x } from 'elsewhere';",
    };
    const found = circlesAmong(Object.keys(files), (file) => files[file]!, base);
    // types → d runs d (`{ type A }` stays as `import {} from './d'`); d → types is type-only (twice);
    // f → g is a dynamic import, which runs after the modules have loaded: no circle.
    expect(found.sort()).toEqual(['a.ts → b.ts → rules/c.ts → a.ts', 'd/index.ts ⇢ types.ts → d/index.ts', 'e.ts → e.ts']);
  });
});
