import { describe, expect, it } from 'vitest';
import { fitToMode, isChosen, toggleTime, type TimeChoice } from './proposed-times';

const at = (hour: number) => `2026-03-12T${String(hour).padStart(2, '0')}:00:00.000Z`;
const none: TimeChoice = { kind: 'SLOT', proposedTimes: [] };
const pick = (
  choice: TimeChoice,
  hour: number,
  mode: 'INSTANT' | 'REQUEST',
  kind: TimeChoice['kind'] = 'SLOT',
) => toggleTime(choice, { kind, startsAt: at(hour) }, mode);

describe('choosing times', () => {
  it('keeps one time in instant mode: another replaces it', () => {
    const choice = pick(pick(none, 14, 'INSTANT'), 15, 'INSTANT');
    expect(choice.proposedTimes).toEqual([at(15)]);
  });

  it('adds up to three times in request mode and refuses a fourth', () => {
    let choice = none;
    for (const hour of [14, 15, 16, 17]) choice = pick(choice, hour, 'REQUEST');
    expect(choice.proposedTimes).toEqual([at(14), at(15), at(16)]);
  });

  it('takes a chosen time back when pressed again', () => {
    const choice = pick(pick(pick(none, 14, 'REQUEST'), 15, 'REQUEST'), 14, 'REQUEST');
    expect(choice.proposedTimes).toEqual([at(15)]);
    expect(isChosen(choice, { kind: 'SLOT', startsAt: at(14) })).toBe(false);
  });

  it('starts again with an open house: one booking is of one kind', () => {
    const choice = pick(pick(none, 14, 'REQUEST'), 18, 'REQUEST', 'OPEN_HOUSE');
    expect(choice).toEqual({ kind: 'OPEN_HOUSE', proposedTimes: [at(18)] });
    expect(isChosen(choice, { kind: 'SLOT', startsAt: at(18) })).toBe(false);
  });

  it('keeps only the first time when the listing turns out to book instantly', () => {
    expect(fitToMode({ kind: 'SLOT', proposedTimes: [at(14), at(15)] }, 'INSTANT').proposedTimes).toEqual([
      at(14),
    ]);
  });
});
