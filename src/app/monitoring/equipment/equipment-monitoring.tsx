/**
 * The Equipment monitoring part of the Industries & Applications page
 * (issue 22): a dust collector's controller logs imported and analysed in a
 * Web Worker, the column mapping guessed and editable, the rules with their
 * sources, the ΔP trend with its findings, the exports, the printed report,
 * and the send to the Maintenance Schedule's log. Loaded lazily by the page.
 */
import { useState } from 'react';
import { Global, css } from '@emotion/react';
import { ReportHeader, ReportPrintStyles } from '../../shell/print-report.tsx';
import { readUnitPreference } from '../../shell/unit-preference.ts';
import type { UnitSystem } from '../../../core/report/figure.ts';
import { LabelledSelect, type SelectOption } from '../../shell/labelled-select.tsx';
import { useUnitSystemChoice } from '../../shell/use-unit-system-choice.ts';
import { noPrint } from '../../shell/section-styles.ts';
import { space } from '../../shell/theme.ts';
import { MonitoringActorContext, monitoringLogic } from './actor-context.ts';
import { AlarmLedger } from './alarm-ledger.tsx';
import { AnalysisResults } from './analysis-results.tsx';
import { FindingsList } from './findings-list.tsx';
import { ImportPanel } from './import-panel.tsx';
import { MappingForm } from './mapping-form.tsx';
import { RulesForm } from './rules-form.tsx';

/** On paper the report is this part alone: the Industries section stays on screen. */
const paperStyles = css({ '@media print': { 'main section[aria-labelledby="monitoring-industries"]': { display: 'none' } } });

const DP_UNIT_OPTIONS: readonly SelectOption<UnitSystem>[] = [
  { value: 'metric', label: 'Pa (metric)' },
  { value: 'imperial', label: 'inH₂O (imperial)' },
];

/**
 * The unit ΔP is shown in: the unit system, named for what it changes here
 * (the Industries part above has its own Unit system select); it follows and
 * sets the site-wide preference as every tool's does.
 */
function UnitChoice() {
  const actorRef = MonitoringActorContext.useActorRef();
  const system = MonitoringActorContext.useSelector((snapshot) => snapshot.context.system);
  const choose = useUnitSystemChoice(system, (units) => actorRef.send({ type: 'units.change', units }));
  return (
    <div css={[noPrint, { maxWidth: '16rem', marginBottom: space.md }]}>
      <LabelledSelect label="ΔP shown in" placeholder="Choose a unit" value={system} options={DP_UNIT_OPTIONS} onValueChange={choose} />
    </div>
  );
}

/** The report's header on paper, once there is an analysis to print. */
function PrintedHeader() {
  const system = MonitoringActorContext.useSelector((snapshot) => snapshot.context.system);
  const files = MonitoringActorContext.useSelector((snapshot) => snapshot.context.analysis?.log.files);
  if (files === undefined) return null;
  return (
    <>
      <Global styles={paperStyles} />
      <ReportHeader system={system} reproduce={`import ${files.map((file) => file.name).join(', ')} on ${window.location.origin}/monitoring`} />
    </>
  );
}

/**
 * @param logic The machine with its actors: the worker's and the maintenance
 *   store's by default; tests run the same reading in process.
 */
export function EquipmentMonitoring({ logic = monitoringLogic }: { logic?: typeof monitoringLogic }) {
  // Read once: the part opens in the site-wide unit preference and the device's zone.
  const [input] = useState(() => ({ preferredSystem: readUnitPreference() }));
  return (
    <MonitoringActorContext.Provider logic={logic} options={{ input }}>
      <ReportPrintStyles />
      <PrintedHeader />
      <UnitChoice />
      <ImportPanel />
      <MappingForm />
      <RulesForm />
      <AnalysisResults />
      <AlarmLedger />
      <FindingsList />
    </MonitoringActorContext.Provider>
  );
}
