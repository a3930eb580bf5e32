import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../../lib/session/session-context';

/** Logs out and lands on the home page, where nothing needs a session. */
export function useLogout(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return useCallback(async () => {
    await signOut();
    await navigate('/');
  }, [signOut, navigate]);
}
