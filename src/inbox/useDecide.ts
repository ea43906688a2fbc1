/**
 * Takes a decision on an inbox item through its resource's own route (an action, or delete). A
 * decision that asks first (delete, an action declared `confirm`) runs at once once confirmed;
 * any other is sent when its notification closes, so that Undo in it takes it back unsent.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useAddUndoableMutation, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { TInboxDecision, TResource } from '../../resources/define.ts';
import type { TAppDataProvider } from '../providers/dataProvider.ts';
import type { TInboxItem } from './useInbox.ts';

/** How long an undoable decision waits for Undo. */
export const UNDO_MS = 5000;

export const asksFirst = (resource: TResource, decision: TInboxDecision): boolean =>
  decision.action === 'delete' || Boolean(resource.actions?.[decision.action]?.confirm);

export const decisionLabel = (resource: TResource, decision: TInboxDecision): string =>
  decision.action === 'delete' ? 'ra.action.delete' : `resources.${resource.name}.actions.${decision.action}.label`;

type TDecideOptions = {
  /** The item leaves the screen (true) or comes back (false, on Undo or a failure). */
  setHidden: (item: TInboxItem, isHidden: boolean) => void;
  undoMs?: number;
};

export const useDecide = ({ setHidden, undoMs = UNDO_MS }: TDecideOptions) => {
  const dataProvider = useDataProvider<TAppDataProvider>();
  const addUndoable = useAddUndoableMutation();
  const notify = useNotify();
  const translate = useTranslate();
  const queryClient = useQueryClient();

  const send = (resource: TResource, item: TInboxItem, decision: TInboxDecision) =>
    decision.action === 'delete'
      ? dataProvider.delete(resource.name, { id: item.id, previousData: { id: item.id } })
      : dataProvider.action(resource.name, item.id, decision.action);

  const words = (resource: TResource, item: TInboxItem, decision: TInboxDecision) => ({
    decision: translate(decisionLabel(resource, decision)),
    title: item.title ?? `#${item.id}`,
  });

  /** Sends it now; the item leaves the inbox on success and stays with the server's message on a refusal. */
  const run = async (resource: TResource, item: TInboxItem, decision: TInboxDecision, isAnnounced = false) => {
    setHidden(item, true);
    try {
      await send(resource, item, decision);
      if (!isAnnounced) notify('inbox.decided', { type: 'success', messageArgs: words(resource, item, decision) });
    } catch (error) {
      setHidden(item, false);
      notify('inbox.failed', { type: 'error', messageArgs: { ...words(resource, item, decision), error: translate((error as Error).message || 'ra.notification.http_error') } });
    } finally {
      await queryClient.invalidateQueries({ queryKey: ['inbox'] });
    }
  };

  /** Hides it now and sends it when the notification closes, unless Undo was pressed. */
  const defer = (resource: TResource, item: TInboxItem, decision: TInboxDecision) => {
    setHidden(item, true);
    addUndoable(({ isUndo }) => {
      if (isUndo) setHidden(item, false);
      else void run(resource, item, decision, true);
    });
    notify('inbox.decided', { type: 'info', undoable: true, autoHideDuration: undoMs, messageArgs: words(resource, item, decision) });
  };

  return { run, defer };
};
