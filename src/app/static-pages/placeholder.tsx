import { Wrench } from 'lucide-react';
import { PageLayout } from '../shell/page-layout.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { InfoPanel } from '../shell/info-panel.tsx';

/** A route whose screen the spec does not show yet: its title, in the common layout. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <PageLayout title={title}>
      <PageHeading title={title} />
      <InfoPanel icon={Wrench}>
        <p>This tool is being built. Check back soon.</p>
      </InfoPanel>
    </PageLayout>
  );
}
