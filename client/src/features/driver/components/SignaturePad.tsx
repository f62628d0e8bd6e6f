import { forwardRef, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { Button } from '../ui';

/** What the form reads from the pad. */
export interface SignaturePadHandle {
  /** The canvas when something was drawn, else null. */
  drawn(): HTMLCanvasElement | null;
  clear(): void;
}

/** A drawn signature: a canvas following pointer events (finger, pen or mouse). */
export const SignaturePad = forwardRef<SignaturePadHandle, { onChange?: (drawn: boolean) => void }>(function SignaturePad({ onChange }, ref) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const [hasInk, setHasInk] = useState(false);

  const context = () => {
    const ctx = canvas.current?.getContext('2d');
    if (ctx) { ctx.lineWidth = 2.5; ctx.lineCap = 'round'; ctx.lineJoin = 'round'; ctx.strokeStyle = '#111'; }
    return ctx;
  };
  const point = (e: React.PointerEvent<HTMLCanvasElement>) => {
    const box = e.currentTarget.getBoundingClientRect();
    return { x: ((e.clientX - box.left) * e.currentTarget.width) / box.width, y: ((e.clientY - box.top) * e.currentTarget.height) / box.height };
  };
  const clear = useCallback(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (c && ctx) { ctx.fillStyle = '#fff'; ctx.fillRect(0, 0, c.width, c.height); }
    setHasInk(false);
  }, []);

  useEffect(clear, [clear]);
  useEffect(() => onChange?.(hasInk), [hasInk, onChange]);
  useImperativeHandle(ref, () => ({ drawn: () => (hasInk ? canvas.current : null), clear }), [hasInk, clear]);

  return (
    <div>
      <canvas
        ref={canvas}
        width={600}
        height={220}
        data-testid="driver-signature-pad"
        role="img"
        aria-label="Signature: draw with a finger or pen"
        style={{ width: '100%', height: 150, border: '1px solid #d9d9d9', borderRadius: 6, touchAction: 'none', background: '#fff' }}
        onPointerDown={(e) => {
          const ctx = context();
          if (!ctx) return;
          e.currentTarget.setPointerCapture(e.pointerId);
          drawing.current = true;
          const p = point(e);
          ctx.beginPath();
          ctx.moveTo(p.x, p.y);
        }}
        onPointerMove={(e) => {
          if (!drawing.current) return;
          const ctx = context();
          const p = point(e);
          ctx?.lineTo(p.x, p.y);
          ctx?.stroke();
          setHasInk(true);
        }}
        onPointerUp={() => { drawing.current = false; }}
        onPointerCancel={() => { drawing.current = false; }}
      />
      <Button small onClick={clear} testId="driver-signature-clear">Clear signature</Button>
    </div>
  );
});
