/**
 * Import circles among the project's own files, type-only imports included: every relative
 * import, re-export and `import('…')` with a literal path is an edge (TypeScript's own scanner
 * reads them), and each strongly connected group of files is reported as one circle.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' || name === 'migrations' ? [] : sourceFiles(path);
    return SOURCE.test(name) && !name.endsWith('.d.ts') ? [path] : [];
  });

const resolveImport = (from: string, specifier: string): string | undefined => {
  const base = resolve(dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')].find((path) => existsSync(path) && statSync(path).isFile());
};

/** Each file's project files it imports. */
export const importGraph = (root: string, dirs: readonly string[]): Map<string, string[]> => {
  const graph = new Map<string, string[]>();
  for (const file of dirs.flatMap((dir) => (existsSync(join(root, dir)) ? sourceFiles(join(root, dir)) : []))) {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    const targets = importedFiles
      .map(({ fileName }) => fileName)
      .filter((specifier) => specifier.startsWith('.'))
      .map((specifier) => resolveImport(file, specifier))
      .filter((path): path is string => path !== undefined && SOURCE.test(path));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
};

/** One circle per group of files that reach each other (Tarjan), each as the files of one loop through it, relative to root. */
export const importCycles = (root: string, dirs: readonly string[]): string[][] => {
  const graph = importGraph(root, dirs);
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (file: string) => {
    order.set(file, order.size);
    low.set(file, order.get(file)!);
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, order.get(next)!));
    }
    if (low.get(file) !== order.get(file)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || (graph.get(file) ?? []).includes(file)) groups.push(group);
  };
  for (const file of graph.keys()) if (!order.has(file)) visit(file);
  return groups.map((group) => loopThrough(graph, new Set(group), group.sort()[0]!).map((file) => relative(root, file)));
};

/** A shortest way from `start` back to itself inside the group, for a message a reader can follow. */
const loopThrough = (graph: Map<string, string[]>, group: Set<string>, start: string): string[] => {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    for (const next of graph.get(file) ?? []) {
      if (!group.has(next)) continue;
      if (next === start) {
        const loop = [file];
        while (loop[0] !== start) loop.unshift(cameFrom.get(loop[0]!)!);
        return [...loop, start];
      }
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
    }
  }
  return [start];
};
