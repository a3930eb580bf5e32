import { describe, expect, it } from 'vitest';
import { DESKTOP_WIDTH, guessViewportWidth, PHONE_WIDTH, TABLET_WIDTH, viewportMatchMedia } from './viewport';

describe('guessViewportWidth', () => {
  it('takes phones, tablets and computers apart by their User-Agent', () => {
    const pixel =
      'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 Chrome/120 Mobile Safari/537.36';
    const iphone =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
    const tab = 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/120 Safari/537.36';
    expect(guessViewportWidth(pixel)).toBe(PHONE_WIDTH);
    expect(guessViewportWidth(iphone)).toBe(PHONE_WIDTH);
    expect(guessViewportWidth(tab)).toBe(TABLET_WIDTH);
    expect(guessViewportWidth(desktop)).toBe(DESKTOP_WIDTH);
    expect(guessViewportWidth(undefined)).toBe(DESKTOP_WIDTH);
  });
});

describe('viewportMatchMedia', () => {
  it('answers the breakpoint queries MUI writes, at the given width', () => {
    const phone = viewportMatchMedia(412);
    expect(phone('@media (max-width:899.95px)').matches).toBe(true);
    expect(phone('(min-width:600px)').matches).toBe(false);
    expect(phone('(min-width:0px) and (max-width:599.95px)').matches).toBe(true);
    const desktop = viewportMatchMedia(1280);
    expect(desktop('(max-width:899.95px)').matches).toBe(false);
    expect(desktop('(min-width:1200px)').matches).toBe(true);
  });

  it('does not match a feature it cannot read', () => {
    expect(viewportMatchMedia(1280)('(prefers-reduced-motion: reduce)').matches).toBe(false);
  });
});
