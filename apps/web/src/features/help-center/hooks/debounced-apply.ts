/**
 * Applies the last text typed once typing has paused for `delayMs` (search as you type, spec/01
 * §9), or at once on `flush` (Enter). The same text is not applied twice in a row, so a pause
 * after the reader has already pressed Enter does not search again.
 */
export function debouncedApply(apply: (text: string) => void, delayMs: number, initial = '') {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let last = initial.trim();
  const run = (text: string) => {
    const trimmed = text.trim();
    if (trimmed === last) return;
    last = trimmed;
    apply(trimmed);
  };
  const cancel = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  return {
    type(text: string) {
      cancel();
      timer = setTimeout(() => {
        timer = null;
        run(text);
      }, delayMs);
    },
    flush(text: string) {
      cancel();
      run(text);
    },
    /**
     * Whether the URL's text is the one this searcher applied last: its own change coming back,
     * not the back button, so the search box keeps what was typed since.
     */
    echoes(text: string) {
      return text.trim() === last;
    },
    /**
     * The applied text as the URL now shows it. A change made elsewhere (the back button) wins
     * over what was being typed; the echo of this searcher's own apply changes nothing.
     */
    sync(text: string) {
      if (text.trim() === last) return;
      cancel();
      last = text.trim();
    },
    cancel,
  };
}
