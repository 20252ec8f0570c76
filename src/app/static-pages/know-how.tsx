import { BookOpen } from 'lucide-react';
import { paths } from '../paths.ts';
import { PageLayout } from '../shell/page-layout.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { InfoPanel } from '../shell/info-panel.tsx';

/** Spec §2 "Know-How page": the heading and a placeholder for the knowledge base. */
export function KnowHowPage() {
  return (
    <PageLayout title={paths.knowHow.title}>
      <PageHeading title="Know-How" />
      <InfoPanel icon={BookOpen}>
        <p>This page will hold searchable knowledge base content on industrial air filtration and dust collection.</p>
        <p>The knowledge base is not published yet.</p>
      </InfoPanel>
    </PageLayout>
  );
}
