import { useId, useMemo } from 'react';
import { OPEX_FIELD_GROUPS } from '../../core/cost/input.ts';
import { selectOpexFigures, selectOpexWarnings, selectSavingsCharts } from '../../machines/cost/selectors.ts';
import { LineChart } from '../charts/line-chart.tsx';
import { FigureList } from '../shell/figure-list.tsx';
import { font } from '../shell/theme.ts';
import { WarningList } from '../shell/warning-list.tsx';
import { CostActorContext } from './actor-context.ts';
import { FieldGroups } from './fields.tsx';
import { InputsSummary } from './inputs-summary.tsx';
import { noPrint } from '../shell/section-styles.ts';
import { leadStyle, pairStyle, sectionHeadingStyle, sectionStyle, stackStyle, waitingStyle } from './styles.ts';

/** The id of the savings section, the target of the OPEX saving Graph page's link. */
export const OPEX_SECTION_ID = 'opex-savings';

/** The comparison's figures and warnings. */
function OpexResults() {
  const headingId = useId();
  const opex = CostActorContext.useSelector((snapshot) => snapshot.context.opex);
  const figures = useMemo(() => selectOpexFigures({ opex }), [opex]);
  const warnings = useMemo(() => selectOpexWarnings({ opex }), [opex]);
  const system = CostActorContext.useSelector((snapshot) => snapshot.context.system);
  return (
    <section aria-labelledby={headingId} css={stackStyle}>
      <h3 id={headingId} css={{ margin: 0, fontSize: font.size.md }}>
        Results
      </h3>
      {figures.length === 0 ? (
        <p css={waitingStyle}>The savings show when every input can be used; each field says what it needs.</p>
      ) : (
        <>
          <WarningList warnings={warnings} />
          <FigureList heading="Savings and payback" figures={figures} system={system} />
        </>
      )}
    </section>
  );
}

/** The cumulative savings stacked by category, and the payback crossover. */
function SavingsCharts() {
  const opex = CostActorContext.useSelector((snapshot) => snapshot.context.opex);
  const charts = useMemo(() => selectSavingsCharts({ opex }), [opex]);
  if (charts === undefined) return null;
  return (
    <>
      {[charts.cumulative, charts.payback].map((chart) => (
        <LineChart key={chart.title} title={chart.title} xLabel={chart.xLabel} yLabel={chart.yLabel} xs={chart.xs} series={chart.series} table={chart.table} />
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
          <form aria-label="Inputs of the comparison" onSubmit={(event) => event.preventDefault()} noValidate css={[stackStyle, noPrint]}>
            <h3 css={{ margin: 0, fontSize: font.size.md }}>
              Inputs
            </h3>
            <FieldGroups form="opex" groups={OPEX_FIELD_GROUPS} />
          </form>
          <OpexResults />
        </div>
        <InputsSummary form="opex" groups={OPEX_FIELD_GROUPS} caption="Inputs of the comparison" />
        <SavingsCharts />
      </div>
    </section>
  );
}
