import { useCallback, useEffect, useState } from 'react';
import { readAudience, writeAudience, type ReaderAudience } from '../format/remembered-audience';

/**
 * The reader's 'I am a renter / a landlord' choice, remembered in this browser. The server renders
 * every collection (it cannot read the browser's storage); the remembered choice applies once
 * the page has hydrated, so both renders agree first.
 */
export function useRememberedAudience() {
  const [audience, setAudience] = useState<ReaderAudience | null>(null);
  useEffect(() => setAudience(readAudience()), []);
  const choose = useCallback((next: ReaderAudience | null) => {
    setAudience(next);
    writeAudience(next);
  }, []);
  return [audience, choose] as const;
}
