import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { CrashScreen } from './CrashScreen';

/** The router's error element: logs what broke, then shows the crash screen. */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Unexpected error: ' + (error instanceof Error ? error.message : String(error)));
  }, [error]);
  return <CrashScreen />;
}
