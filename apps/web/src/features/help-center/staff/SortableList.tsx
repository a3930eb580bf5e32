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
import type { ReactNode } from 'react';
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
  onReorder,
  renderItem,
}: {
  items: readonly T[];
  /** The item's name, read out and on its buttons. */
  nameOf: (item: T) => string;
  layout: SortableLayout;
  /** The list's accessible name. */
  label: string;
  /** False without the edit permission, or while an order is being saved: no handle, no buttons. */
  canReorder: boolean;
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
              onMove={(by) => onReorder(moveInOrder(ids, item.id, by))}
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
  onMove,
  render,
}: {
  id: string;
  layout: SortableLayout;
  name: string;
  first: boolean;
  last: boolean;
  canReorder: boolean;
  onMove: (by: number) => void;
  render: (controls: ReactNode) => ReactNode;
}) {
  const { t } = useTranslation('helpCenterStaff');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, attributes: { roleDescription: t('sortable.roleDescription') } });
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
        sx={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      >
        <DragIndicator />
      </IconButton>
      <IconButton aria-label={t('sortable.moveUp', { name })} disabled={first} onClick={() => onMove(-1)}>
        <ArrowUpward fontSize="small" />
      </IconButton>
      <IconButton aria-label={t('sortable.moveDown', { name })} disabled={last} onClick={() => onMove(1)}>
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
