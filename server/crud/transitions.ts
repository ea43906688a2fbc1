/**
 * Status machines for actions: an action moves a record from some states to one; from any other
 * state it answers 409 with the entity's message under the status field, and nothing is written.
 */
import { conflict } from '../lib/errors.ts';
import type { TActionHandler } from './resource.ts';

export type TTransition = {
  /** The states the action starts from. */
  from: readonly string[];
  to: string;
  /** The message (an i18n key) of a refusal; `%{status}` is not filled, so name the action in it. */
  refused: string;
  /** Other values the move writes (when it happened). */
  also?: () => Record<string, unknown>;
};

/** One action handler per transition, on the record's `field` (status by default). */
export const transitions = (moves: Record<string, TTransition>, field = 'status'): Record<string, TActionHandler> =>
  Object.fromEntries(
    Object.entries(moves).map(([action, move]) => [
      action,
      async ({ row }) => {
        if (!move.from.includes(String(row[field]))) throw conflict(move.refused, { [field]: [move.refused] });
        return { [field]: move.to, ...move.also?.() };
      },
    ]),
  );
