import { colors, font, space } from '../theme.ts';
import { PageLayout } from '../layout/page-layout.tsx';

/** A route whose screen is not built yet: its title, in the common layout. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageLayout title={title}>
      <h1 css={{ fontSize: font.size.xl, margin: `0 0 ${space.md}` }}>{title}</h1>
      <p css={{ color: colors.textMuted }}>This tool is being built. Check back soon.</p>
    </PageLayout>
  );
}
