/**
 * Status moves for actions: an action declared `when: { status: [...] }` moves a record from
 * those states to one; from any other state it answers 409 with the entity's message under the
 * status field, and nothing is written.
 */
import type { TResource } from '../../resources/define.ts';
import { conflict } from '../lib/errors.ts';
import type { TActionHandler } from './resource.ts';

export type TTransition = {
  to: string;
  /** The message (an i18n key) of a refusal. */
  refused: string;
};

/** One action handler per move, on the field the action's `when` names (status by default). */
export const transitions = (resource: TResource, moves: Record<string, TTransition>, field = 'status'): Record<string, TActionHandler> =>
  Object.fromEntries(
    Object.entries(moves).map(([action, move]) => {
      const from = resource.actions?.[action]?.when?.[field];
      if (!from) throw new Error(`${resource.name}.${action} declares no \`when: { ${field}: [...] }\` to move from`);
      const handler: TActionHandler = async ({ row }) => {
        if (!from.includes(String(row[field]))) throw conflict(move.refused, { [field]: [move.refused] });
        return { [field]: move.to };
      };
      return [action, handler];
    }),
  );
