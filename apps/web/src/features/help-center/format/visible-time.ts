/**
 * How long a page has been visible: the reading time reported for an article (spec/01 §3
 * totalReadingAvg). Time in a hidden tab does not count. Pure, with the clock passed in, so the
 * page's listeners (hooks/use-reading-time) stay thin and this is tested without a browser.
 */
export class VisibleTime {
  private totalMs = 0;
  private shownAt: number | null;

  constructor(now: number, visible: boolean) {
    this.shownAt = visible ? now : null;
  }

  show(now: number): void {
    this.shownAt ??= now;
  }

  hide(now: number): void {
    if (this.shownAt === null) return;
    this.totalMs += Math.max(0, now - this.shownAt);
    this.shownAt = null;
  }

  /** Whole seconds visible so far, the current stretch included. */
  seconds(now: number): number {
    const current = this.shownAt === null ? 0 : Math.max(0, now - this.shownAt);
    return Math.floor((this.totalMs + current) / 1000);
  }
}
