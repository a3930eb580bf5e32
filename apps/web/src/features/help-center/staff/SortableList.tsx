import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DragIndicator from '@mui/icons-material/DragIndicator';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import { moveInOrder } from '@rentals/domain/help-center/rules';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dropOrder } from '../format/order';
import { sortableAnnouncements } from '../format/sortable-announcements';

/** Which way the items flow: cards in a grid (collections) or rows in a column (articles). */
export type SortableLayout = 'grid' | 'list';

const GRID = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: 2,
};
const LIST = { display: 'flex', flexDirection: 'column', gap: 1 };

/**
 * A list whose order staff change: dragged with the mouse or touch, moved with the keyboard
 * (Space to pick the handle up, arrows, Space to drop; Escape cancels) with spoken announcements,
 * or moved one place with the Move up / Move down buttons. It only proposes the new full order
 * (onReorder); saving it, and showing the saved order, is the page's (use-saved-order.ts).
 */
export function SortableList<T extends { id: string }>({
  items,
  nameOf,
  layout,
  label,
  canReorder,
  busy = false,
  onReorder,
  renderItem,
}: {
  items: readonly T[];
  /** The item's name, read out and on its buttons. */
  nameOf: (item: T) => string;
  layout: SortableLayout;
  /** The list's accessible name. */
  label: string;
  /** False without the edit permission: no handle, no buttons. */
  canReorder: boolean;
  /**
   * While an order is saved: moves are ignored (the page's hook drops them) and the controls say
   * so (aria-disabled), but stay focusable, so a keyboard user keeps their focus.
   */
  busy?: boolean;
  onReorder: (ids: string[]) => void;
  /** The item's content; `controls` (handle and move buttons) is placed where the item wants it. */
  renderItem: (item: T, controls: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map((item) => item.id);
  const names = new Map(items.map((item) => [item.id, nameOf(item)]));
  const nameById = (id: string) => names.get(id) ?? '';
  // Moving an item re-inserts its element, which loses focus: the moved button gets it back.
  const [moved, setMoved] = useState<{ id: string; by: number } | null>(null);

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const next = dropOrder(ids, String(active.id), over ? String(over.id) : null);
    if (next.some((id, i) => id !== ids[i])) onReorder(next);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: sortableAnnouncements(t, ids, nameById),
        screenReaderInstructions: { draggable: t('sortable.instructions') },
      }}
    >
      <SortableContext
        items={ids}
        strategy={layout === 'grid' ? rectSortingStrategy : verticalListSortingStrategy}
        disabled={!canReorder}
      >
        <Box
          component="ul"
          aria-label={label}
          aria-busy={busy || undefined}
          sx={{ ...(layout === 'grid' ? GRID : LIST), listStyle: 'none', m: 0, p: 0 }}
        >
          {items.map((item, index) => (
            <SortableItem
              key={item.id}
              id={item.id}
              name={nameById(item.id)}
              first={index === 0}
              last={index === items.length - 1}
              canReorder={canReorder}
              layout={layout}
              busy={busy}
              refocus={moved?.id === item.id ? moved : null}
              // Once back on its button, a later change of the ends must not take the focus again.
              onRefocused={() => setMoved(null)}
              onMove={(by) => {
                if (busy) return;
                setMoved({ id: item.id, by });
                onReorder(moveInOrder(ids, item.id, by));
              }}
              render={(controls) => renderItem(item, controls)}
            />
          ))}
        </Box>
      </SortableContext>
    </DndContext>
  );
}

function SortableItem({
  id,
  name,
  first,
  last,
  canReorder,
  layout,
  busy,
  refocus,
  onRefocused,
  onMove,
  render,
}: {
  id: string;
  layout: SortableLayout;
  /** This item's last button move (a new object each time), to focus that button again; else null. */
  refocus: { by: number } | null;
  busy: boolean;
  onRefocused: () => void;
  name: string;
  first: boolean;
  last: boolean;
  canReorder: boolean;
  onMove: (by: number) => void;
  render: (controls: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id,
      attributes: { roleDescription: t('sortable.roleDescription') },
      disabled: busy,
    });
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (refocus === null) return;
    // At an end the button just used is disabled: its opposite takes the focus.
    const wanted = refocus.by < 0 ? (first ? down : up) : last ? up : down;
    wanted.current?.focus();
    onRefocused();
  }, [refocus, first, last, onRefocused]);
  // Looks disabled while an order is saved, yet keeps the focus (a disabled button would drop it).
  const dimmed = busy ? { opacity: 0.5, cursor: 'progress' } : {};
  const controls = canReorder && (
    // Rows stack their buttons on a phone, leaving the width to the title.
    <Stack
      direction={layout === 'list' ? { xs: 'column', sm: 'row' } : 'row'}
      sx={{ alignItems: 'center', flexShrink: 0 }}
    >
      <IconButton
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={t('sortable.handle', { name })}
        aria-disabled={busy || undefined}
        sx={{ cursor: busy ? 'progress' : isDragging ? 'grabbing' : 'grab', touchAction: 'none', ...dimmed }}
      >
        <DragIndicator />
      </IconButton>
      <IconButton
        ref={up}
        aria-label={t('sortable.moveUp', { name })}
        disabled={first}
        aria-disabled={busy || undefined}
        onClick={() => onMove(-1)}
        sx={dimmed}
      >
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton
        ref={down}
        aria-label={t('sortable.moveDown', { name })}
        disabled={last}
        aria-disabled={busy || undefined}
        onClick={() => onMove(1)}
        sx={dimmed}
      >
        <ArrowDownward fontSize="small" />
      </IconButton>
    </Stack>
  );
  return (
    <Box
      component="li"
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      sx={{
        position: 'relative',
        zIndex: isDragging ? 1 : 'auto',
        opacity: isDragging ? 0.85 : 1,
        minWidth: 0,
      }}
    >
      {render(controls)}
    </Box>
  );
}
