import { describe, expect, it } from 'vitest';
import { canvasPng, canvasPoint, paintPaper } from './ink-canvas';

function recordingCanvas() {
  const calls: unknown[][] = [];
  const ctx = {
    fillStyle: '',
    fillRect(...args: number[]) {
      calls.push([this.fillStyle, ...args]);
    },
  };
  const canvas = {
    width: 600,
    height: 200,
    getContext: () => ctx as unknown as CanvasRenderingContext2D,
    toDataURL: (type?: string) => `data:${type};base64,AAAA`,
  };
  return { canvas, calls };
}

describe('the ink canvas', () => {
  it('scales a pointer on a canvas shown at half size to the canvas pixels', () => {
    const box = { left: 10, top: 20, width: 300, height: 100 };
    expect(canvasPoint({ clientX: 160, clientY: 70 }, box, { width: 600, height: 200 })).toEqual({
      x: 300,
      y: 100,
    });
    expect(canvasPoint({ clientX: 10, clientY: 20 }, box, { width: 600, height: 200 })).toEqual({
      x: 0,
      y: 0,
    });
  });

  it('paints the whole canvas white', () => {
    const { canvas, calls } = recordingCanvas();
    paintPaper(canvas);
    expect(calls).toEqual([['#ffffff', 0, 0, 600, 200]]);
  });

  it('exports the drawing as a PNG data URL', () => {
    expect(canvasPng(recordingCanvas().canvas)).toMatch(/^data:image\/png;base64,/);
  });
});
