import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { paths } from '../paths.ts';
import { PageLayout } from '../layout/page-layout.tsx';

/** Spec §2 "Not-found page": '404', 'Oops! Page not found', 'Return to Home'. */
export function NotFoundPage() {
  const [location] = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', location);
  }, [location]);

  return (
    <PageLayout title="Page not found">
      <h1>404</h1>
      <p>Oops! Page not found</p>
      <Link href={paths.home.path}>Return to Home</Link>
    </PageLayout>
  );
}
