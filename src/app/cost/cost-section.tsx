import { useMemo } from 'react';
import { css } from '@emotion/react';
import { shallowEqual } from '@xstate/react';
import { COST_FIELD_GROUPS } from '../../core/cost/input.ts';
import { selectAnnualCostChart, selectCostFigures, selectCostNeeds, selectCostWarnings } from '../../machines/cost/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { KnowHowLink } from '../shell/know-how-link.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { noPrint } from '../shell/section-styles.ts';
import { font, media, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { CostActorContext } from './actor-context.ts';
import { FieldGroups } from './fields.tsx';
import { InputsSummary } from './inputs-summary.tsx';
import { LineTable } from './line-table.tsx';
import { NeedsList } from './needs-list.tsx';
import { leadStyle, pairStyle, sectionHeadingStyle, sectionStyle, stackStyle, waitingStyle } from './styles.ts';

/** Beside the long form on a large screen, the summary stays in view while the inputs scroll. */
const stickyStyle = css({ [media.large]: { position: 'sticky', top: space.md }, '@media print': { position: 'static' } });

/** The estimate's summary and warnings as far as the inputs allow, and what more inputs would add. */
function CostResults() {
  const cost = CostActorContext.useSelector((snapshot) => snapshot.context.cost);
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const figures = selectCostFigures({ cost });
  const needs = selectCostNeeds({ cost });
  return (
    <div css={[stackStyle, stickyStyle]}>
      <h3 css={{ margin: 0, fontSize: font.size.md }}>Results</h3>
      <WarningList warnings={selectCostWarnings({ cost })} />
      {figures.length === 0 ? (
        <p css={waitingStyle}>Nothing can be estimated yet: each figure needs the inputs listed below.</p>
      ) : (
        <FigureList heading="Cost summary" figures={figures} system={system} />
      )}
      <NeedsList needs={needs} heading="What more inputs would add to the estimate" />
    </div>
  );
}

/**
 * The total annual cost at other filter pressure drops, with the design
 * marked. A chart is drawn anew when its data changes: it follows a
 * keystroke after the field has painted, not within it.
 */
function AnnualCostChart() {
  const actorRef = CostActorContext.useActorRef();
  const { cost, system } = useDeferredSelector(actorRef, ({ context }) => ({ cost: context.cost, system: context.system }), shallowEqual);
  const chart = useMemo(() => selectAnnualCostChart({ cost, system }), [cost, system]);
  if (chart === undefined) {
    const message = Number.isFinite(cost.estimate.annualCostUsd.total)
      ? 'Give the pressure drop at the fan to draw the annual cost against it.'
      : 'The chart of the annual cost against the pressure drop shows once the total annual cost can be estimated.';
    return <p css={waitingStyle}>{message}</p>;
  }
  return <LineChart title={chart.title} xLabel={chart.xLabel} yLabel={chart.yLabel} xs={chart.xs} series={chart.series} table={chart.table} />;
}

/**
 * The capital and annual cost: the inputs beside the summary, then every
 * line of the estimate and the annual cost against the pressure drop. Each
 * part has its own error boundary, so a bug in one never takes the inputs down.
 */
export function CostSection() {
  return (
    <>
      <section aria-labelledby="capital-and-annual-cost" css={sectionStyle}>
        <h2 id="capital-and-annual-cost" css={sectionHeadingStyle}>
          Capital and annual cost
        </h2>
        <p css={[leadStyle, noPrint]}>
          EPA Air Pollution Control Cost Manual, Section 6 Chapter 1: the pulse-jet housing in 1998 dollars escalated by the CEPCI, then purchased
          equipment, installation and the total capital investment, and the annual costs with capital recovery. Empty factors take the EPA value.
        </p>
        <div css={pairStyle}>
          <SectionBoundary name="inputs of the estimate">
            <form aria-label="Inputs of the estimate" onSubmit={(event) => event.preventDefault()} noValidate css={[stackStyle, noPrint]}>
              <h3 css={{ margin: 0, fontSize: font.size.md }}>Inputs</h3>
              <FieldGroups form="cost" groups={COST_FIELD_GROUPS} />
            </form>
          </SectionBoundary>
          <SectionBoundary name="results of the estimate">
            <CostResults />
          </SectionBoundary>
        </div>
        <SectionBoundary name="printed inputs of the estimate">
          <InputsSummary form="cost" groups={COST_FIELD_GROUPS} caption="Inputs of the estimate" />
        </SectionBoundary>
      </section>
      <section aria-labelledby="cost-lines" css={sectionStyle}>
        <h2 id="cost-lines" css={sectionHeadingStyle}>
          Itemised estimate
        </h2>
        <p css={leadStyle}>
          Every line with its factor, what the factor multiplies, and its source. Dollars of today (the CEPCI entered) unless the item says 1998; annual
          lines per year. Its factors: EPA Table 1.9 and the annual costs’ shares
          <KnowHowLink entry="epa-table-1-9" figure="EPA Table 1.9, the cost factors" />.
        </p>
        <div css={stackStyle}>
          <SectionBoundary name="itemised estimate">
            <LineTable labelledBy="cost-lines" />
          </SectionBoundary>
          <SectionBoundary name="chart of the annual cost">
            <AnnualCostChart />
          </SectionBoundary>
        </div>
      </section>
    </>
  );
}
