import { useId, useMemo } from 'react';
import { css } from '@emotion/react';
import { COST_FIELD_GROUPS } from '../../core/cost/input.ts';
import { selectAnnualCostChart, selectCostFigures, selectCostWarnings } from '../../machines/cost/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { font, media, space } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { CostActorContext } from './actor-context.ts';
import { FieldGroups } from './fields.tsx';
import { InputsSummary } from './inputs-summary.tsx';
import { LineTable } from './line-table.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { leadStyle, pairStyle, sectionHeadingStyle, sectionStyle, stackStyle, waitingStyle } from './styles.ts';

/** Beside the long form on a large screen, the summary stays in view while the inputs scroll. */
const stickyStyle = css({ [media.large]: { position: 'sticky', top: space.md }, '@media print': { position: 'static' } });

/** The estimate's summary, warnings and the annual cost against the pressure drop. */
function CostResults() {
  const headingId = useId();
  const cost = CostActorContext.useSelector((snapshot) => snapshot.context.cost);
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const figures = useMemo(() => selectCostFigures({ cost }), [cost]);
  const warnings = useMemo(() => selectCostWarnings({ cost }), [cost]);
  return (
    <section aria-labelledby={headingId} css={[stackStyle, stickyStyle]}>
      <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
        Results
      </h3>
      {figures.length === 0 ? (
        <p css={waitingStyle}>The estimate shows when every input can be used; each field says what it needs.</p>
      ) : (
        <>
          <WarningList warnings={warnings} />
          <FigureList heading="Cost summary" figures={figures} system={system} />
        </>
      )}
    </section>
  );
}

/** The total annual cost at other filter pressure drops, with the design marked. */
function AnnualCostChart() {
  const cost = CostActorContext.useSelector((snapshot) => snapshot.context.cost);
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const chart = useMemo(() => selectAnnualCostChart({ cost, system }), [cost, system]);
  if (chart === undefined) {
    return cost.status === 'success' ? <p css={waitingStyle}>Give the pressure drop at the fan to draw the annual cost against it.</p> : null;
  }
  return <LineChart title={chart.title} xLabel={chart.xLabel} yLabel={chart.yLabel} xs={chart.xs} series={chart.series} table={chart.table} />;
}

/**
 * The capital and annual cost: the inputs beside the summary, then every
 * line of the estimate and the annual cost against the pressure drop.
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
          <form aria-label="Inputs of the estimate" onSubmit={(event) => event.preventDefault()} noValidate css={[stackStyle, noPrint]}>
            <h3 css={{ margin: 0, fontSize: font.size.md }}>
              Inputs
            </h3>
            <FieldGroups form="cost" groups={COST_FIELD_GROUPS} />
          </form>
          <CostResults />
        </div>
        <InputsSummary form="cost" groups={COST_FIELD_GROUPS} caption="Inputs of the estimate" />
      </section>
      <section aria-labelledby="cost-lines" css={sectionStyle}>
        <h2 id="cost-lines" css={sectionHeadingStyle}>
          Itemised estimate
        </h2>
        <p css={leadStyle}>
          Every line with its factor, what the factor multiplies, and its source. Dollars of today (the CEPCI entered) unless the item says 1998; annual
          lines per year.
        </p>
        <div css={stackStyle}>
          <LineTable labelledBy="cost-lines" />
          <AnnualCostChart />
        </div>
      </section>
    </>
  );
}
