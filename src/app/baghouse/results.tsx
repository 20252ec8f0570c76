import { useId } from 'react';
import { Coins, Flame, Link2, ListPlus } from 'lucide-react';
import { Link } from 'wouter';
import {
  selectCostLinkPath,
  selectExplosionLinkPath,
  selectFigures,
  selectLayoutSketch,
  selectLinkPath,
  selectMissing,
  selectWarnings,
} from '../../machines/baghouse/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { PrintButton } from '../shell/print-report.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { noPrint, printOnly } from '../shell/section-styles.ts';
import { colors, focusRing, font, radius, space } from '../shell/theme.ts';
import { useClipboard } from '../shell/use-clipboard.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { BaghouseActorContext } from './actor-context.ts';
import { LayoutSketch } from './layout-sketch.tsx';

/** On paper a block, not a grid, so a heading stays with what follows it across a page break. */
const panelStyle = {
  display: 'grid',
  gap: space.lg,
  minWidth: 0,
  alignContent: 'start',
  '@media print': { display: 'block', '& > * + *': { marginTop: space.md }, '& > section:not(:has(table))': { breakInside: 'avoid' } },
} as const;
const noticeStyle = { margin: 0, padding: space.md, border: `1px dashed ${colors.border}`, borderRadius: '4px', color: colors.textMuted } as const;
const linkButtonStyle = { ...secondaryAction, '&:focus-visible': focusRing } as const;
const statusStyle = { minHeight: '1.5em', margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;
const sourceStyle = { margin: 0, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5, '@media print': { marginTop: space.md } } as const;
const missingStyle = {
  borderLeft: `4px solid ${colors.border}`,
  borderRadius: radius.sm,
  background: colors.surface,
  padding: `${space.sm} ${space.md}`,
  '& h3': { display: 'flex', alignItems: 'center', gap: space.sm, margin: 0, fontSize: font.size.md, '& svg': { flexShrink: 0, color: colors.textMuted } },
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg, fontSize: font.size.sm, lineHeight: 1.5 },
  '& li + li': { marginTop: space.xs },
} as const;

/** Copies the link that reproduces this design. */
function ShareLink() {
  const linkPath = BaghouseActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  const clipboard = useClipboard();
  return (
    <div>
      <button type="button" css={linkButtonStyle} onClick={() => void clipboard.copy('link', `${window.location.origin}${linkPath}`, 'the link to this design')}>
        <Link2 aria-hidden="true" size={18} />
        Copy link to this design
      </button>
      <p role="status" css={statusStyle}>
        {clipboard.message}
      </p>
    </div>
  );
}

const actionsStyle = { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: space.sm } as const;

/** Opens the Cost Estimation with this design's cloth area, bags, flow and pressure drop, once it has its bags. */
function EstimateCostLink() {
  const costLinkPath = BaghouseActorContext.useSelector((snapshot) => selectCostLinkPath(snapshot.context));
  if (costLinkPath === undefined) return null;
  return (
    <Link href={costLinkPath} css={linkButtonStyle}>
      <Coins aria-hidden="true" size={18} />
      Estimate cost
    </Link>
  );
}

/** Opens the explosion protection page with the dirty side's volume and L/D and the dust, once the design has one of them. */
function ExplosionLink() {
  const path = BaghouseActorContext.useSelector((snapshot) => selectExplosionLinkPath(snapshot.context));
  if (path === undefined) return null;
  return (
    <Link href={path} css={[linkButtonStyle, { justifySelf: 'start' }]}>
      <Flame aria-hidden="true" size={18} />
      Size explosion vents for this collector
    </Link>
  );
}

/** The warnings and the figures, or why there are none (on paper, with each field's issue: the form is not printed). */
function DesignFigures() {
  const figures = BaghouseActorContext.useSelector((snapshot) => selectFigures(snapshot.context));
  const warnings = BaghouseActorContext.useSelector((snapshot) => selectWarnings(snapshot.context));
  const issues = BaghouseActorContext.useSelector((snapshot) => snapshot.context.result.status === 'error' ? snapshot.context.result.issues : undefined);
  const system = BaghouseActorContext.useSelector((snapshot) => snapshot.context.system);
  if (issues !== undefined) {
    return (
      <div css={noticeStyle}>
        <p css={{ margin: 0 }}>Correct the fields marked in red to see the design.</p>
        <ul css={printOnly}>
          {issues.map((issue) => (
            <li key={issue.field}>{issue.message}</li>
          ))}
        </ul>
      </div>
    );
  }
  return (
    <>
      <WarningList warnings={warnings} />
      <ExplosionLink />
      {figures.length > 0 && <FigureList heading="Baghouse design results" figures={figures} system={system} />}
    </>
  );
}

/** What each input left out would add: the design goes as far as the inputs allow (issue 18). */
function MissingInputs() {
  const headingId = useId();
  const missing = BaghouseActorContext.useSelector((snapshot) => selectMissing(snapshot.context));
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby={headingId} css={missingStyle}>
      <h3 id={headingId}>
        <ListPlus aria-hidden="true" size={18} />
        What more inputs would add
      </h3>
      <ul>
        {missing.map((item) => (
          <li key={item.code}>{item.text}</li>
        ))}
      </ul>
    </section>
  );
}

/** The top view of the bags, once the design has them. */
function Sketch() {
  const sketch = BaghouseActorContext.useSelector((snapshot) => selectLayoutSketch(snapshot.context));
  const system = BaghouseActorContext.useSelector((snapshot) => snapshot.context.system);
  return sketch === undefined ? null : <LayoutSketch sketch={sketch} system={system} />;
}

/**
 * The design: warnings first, so none is missed, then the figures with their
 * formulas and sources, what more inputs would add, the layout sketch, the
 * method, and the link, the cost estimate and the print. Each part has its
 * own error boundary, so a bug in one leaves the others and the inputs.
 */
export function BaghouseResults() {
  const headingId = useId();
  const reading = BaghouseActorContext.useSelector((snapshot) => snapshot.context.result);
  return (
    <section aria-labelledby={headingId} css={panelStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Design
      </h2>
      <SectionBoundary name="design results" resetKeys={[reading]}>
        <DesignFigures />
      </SectionBoundary>
      <SectionBoundary name="list of missing inputs" resetKeys={[reading]}>
        <MissingInputs />
      </SectionBoundary>
      <SectionBoundary name="bag layout sketch" resetKeys={[reading]}>
        <Sketch />
      </SectionBoundary>
      <p css={sourceStyle}>
        Method: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1 “Baghouses and Filters” (EPA/452/B-02-001): the
        pulse-jet A/C factor method, Table 1.1, the gross/net cloth table and the pulse-jet pressure-drop equation. The
        factor equation, cloth area, bag count and pressure drop are re-computed against the manual’s worked example;
        factors A and B, most Table 1.1 dusts and the typical ranges come from one secondary source, so confirm them
        with the fabric supplier. The re-entrainment limit is checked on the can velocity between the bags,
        Q / (section − bag sections), as its source defines it. Fabric limits: EPA APTI SI:412A Lesson 4, Table 4-1,
        cross-checked with Wang et al. (2004).
      </p>
      <div css={[actionsStyle, noPrint]}>
        <ShareLink />
        <EstimateCostLink />
        <PrintButton />
      </div>
    </section>
  );
}
