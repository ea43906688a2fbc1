/** STYLE: "a parity test fails if they drift" — the committed migrations match the registry's tables. */
import { describe, expect, it } from 'vitest';
import { pendingMigration } from '../../server/db/generate.ts';
import { schemaTables } from '../../server/setup/schema.ts';
import { serverResource } from '../../server/registry.ts';
import { gadgets } from '../fixtures/gadgets/schema.ts';

describe('migrations', () => {
  it('leave nothing to generate for the registry as declared', async () => {
    expect((await pendingMigration()).statements).toEqual([]);
  });

  it('would need a statement for a resource the migrations do not know', async () => {
    const { statements } = await pendingMigration({ ...schemaTables(), gadgets: serverResource(gadgets).table });
    expect(statements.some((s) => s.startsWith('CREATE TABLE "gadgets"'))).toBe(true);
  });
});
