/**
 * Rows in an order staff change by dragging (or, for keyboards and touch screens, the arrow
 * buttons), each with an optional remove button. The parent holds the order and saves it.
 */
import { useState, type ReactNode } from 'react';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { IconButton, List, ListItem, Stack, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';

/** The list with the item at `from` moved to `to`. */
export const moved = <T,>(list: readonly T[], from: number, to: number): T[] => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

type TProps<T extends { id: number }> = {
  items: readonly T[];
  onChange: (items: T[]) => void;
  render: (item: T, index: number) => ReactNode;
  onRemove?: (item: T) => void;
  /** A name for the rows' test ids and labels (`block-row`). */
  name: string;
};

export const SortableRows = <T extends { id: number }>({ items, onChange, render, onRemove, name }: TProps<T>) => {
  const translate = useTranslate();
  const [dragged, setDragged] = useState<number>();
  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    onChange(moved(items, from, to));
  };
  return (
    <List dense disablePadding>
      {items.map((item, index) => (
        <ListItem
          key={item.id}
          data-testid={`${name}-${item.id}`}
          draggable
          divider
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            setDragged(index);
          }}
          // The row under the pointer takes the dragged row's place as it passes, so the order shows while dragging.
          onDragOver={(event) => {
            event.preventDefault();
            if (dragged === undefined || dragged === index) return;
            move(dragged, index);
            setDragged(index);
          }}
          onDrop={(event) => event.preventDefault()}
          onDragEnd={() => setDragged(undefined)}
          sx={{ gap: 1, opacity: dragged === index ? 0.5 : 1, cursor: 'grab', bgcolor: 'background.paper' }}
          secondaryAction={
            <Stack direction="row">
              <IconButton size="small" aria-label={`${translate('ra.action.move_up', { _: 'Up' })} ${index + 1}`} disabled={index === 0} onClick={() => move(index, index - 1)}>
                <ArrowUpwardIcon fontSize="small" />
              </IconButton>
              <IconButton size="small" aria-label={`${translate('ra.action.move_down', { _: 'Down' })} ${index + 1}`} disabled={index === items.length - 1} onClick={() => move(index, index + 1)}>
                <ArrowDownwardIcon fontSize="small" />
              </IconButton>
              {onRemove && (
                <IconButton size="small" aria-label={`${translate('home.items.remove')} ${index + 1}`} onClick={() => onRemove(item)}>
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              )}
            </Stack>
          }
        >
          <Tooltip title={translate('home.reorder.handle')}>
            <DragIndicatorIcon color="action" fontSize="small" />
          </Tooltip>
          {render(item, index)}
        </ListItem>
      ))}
    </List>
  );
};
