import { useMemo } from 'react';
import { OPEX_FIELD_GROUPS } from '../../core/cost/input.ts';
import { OPEX_SECTION_ID } from '../../core/cost/link.ts';
import { selectOpexFigures, selectOpexNeeds, selectOpexWarnings, selectSavingsCharts } from '../../machines/cost/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { SectionBoundary } from '../shell/section-boundary.tsx';
import { useDeferredSelector } from '../shell/use-deferred-selector.ts';
import { noPrint } from '../shell/section-styles.ts';
import { font } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { CostActorContext } from './actor-context.ts';
import { FieldGroups } from './fields.tsx';
import { InputsSummary } from './inputs-summary.tsx';
import { NeedsList } from './needs-list.tsx';
import { leadStyle, pairStyle, sectionHeadingStyle, sectionStyle, stackStyle, waitingStyle } from './styles.ts';

const assumptionStyle = { margin: 0, fontSize: font.size.sm } as const;

/** The comparison's figures and warnings as far as the inputs allow, and what more inputs would add. */
function OpexResults() {
  const opex = CostActorContext.useSelector((snapshot) => snapshot.context.opex);
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  const figures = selectOpexFigures({ opex });
  return (
    <div css={stackStyle}>
      <h3 css={{ margin: 0, fontSize: font.size.md }}>Results</h3>
      <WarningList warnings={selectOpexWarnings({ opex })} />
      {figures.length === 0 ? (
        <p css={waitingStyle}>Nothing can be compared yet: each figure needs the inputs listed below.</p>
      ) : (
        <FigureList heading="Savings and payback" figures={figures} system={system} />
      )}
      {opex.comparison.flowControlAssumption !== '' && (
        <p css={assumptionStyle}>
          <strong>Assumption:</strong> {opex.comparison.flowControlAssumption}
        </p>
      )}
      <NeedsList needs={selectOpexNeeds({ opex })} heading="What more inputs would add to the comparison" />
    </div>
  );
}

/**
 * The cumulative savings stacked by category, and the payback crossover;
 * each chart in its own error boundary, drawn after a keystroke has painted.
 */
function SavingsCharts() {
  const opex = useDeferredSelector(CostActorContext.useActorRef(), (snapshot) => snapshot.context.opex);
  const charts = useMemo(() => selectSavingsCharts({ opex }), [opex]);
  if (charts === undefined) return <p css={waitingStyle}>The charts of the savings over the years show once every savings figure can be computed.</p>;
  return (
    <>
      {[charts.cumulative, charts.payback].map((chart) => (
        <SectionBoundary key={chart.title} name={`chart “${chart.title}”`}>
          <LineChart title={chart.title} xLabel={chart.xLabel} yLabel={chart.yLabel} xs={chart.xs} series={chart.series} table={chart.table} />
        </SectionBoundary>
      ))}
    </>
  );
}

/**
 * The OPEX comparison, baseline against an improved filter: lower pressure
 * drop, less compressed air, longer bag life; the savings by category, over
 * the years, and the payback of the investment.
 */
export function OpexSection() {
  return (
    <section id={OPEX_SECTION_ID} aria-labelledby="opex-savings-heading" css={sectionStyle} tabIndex={-1}>
      <h2 id="opex-savings-heading" css={sectionHeadingStyle}>
        OPEX savings
      </h2>
      <p css={[leadStyle, noPrint]}>
        What a better filter saves each year, baseline against improved: fan energy from the lower pressure drop, compressed air, and bags that last
        longer; the savings over the years, and when they repay the investment.
      </p>
      <div css={stackStyle}>
        <div css={pairStyle}>
          <SectionBoundary name="inputs of the comparison">
            <form aria-label="Inputs of the comparison" onSubmit={(event) => event.preventDefault()} noValidate css={[stackStyle, noPrint]}>
              <h3 css={{ margin: 0, fontSize: font.size.md }}>Inputs</h3>
              <FieldGroups form="opex" groups={OPEX_FIELD_GROUPS} />
            </form>
          </SectionBoundary>
          <SectionBoundary name="results of the comparison">
            <OpexResults />
          </SectionBoundary>
        </div>
        <SectionBoundary name="printed inputs of the comparison">
          <InputsSummary form="opex" groups={OPEX_FIELD_GROUPS} caption="Inputs of the comparison" />
        </SectionBoundary>
        <SavingsCharts />
      </div>
    </section>
  );
}
