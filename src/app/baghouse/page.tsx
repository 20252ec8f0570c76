import { useId } from 'react';
import { useSearch } from 'wouter';
import { selectLinkPath } from '../../machines/baghouse/selectors.ts';
import { paths } from '../paths.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { media, space } from '../shell/theme.ts';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { visuallyHidden } from '../shell/visually-hidden.ts';
import { BaghouseActorContext } from './actor-context.ts';
import { BaghouseForm } from './form.tsx';
import { BaghouseResults } from './results.tsx';

const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.xl,
  [media.large]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)', alignItems: 'start' },
} as const;

/** The link's ignored parameters, until the user dismisses them. */
function BaghouseLinkNotes() {
  const actorRef = BaghouseActorContext.useActorRef();
  const notes = BaghouseActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(BaghouseActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

function BaghouseCard() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} css={toolCardStyle}>
      <h2 id={headingId} css={visuallyHidden}>
        Inputs
      </h2>
      <div css={layoutStyle}>
        <BaghouseForm labelledBy={headingId} />
        <BaghouseResults />
      </div>
    </section>
  );
}

/**
 * `/baghouse-design` (issue 10): sizes a fabric filter from the gas flow and
 * the dust by the EPA Cost Manual method, with the bag layout, can velocity,
 * pressure drop and cleaning interval. The inputs live in the URL query, so a
 * link reproduces the design. Opens on the EPA worked example, in the
 * site-wide unit preference.
 */
export function BaghouseDesignPage() {
  // Read once: the machine starts from the link it was opened with, or the unit preference.
  const search = useSearch();
  const { title } = paths.baghouseDesign;
  return (
    <PageLayout title={title}>
      <PageHeading
        title={title}
        subtitle="Size a fabric filter from the gas flow and the dust: air-to-cloth ratio, cloth area, bags and compartments, can velocity, pressure drop and cleaning interval, by the EPA Cost Manual method. Everything runs on your device."
      />
      <BaghouseActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
        <LinkSync />
        <BaghouseLinkNotes />
        <BaghouseCard />
      </BaghouseActorContext.Provider>
    </PageLayout>
  );
}
