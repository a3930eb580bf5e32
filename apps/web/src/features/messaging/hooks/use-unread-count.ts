import { useEffect, useState } from 'react';

/**
 * The signed-in user's unread message count, kept live, for the header's Messages link and the
 * side navigation; null for a visitor and until it is known. Its first render is null on the
 * server and in the browser alike, and the live part (Apollo, the subscription) loads after it,
 * so the public pages' first JavaScript carries none of it.
 */
export function useUnreadCount(userId: string | null | undefined): number | null {
  const [count, setCount] = useState<{ userId: string; value: number | null } | null>(null);
  useEffect(() => {
    if (!userId) return;
    let current = true;
    let stop = () => {};
    void import('../live/unread-count').then(({ watchUnreadCount }) => {
      if (current) stop = watchUnreadCount(userId, (value) => setCount({ userId, value }));
    });
    return () => {
      current = false;
      stop();
    };
  }, [userId]);
  return userId && count?.userId === userId ? count.value : null;
}
