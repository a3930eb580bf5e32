/**
 * Moves the focus to an element once it is on screen: a step changes what is shown, so the element
 * may only exist (or be enabled) on the next frame. `scroll` brings it to the middle of the screen,
 * smoothly, for a place further down the lease.
 */
export function focusSoon(id: string, scroll = true) {
  requestAnimationFrame(() => {
    const element = document.getElementById(id);
    if (!element) return;
    if (scroll) element.scrollIntoView({ block: 'center', behavior: 'smooth' });
    element.focus({ preventScroll: scroll });
  });
}
