import { useId } from 'react';
import { Coins, Link2 } from 'lucide-react';
import { Link } from 'wouter';
import { selectCostLinkPath, selectFigures, selectLayoutSketch, selectLinkPath, selectWarnings } from '../../machines/baghouse/selectors.ts';
import { secondaryAction } from '../shell/action-styles.ts';
import { FigureList } from '../shell/figure-list.tsx';
import { colors, focusRing, font, space } from '../shell/theme.ts';
import { useClipboard } from '../shell/use-clipboard.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { BaghouseActorContext } from './actor-context.ts';
import { LayoutSketch } from './layout-sketch.tsx';

const panelStyle = { display: 'grid', gap: space.lg, minWidth: 0, alignContent: 'start' } as const;
const noticeStyle = { margin: 0, padding: space.md, border: `1px dashed ${colors.border}`, borderRadius: '4px', color: colors.textMuted } as const;
const linkButtonStyle = { ...secondaryAction, '&:focus-visible': focusRing } as const;
const statusStyle = { minHeight: '1.5em', margin: `${space.xs} 0 0`, fontSize: font.size.sm, color: colors.textMuted } as const;
const sourceStyle = { margin: 0, fontSize: font.size.sm, color: colors.textMuted, lineHeight: 1.5 } as const;

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

/** Opens the Cost Estimation with this design's cloth area, bags, flow and pressure drop. */
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

/**
 * The design: warnings first, so none is missed, then the layout sketch, the
 * figures with their formulas and sources, the link, and the cost estimate
 * of this design.
 */
export function BaghouseResults() {
  const headingId = useId();
  const figures = BaghouseActorContext.useSelector((snapshot) => selectFigures(snapshot.context));
  const warnings = BaghouseActorContext.useSelector((snapshot) => selectWarnings(snapshot.context));
  const sketch = BaghouseActorContext.useSelector((snapshot) => selectLayoutSketch(snapshot.context));
  const system = BaghouseActorContext.useSelector((snapshot) => snapshot.context.system);
  return (
    <section aria-labelledby={headingId} css={panelStyle}>
      <h2 id={headingId} css={{ margin: 0, fontSize: font.size.lg }}>
        Design
      </h2>
      {figures.length === 0 ? (
        <p css={noticeStyle}>Correct the fields marked in red to see the design.</p>
      ) : (
        <>
          <WarningList warnings={warnings} />
          {sketch !== undefined && <LayoutSketch sketch={sketch} system={system} />}
          <FigureList heading="Baghouse design results" figures={figures} system={system} />
        </>
      )}
      <p css={sourceStyle}>
        Method: EPA Air Pollution Control Cost Manual, Section 6 Chapter 1 “Baghouses and Filters” (EPA/452/B-02-001): the
        pulse-jet A/C factor method, Table 1.1, the gross/net cloth table and the pulse-jet pressure-drop equation. The
        factor equation, cloth area, bag count and pressure drop are re-computed against the manual’s worked example;
        factors A and B, most Table 1.1 dusts and the typical ranges come from one secondary source, so confirm them
        with the fabric supplier.
      </p>
      <div css={actionsStyle}>
        <ShareLink />
        <EstimateCostLink />
      </div>
    </section>
  );
}
