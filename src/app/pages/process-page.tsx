import { paths } from '../paths.ts';
import { PageLayout } from '../layout/page-layout.tsx';

export function ProcessPage() {
  return (
    <PageLayout title={paths.process.title}>
      <p>Please select a topic from the sidebar to view details.</p>
    </PageLayout>
  );
}
