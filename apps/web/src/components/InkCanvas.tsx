import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { forwardRef, useEffect, useImperativeHandle, useRef, type PointerEvent } from 'react';
import { canvasPng, canvasPoint, INK_COLOUR, paintPaper } from '../lib/canvas/ink-canvas';

export interface InkCanvasHandle {
  /** Paints the paper white again, wiping every stroke. */
  clear(): void;
  /** The drawing as a PNG data URL, or null before the canvas is on the page. */
  png(): string | null;
  /** The canvas itself, to draw on other than by hand or to read its pixels. */
  canvas(): HTMLCanvasElement | null;
}

export interface InkCanvasProps {
  /** The canvas's own size in pixels; on the page it fills its column at this aspect ratio. */
  width: number;
  height: number;
  /** What a screen reader announces for the drawing surface. */
  label: string;
  /** The pen's width in canvas pixels. */
  lineWidth: number;
  /** Whether a tap without a move leaves a dot, so a tap shows where it landed. */
  tapLeavesDot?: boolean;
  /** A stroke starts, before any ink is laid (e.g. to wipe what was there). */
  onStrokeStart?: (canvas: HTMLCanvasElement) => void;
  /** A stroke laid ink: the canvas now holds a drawing. */
  onInk?: () => void;
  /** A stroke ended (the pointer was lifted, cancelled or left). */
  onStrokeEnd?: () => void;
  /** The frame around the paper. */
  sx?: SxProps<Theme>;
  'data-testid'?: string;
}

/**
 * A canvas to draw on with a finger, a pen or the mouse (pointer events cover all three), knowing
 * nothing of what is drawn. The pointer is captured so a stroke that strays off the canvas still
 * ends, and touch-action: none keeps the page from scrolling while a finger draws.
 */
export const InkCanvas = forwardRef<InkCanvasHandle, InkCanvasProps>(function InkCanvas(
  { width, height, label, lineWidth, tapLeavesDot = false, onStrokeStart, onInk, onStrokeEnd, sx, ...rest },
  ref,
) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);

  useEffect(() => {
    if (canvas.current) paintPaper(canvas.current);
  }, []);

  useImperativeHandle(ref, () => ({
    clear() {
      if (canvas.current) paintPaper(canvas.current);
    },
    png() {
      return canvas.current ? canvasPng(canvas.current) : null;
    },
    canvas() {
      return canvas.current;
    },
  }));

  const point = (event: PointerEvent<HTMLCanvasElement>) =>
    canvasPoint(event, event.currentTarget.getBoundingClientRect(), { width, height });

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const ctx = event.currentTarget.getContext('2d');
    if (!ctx) return;
    event.preventDefault();
    onStrokeStart?.(event.currentTarget);
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drawing.current = true;
    const { x, y } = point(event);
    ctx.strokeStyle = INK_COLOUR;
    ctx.lineWidth = lineWidth;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(x, y);
    if (tapLeavesDot) {
      ctx.lineTo(x + 0.1, y + 0.1);
      ctx.stroke();
      onInk?.();
    }
  };
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!drawing.current) return;
    const ctx = event.currentTarget.getContext('2d');
    const { x, y } = point(event);
    ctx?.lineTo(x, y);
    ctx?.stroke();
    onInk?.();
  };
  const end = () => {
    if (drawing.current) onStrokeEnd?.();
    drawing.current = false;
  };

  return (
    <Box
      component="canvas"
      ref={canvas}
      width={width}
      height={height}
      role="img"
      aria-label={label}
      data-testid={rest['data-testid']}
      onPointerDown={start}
      onPointerMove={move}
      onPointerUp={end}
      onPointerCancel={end}
      onPointerLeave={end}
      sx={[
        {
          display: 'block',
          width: '100%',
          aspectRatio: `${width} / ${height}`,
          bgcolor: '#fff',
          touchAction: 'none',
          cursor: 'crosshair',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
});
