import { describe, expect, it } from 'vitest';
import { canvasPng } from '../../../lib/canvas/ink-canvas';
import { drawTypedSignature, SIGNATURE_FONT } from './signature-image';

/** A canvas that records what is drawn on it, as the browser's would paint it. */
function recordingCanvas() {
  const drawn: { text: string; font: string; x: number; y: number }[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    fillRect: () => undefined,
    measureText: (text: string) => ({ width: text.length * 20 }),
    fillText(text: string, x: number, y: number) {
      drawn.push({ text, font: this.font, x, y });
    },
  };
  const canvas = {
    width: 600,
    height: 200,
    getContext: () => ctx as unknown as CanvasRenderingContext2D,
    toDataURL: (type?: string) => `data:${type};base64,${btoa(JSON.stringify(drawn))}`,
  };
  return { canvas, drawn };
}

describe('the typed signature', () => {
  it('draws the typed name in a script font and saves it as a PNG data URL', () => {
    const { canvas, drawn } = recordingCanvas();
    drawTypedSignature(canvas, '  Aline Tremblay ');
    expect(drawn).toEqual([
      { text: 'Aline Tremblay', font: `italic 90px ${SIGNATURE_FONT}`, x: 300, y: 100 },
    ]);
    expect(canvasPng(canvas)).toMatch(/^data:image\/png;base64,/);
  });

  it('shrinks a long name to fit the pad', () => {
    const { canvas, drawn } = recordingCanvas();
    drawTypedSignature(canvas, 'Marie-Ève Gagnon-Bouchard de la Rivière');
    const size = Number(/(\d+)px/.exec(drawn[0]!.font)![1]);
    expect(size).toBeLessThan(90);
  });

  it('draws nothing for a blank name', () => {
    const { canvas, drawn } = recordingCanvas();
    drawTypedSignature(canvas, '   ');
    expect(drawn).toEqual([]);
  });
});
