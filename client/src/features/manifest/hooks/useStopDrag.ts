import { useState, type DragEvent } from 'react';
import { moveStop } from '../manifestScreenRules';

/**
 * Dragging the stops into a new order with HTML5 drag and drop: which stop is dragged, which one it is over
 * (the drop goes above it), and the handlers each stop's element takes. A drop on another stop reorders.
 */
export function useStopDrag(order: readonly number[], onReorder: (order: number[]) => void) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const end = () => {
    setDragged(null);
    setOver(null);
  };
  const handlersOf = (id: number) => ({
    onDragStart: (e: DragEvent) => {
      e.dataTransfer.effectAllowed = 'move';
      e.dataTransfer.setData('text/plain', String(id));
      setDragged(id);
    },
    onDragOver: (e: DragEvent) => {
      if (dragged === null) return;
      e.preventDefault();
      setOver(id);
    },
    onDragLeave: () => setOver((o) => (o === id ? null : o)),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      if (dragged !== null && dragged !== id) onReorder(moveStop(order, dragged, id));
      end();
    },
    onDragEnd: end,
  });
  return { dragged, over, handlersOf };
}
