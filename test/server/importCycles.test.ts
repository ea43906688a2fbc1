/** DESIGN: "no import circle exists" — among all of the project's files, type-only imports included. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCycles } from '../helpers/importCycles.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DIRS = ['src', 'resources', 'server', 'i18n', 'test', 'bench'];

describe('import circles', () => {
  it('are found, type-only imports and re-exports included, with the files of each loop', () => {
    const dir = mkdtempSync(join(tmpdir(), 'showrunner-cycles-'));
    try {
      writeFileSync(join(dir, 'a.ts'), "import { b } from './b.ts';\nexport const a = b;\n");
      writeFileSync(join(dir, 'b.ts'), "import type { TC } from './c';\nexport const b = 1;\n");
      writeFileSync(join(dir, 'c.ts'), "export type { TA } from './a.ts';\nexport type TC = number;\n");
      writeFileSync(join(dir, 'd.ts'), "import { a } from './a.ts';\nexport const d = a;\n");
      expect(importCycles(dir, ['.'])).toEqual([['a.ts', 'b.ts', 'c.ts', 'a.ts']]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('do not exist in the project', () => {
    const cycles = importCycles(ROOT, DIRS).map((loop) => loop.join(' → '));
    expect(cycles).toEqual([]);
  });
});
