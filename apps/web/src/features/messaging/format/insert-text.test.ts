import { describe, expect, it } from 'vitest';
import { insertAtCursor } from './insert-text';

describe('insertAtCursor', () => {
  it('fills an empty typing area', () => {
    expect(insertAtCursor('', 'Visits on Saturdays.', 0)).toEqual({
      text: 'Visits on Saturdays.',
      caret: 20,
    });
  });

  it('goes in at the cursor, keeping what is after it', () => {
    expect(insertAtCursor('Hello! Thanks.', 'Visits on Saturdays. ', 7)).toEqual({
      text: 'Hello! Visits on Saturdays. Thanks.',
      caret: 28,
    });
  });

  it('replaces the selected text', () => {
    expect(insertAtCursor('Hi TIME bye', '10 am', 3, 7)).toEqual({ text: 'Hi 10 am bye', caret: 8 });
  });

  it('puts a space before it after a word, none at a line start', () => {
    expect(insertAtCursor('Hello', 'there', 5)).toEqual({ text: 'Hello there', caret: 11 });
    expect(insertAtCursor('Hello\n', 'there', 6)).toEqual({ text: 'Hello\nthere', caret: 11 });
  });

  it('keeps a cursor beyond the text, or a reversed selection, inside it', () => {
    expect(insertAtCursor('Hi ', 'there', 99)).toEqual({ text: 'Hi there', caret: 8 });
    expect(insertAtCursor('Hi there', 'you', 3, 1)).toEqual({ text: 'Hi youthere', caret: 6 });
  });
});
