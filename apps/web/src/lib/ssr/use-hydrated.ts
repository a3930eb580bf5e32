import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False on the server and while a server-rendered page hydrates, true after (and at once in a
 * page the browser renders itself). For what only the browser can say the same way every time,
 * such as a time relative to now in the viewer's time zone: the server renders a placeholder,
 * hydration matches it, and React renders the text right after.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
