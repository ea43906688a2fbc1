/** One item of the inbox: what it is, how long it has waited, and its decisions, each with its key. */
import { Box, Button, Chip, ListItem, Stack, Typography } from '@mui/material';
import { forwardRef } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { TInboxDecision, TResource } from '../../resources/define.ts';
import { formatDateTime } from '../generic/fields.tsx';
import { decisionLabel } from './useDecide.ts';
import type { TInboxItem } from './useInbox.ts';

type TProps = {
  item: TInboxItem;
  resource: TResource;
  /** The decisions the admin may take on it. */
  decisions: readonly TInboxDecision[];
  isSelected: boolean;
  onSelect: () => void;
  onOpen: () => void;
  onDecide: (decision: TInboxDecision) => void;
};

export const InboxItemRow = forwardRef<HTMLLIElement, TProps>(({ item, resource, decisions, isSelected, onSelect, onOpen, onDecide }, ref) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <ListItem
      ref={ref}
      role="option"
      aria-selected={isSelected}
      onClick={onSelect}
      // On a phone the decisions go under the item, which keeps the row's width to be read.
      sx={{
        flexDirection: { xs: 'column', sm: 'row' },
        alignItems: { xs: 'stretch', sm: 'flex-start' },
        gap: { xs: 1, sm: 2 },
        borderLeft: 4,
        borderColor: isSelected ? 'primary.main' : 'transparent',
        bgcolor: isSelected ? 'action.selected' : undefined,
      }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 0.5 }}>
          <Chip size="small" label={translate(`resources.${resource.name}.name`, { smart_count: 1 })} />
          <Typography variant="caption" color="text.secondary">
            {translate('inbox.waiting', { date: formatDateTime(new Date(item.since), locale) })}
          </Typography>
        </Stack>
        <Typography variant="subtitle2" noWrap title={item.title ?? undefined}>{item.title ?? `#${item.id}`}</Typography>
        {item.summary && item.summary !== item.title && (
          <Typography variant="body2" color="text.secondary" noWrap title={item.summary}>{item.summary}</Typography>
        )}
      </Box>
      <Stack direction="row" useFlexGap sx={{ flexShrink: 0, flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" onClick={onOpen} endIcon={<kbd>⏎</kbd>}>{translate('inbox.open')}</Button>
        {decisions.map((decision) => (
          <Button
            key={decision.action}
            size="small"
            variant="outlined"
            color={decision.action === 'delete' ? 'error' : 'primary'}
            onClick={(event) => {
              event.stopPropagation();
              onDecide(decision);
            }}
            endIcon={<kbd aria-label={translate('inbox.key', { key: decision.key })} style={{ textTransform: 'none' }}>{decision.key}</kbd>}
          >
            {translate(decisionLabel(resource, decision))}
          </Button>
        ))}
      </Stack>
    </ListItem>
  );
});
InboxItemRow.displayName = 'InboxItemRow';
