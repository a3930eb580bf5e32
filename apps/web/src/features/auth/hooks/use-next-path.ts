import { useSearchParams } from 'react-router';
import { safeNextPath } from './safe-next-path';

/** The page to open after logging in or signing up, from the `next` query parameter. */
export function useNextPath(): string {
  const [params] = useSearchParams();
  return safeNextPath(params.get('next'));
}
