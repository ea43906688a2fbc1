/**
 * The moderation inbox: everything awaiting a decision in the resources the admin may list,
 * oldest first. j/k move, Enter opens the record, and each decision has its letter; delete and
 * decisions declared `confirm` ask first, the others can be undone for a few seconds.
 */
import { Alert, List as MuiList, Paper, Typography } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Confirm, Loading, Title, usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { resourcePath, type TInboxDecision, type TResource } from '../../resources/define.ts';
import { canAccess } from '../access.ts';
import { InboxItemRow } from './InboxItemRow.tsx';
import { asksFirst, decisionLabel, useDecide } from './useDecide.ts';
import { InboxFilter } from './InboxFilter.tsx';
import { INBOX_PAGE, useInbox, useInboxResources, type TInboxItem } from './useInbox.ts';

const keyOf = (item: TInboxItem) => `${item.resource}:${item.id}`;

/** Keys typed into a field or with a modifier are not the inbox's. */
const isOwnKey = (event: KeyboardEvent) =>
  !event.ctrlKey && !event.metaKey && !event.altKey && !(event.target instanceof HTMLElement && event.target.closest('input, textarea, select, [contenteditable="true"]'));

export const InboxPage = ({ undoMs }: { undoMs?: number }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { permissions } = usePermissions<string[]>();
  const resources = useInboxResources();
  const [only, setOnly] = useState<string>();
  const { data, isPending, error } = useInbox(INBOX_PAGE, only);
  const [hidden, setHiddenKeys] = useState<ReadonlySet<string>>(new Set());
  const [selected, setSelected] = useState(0);
  const [confirming, setConfirming] = useState<{ item: TInboxItem; resource: TResource; decision: TInboxDecision }>();
  const rows = useRef<(HTMLLIElement | null)[]>([]);
  const setHidden = (item: TInboxItem, isHidden: boolean) =>
    setHiddenKeys((keys) => {
      const next = new Set(keys);
      if (isHidden) next.add(keyOf(item));
      else next.delete(keyOf(item));
      return next;
    });
  const { run, defer } = useDecide({ setHidden, undoMs });

  const byName = useMemo(() => new Map(resources.map((resource) => [resource.name, resource])), [resources]);
  const items = (data?.data ?? []).filter((item) => byName.has(item.resource) && !hidden.has(keyOf(item)));
  const current = Math.min(selected, Math.max(items.length - 1, 0));
  const decisionsOf = (resource: TResource) =>
    (resource.inbox?.decisions ?? []).filter(({ action }) => canAccess(permissions ?? [], resource.name, action));
  const open = (item: TInboxItem) => {
    const resource = byName.get(item.resource)!;
    const path = resourcePath(resource, 'show', item.id) ?? resourcePath(resource, 'edit', item.id);
    if (path) navigate(path);
  };
  const decide = (item: TInboxItem, decision: TInboxDecision) => {
    const resource = byName.get(item.resource)!;
    if (asksFirst(resource, decision)) setConfirming({ item, resource, decision });
    else defer(resource, item, decision);
  };

  const onKey = (event: KeyboardEvent) => {
    if (confirming || !isOwnKey(event)) return;
    const item = items[current];
    if (event.key === 'j' || event.key === 'k') {
      event.preventDefault();
      const next = Math.max(0, Math.min(items.length - 1, current + (event.key === 'j' ? 1 : -1)));
      setSelected(next);
      rows.current[next]?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    if (!item) return;
    if (event.key === 'Enter') {
      event.preventDefault();
      open(item);
      return;
    }
    const decision = decisionsOf(byName.get(item.resource)!).find(({ key }) => key === event.key);
    if (decision) {
      event.preventDefault();
      decide(item, decision);
    }
  };
  // Subscribed anew with each render, so that a key acts on what the screen shows now.
  useEffect(() => {
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  });

  return (
    <Paper sx={{ mt: 1, p: 2 }}>
      <Title title={translate('inbox.name')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('inbox.count', { smart_count: Math.max(0, (data?.total ?? 0) - hidden.size) })} · {translate('inbox.hint')}
      </Typography>
      {resources.length > 1 && (
        <InboxFilter
          resources={resources}
          counts={data?.counts ?? {}}
          value={only}
          onChange={(name) => {
            setOnly(name);
            setSelected(0);
          }}
        />
      )}
      {error ? <Alert severity="error">{translate('ra.notification.http_error')}</Alert> : null}
      {isPending && resources.length > 0 ? (
        <Loading />
      ) : items.length === 0 ? (
        <Typography sx={{ py: 4, textAlign: 'center' }} color="text.secondary">{translate('inbox.empty')}</Typography>
      ) : (
        <MuiList role="listbox" aria-label={translate('inbox.name')}>
          {items.map((item, index) => (
            <InboxItemRow
              key={keyOf(item)}
              ref={(element) => {
                rows.current[index] = element;
              }}
              item={item}
              resource={byName.get(item.resource)!}
              decisions={decisionsOf(byName.get(item.resource)!)}
              isSelected={index === current}
              onSelect={() => setSelected(index)}
              onOpen={() => open(item)}
              onDecide={(decision) => decide(item, decision)}
            />
          ))}
        </MuiList>
      )}
      {confirming && (
        <Confirm
          isOpen
          title={confirming.decision.action === 'delete' ? 'inbox.confirm_delete' : `resources.${confirming.resource.name}.actions.${confirming.decision.action}.confirm_title`}
          content={confirming.decision.action === 'delete' ? 'inbox.confirm_delete_content' : `resources.${confirming.resource.name}.actions.${confirming.decision.action}.confirm_content`}
          translateOptions={{ title: confirming.item.title ?? `#${confirming.item.id}` }}
          confirm={decisionLabel(confirming.resource, confirming.decision)}
          onConfirm={() => {
            const { resource, item, decision } = confirming;
            setConfirming(undefined);
            void run(resource, item, decision);
          }}
          onClose={() => setConfirming(undefined)}
        />
      )}
    </Paper>
  );
};
