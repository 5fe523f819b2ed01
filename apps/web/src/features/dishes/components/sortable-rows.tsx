import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { type ReactNode, useState } from 'react';
import { useI18n } from '../i18n';
import styles from './sortable-rows.module.css';

/** Rows move up and down only. */
const alongTheList: Modifier = ({ transform }) => ({ ...transform, x: 0 });

let lastKey = 0;
const freshKeys = (count: number) => Array.from({ length: count }, () => `row-${(lastKey += 1)}`);

/**
 * Keys that follow a list's items through moves, additions and removals, so a row being
 * edited or dragged keeps its own React state. The list's owner keeps only the items and calls
 * these beside its own change, in the same event.
 */
export function useRowKeys(length: number) {
  const [keys, setKeys] = useState(() => freshKeys(length));
  let shown = keys;
  // Items changed from outside (a new draft, say): keys for new rows, none for rows gone.
  if (keys.length !== length) {
    shown = keys.length < length ? [...keys, ...freshKeys(length - keys.length)] : keys.slice(0, length);
    setKeys(shown);
  }
  return {
    keys: shown,
    move: (from: number, to: number) => setKeys((current) => arrayMove(current, from, to)),
    /** Answers the keys of the rows added. */
    insert: (at: number, count = 1) => {
      const added = freshKeys(count);
      setKeys((current) => [...current.slice(0, at), ...added, ...current.slice(at)]);
      return added;
    },
    remove: (at: number) => setKeys((current) => current.filter((_, index) => index !== at)),
  };
}

interface SortableRowsProps {
  keys: string[];
  /** What a row is called in announcements ("step 2", "flour"). */
  nameOf: (index: number) => string;
  onMove: (from: number, to: number) => void;
  /** Draws a row; `handle` is its drag handle, also reached by Tab for keyboard moves. */
  children: (index: number, handle: ReactNode) => ReactNode;
  className?: string;
}

/**
 * A list whose rows move by dragging their handle (mouse, pen or finger) or from the keyboard
 * (space on the handle, the arrows, space again), announced to screen readers. @dnd-kit does
 * the work; this screen's chunk is the only one that loads it.
 */
export function SortableRows({ keys, nameOf, onMove, children, className }: SortableRowsProps) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so a tap on the handle is still a tap.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const { i18n } = useI18n();
  const indexOf = (id: UniqueIdentifier) => keys.indexOf(String(id));
  const total = keys.length;
  const at = (id: UniqueIdentifier, position: number) => ({ what: nameOf(indexOf(id)), position, total });

  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(indexOf(active.id), indexOf(over.id));
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[alongTheList]}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: i18n._('dishes.form.dragInstructions') },
        announcements: {
          onDragStart: ({ active }) => i18n._('dishes.form.pickedUp', at(active.id, indexOf(active.id) + 1)),
          onDragOver: ({ active, over }) => (over ? i18n._('dishes.form.movedTo', at(active.id, indexOf(over.id) + 1)) : undefined),
          onDragEnd: ({ active, over }) => i18n._('dishes.form.dropped', at(active.id, (over ? indexOf(over.id) : indexOf(active.id)) + 1)),
          onDragCancel: ({ active }) => i18n._('dishes.form.dragCancelled', { what: nameOf(indexOf(active.id)) }),
        },
      }}
    >
      <SortableContext items={keys} strategy={verticalListSortingStrategy}>
        <ol className={className ?? styles.rows}>
          {keys.map((key, index) => (
            <SortableRow key={key} id={key} name={nameOf(index)}>
              {(handle) => children(index, handle)}
            </SortableRow>
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

function SortableRow({ id, name, children }: { id: string; name: string; children: (handle: ReactNode) => ReactNode }) {
  const { i18n } = useI18n();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const handle = (
    <button
      type="button"
      ref={setActivatorNodeRef}
      className={styles.handle}
      {...attributes}
      {...listeners}
      aria-label={i18n._('dishes.form.dragHandle', { what: name })}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
  return (
    <li
      ref={setNodeRef}
      className={`${styles.row} ${isDragging ? styles.dragging : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </li>
  );
}
