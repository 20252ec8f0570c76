import { colors } from './theme.ts';
import { PageLayout } from './page-layout.tsx';

/** Shown while a page's code downloads: the shell stays put, the content says it is loading. */
export function RouteLoading() {
  return (
    <PageLayout title="Loading">
      <p role="status" css={{ color: colors.textMuted, margin: 0 }}>
        Loading…
      </p>
    </PageLayout>
  );
}
