import { useLocation } from 'react-router';

/** The navigation state with which the contact form opens a conversation that existed already. */
export const EXISTING_NOTICE = 'existingConversation';

/** Whether this page was opened by the contact form for a conversation that existed already. */
export function useOpenedExisting(): boolean {
  const state: unknown = useLocation().state;
  return !!state && typeof state === 'object' && 'notice' in state && state.notice === EXISTING_NOTICE;
}
