"use client";

import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from "@dnd-kit/core";
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from "@dnd-kit/sortable";
import { CSS } from "@dnd-kit/utilities";
import type { HTMLAttributes, ReactNode } from "react";

/** Spread on the element the user grabs: pointer drag, or focus + Space, arrows, Space (Escape cancels). */
export type DragHandleProps = HTMLAttributes<HTMLElement>;

export interface SortableProps<T> {
  items: readonly T[];
  idOf: (item: T) => string;
  /** The new order, after a drop that moved something. */
  onReorder: (items: T[]) => void;
  renderItem: (item: T, handle: DragHandleProps, dragging: boolean) => ReactNode;
  /** How screen readers name an item in drag announcements. */
  nameOf: (item: T) => string;
  layout?: "list" | "grid";
  /** Grid columns (1 to 6), for layout "grid"; "auto" fits as many as the width allows, up to 6. */
  columns?: number | "auto";
  className?: string;
}

function SortableItem<T>({ item, id, renderItem }: { item: T; id: string; renderItem: SortableProps<T>["renderItem"] }) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={isDragging ? "relative z-10 opacity-80" : undefined}>
      {renderItem(item, { ...attributes, ...listeners }, isDragging)}
    </li>
  );
}

/** Grid tracks: a fixed count, or (auto) cards at least 15rem wide, never more than 6 across (gap 0.75rem). */
const gridColumns = (columns: number | "auto") =>
  columns === "auto" ? "repeat(auto-fill, minmax(max(15rem, calc((100% - 3.75rem) / 6)), 1fr))" : `repeat(${Math.min(6, Math.max(1, columns))}, minmax(0, 1fr))`;

/**
 * A list or grid the user reorders by dragging or with the keyboard (dnd-kit's keyboard sensor),
 * with spoken announcements that name the items.
 */
export function Sortable<T>({ items, idOf, onReorder, renderItem, nameOf, layout = "list", columns = 3, className = "" }: SortableProps<T>) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = items.map(idOf);
  const name = (id: string | number) => {
    const item = items[ids.indexOf(String(id))];
    return item === undefined ? String(id) : nameOf(item);
  };
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const drop = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...items], ids.indexOf(String(active.id)), ids.indexOf(String(over.id))));
  };
  const announcements = {
    onDragStart: ({ active }: { active: { id: string | number } }) => `Picked up ${name(active.id)}, position ${position(active.id)} of ${ids.length}.`,
    onDragOver: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${name(active.id)} moved to position ${position(over.id)} of ${ids.length}.` : `${name(active.id)} is no longer over a position.`,
    onDragEnd: ({ active, over }: { active: { id: string | number }; over: { id: string | number } | null }) =>
      over ? `${name(active.id)} dropped at position ${position(over.id)} of ${ids.length}.` : `${name(active.id)} dropped.`,
    onDragCancel: ({ active }: { active: { id: string | number } }) => `Moving ${name(active.id)} was cancelled.`,
  };
  const grid = layout === "grid";
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={drop} accessibility={{ announcements }}>
      <SortableContext items={ids} strategy={grid ? rectSortingStrategy : verticalListSortingStrategy}>
        <ul className={`${grid ? "grid gap-3" : "flex flex-col gap-2"} ${className}`} style={grid ? { gridTemplateColumns: gridColumns(columns) } : undefined}>
          {items.map((item) => (
            <SortableItem key={idOf(item)} id={idOf(item)} item={item} renderItem={renderItem} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
