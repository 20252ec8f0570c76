import { useId } from 'react';
import { useSearch } from 'wouter';
import { selectLinkPath } from '../../machines/fan/selectors.ts';
import { toolCardStyle } from '../shell/form-styles.ts';
import { LinkNotes } from '../shell/link-notes.tsx';
import { PageHeading } from '../shell/page-heading.tsx';
import { PageLayout } from '../shell/page-layout.tsx';
import { font, media, space } from '../shell/theme.ts';
import { TooltipProvider } from '../shell/tooltip-provider.tsx';
import { readUnitPreference } from '../shell/unit-preference.ts';
import { useReplaceLink } from '../shell/use-link-query.ts';
import { paths } from '../paths.ts';
import { FanActorContext } from './actor-context.ts';
import { CurveTable } from './curve-table.tsx';
import { FanInputs } from './inputs.tsx';
import { FanResults } from './results.tsx';

const layoutStyle = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space.lg,
  [media.large]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)', gap: space.xl, alignItems: 'start' },
} as const;
const formStyle = { display: 'grid', gap: space.lg, minWidth: 0 } as const;

/** The link's ignored parameters, until the user dismisses them. */
function FanLinkNotes() {
  const actorRef = FanActorContext.useActorRef();
  const notes = FanActorContext.useSelector((snapshot) => snapshot.context.linkNotes);
  return <LinkNotes notes={notes} onDismiss={() => actorRef.send({ type: 'notes.dismiss' })} />;
}

/** Keeps the URL in step with the inputs; renders nothing. */
function LinkSync() {
  useReplaceLink(FanActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context)));
  return null;
}

/**
 * `/fan-selection`, the Fan Selection (issue 11): from one set of inputs the
 * gas density hot and cold, the air, shaft and electrical power, the motor,
 * the cold start, and where a fan curve meets the clean and loaded system
 * curves, drawn on a chart. The inputs live in the URL query, named as
 * `duct-calc fan`'s options, so a link reproduces the selection. Runs in the
 * browser; loaded lazily, and the chart library only with it.
 */
export function FanSelectionPage() {
  const search = useSearch();
  const headingId = useId();
  const { title } = paths.fanSelection;
  return (
    <PageLayout title={title}>
      <PageHeading
        title={title}
        subtitle="Power hot and at a cold start, the motor, and where the fan's curve meets the system's with a clean and a loaded filter. Formulas and sources with every figure."
      />
      <TooltipProvider>
        <FanActorContext.Provider options={{ input: { search, preferredSystem: readUnitPreference() } }}>
          <LinkSync />
          <FanLinkNotes />
          <div css={toolCardStyle}>
            <div css={layoutStyle}>
              <form aria-labelledby={headingId} onSubmit={(event) => event.preventDefault()} noValidate css={formStyle}>
                <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
                  Inputs
                </h2>
                <FanInputs />
                <CurveTable />
              </form>
              <FanResults />
            </div>
          </div>
        </FanActorContext.Provider>
      </TooltipProvider>
    </PageLayout>
  );
}
