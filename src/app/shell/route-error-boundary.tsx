import type { ReactNode } from 'react';
import { useLocation } from 'wouter';
import { ErrorBoundary } from 'react-error-boundary';
import { ErrorFallback } from './error-fallback.tsx';

/**
 * Catches an error thrown while rendering a route and shows the fallback
 * (spec §8) in the normal shell. The current path is a reset key, so
 * following any link clears the error and renders the new route.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ErrorFallback} resetKeys={[location]}>
      {children}
    </ErrorBoundary>
  );
}
