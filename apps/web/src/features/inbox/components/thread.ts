import type { ComponentType } from 'react';

/**
 * What the inbox needs of a conversation's messages and typing area: the messaging feature's
 * TeamThread, handed in by the route (app/router/compositions.tsx), as features do not import
 * each other.
 */
export interface ThreadProps {
  roomId: string;
  viewerId: string;
  /** Names the messages for screen readers. */
  label: string;
  /** The typing area shows, posting for the team. */
  canPost: boolean;
  /** The newest page has come: the API has recorded this reading (roomStaffViews). */
  onLoaded?: () => void;
  /** A message came or was sent while open: the list's row of the conversation has changed. */
  onNewMessage?: () => void;
}

export type ThreadComponent = ComponentType<ThreadProps>;
