import { useId } from 'react';
import { css } from '@emotion/react';
import {
  CAPTURE_HIGH_END_REASONS,
  CAPTURE_LOW_END_REASONS,
  CAPTURE_RELEASE_IDS,
  CAPTURE_VELOCITY_RANGES,
  CAPTURE_VELOCITY_SOURCE,
} from '../../core/hood/capture-velocity.ts';
import { formatNumber } from '../../core/format/number.ts';
import type { UnitSystem } from '../../core/report/figure.ts';
import { unitById } from '../../core/units/catalogue.ts';
import { unitFromSi } from '../../core/units/unit.ts';
import { selectMeasureSi } from '../../machines/hood/selectors.ts';
import { resultsTableStyle } from '../shell/results-styles.ts';
import { colors, font, media, space } from '../shell/theme.ts';
import { HoodActorContext } from './actor-context.ts';

const tableStyle = css({
  ...resultsTableStyle,
  fontSize: font.size.sm,
  '& th, & td': { ...resultsTableStyle['& th, & td'], verticalAlign: 'top' },
  '& tr.yours > *': { background: colors.selected },
  '& td.range strong': { display: 'block', marginTop: space.xs, color: colors.primary },
});
const reasonsStyle = css({
  display: 'grid',
  gap: space.md,
  marginTop: space.sm,
  fontSize: font.size.sm,
  [media.medium]: { gridTemplateColumns: '1fr 1fr' },
  '& h4': { margin: 0, fontSize: font.size.sm },
  '& ul': { margin: `${space.xs} 0 0`, paddingLeft: space.lg },
});
const sourceStyle = css({ margin: `${space.sm} 0 0`, fontSize: font.size.sm, color: colors.textMuted });

/** The table's unit in a system: m/s or ft/min. */
const velocityUnit = (system: UnitSystem) => unitById(system === 'metric' ? 'm/s' : 'ft/min');

/** A row's bounds in the system shown (the table's own metric column, not a conversion). */
const boundsOf = (id: (typeof CAPTURE_RELEASE_IDS)[number], system: UnitSystem) => (system === 'metric' ? CAPTURE_VELOCITY_RANGES[id].mps : CAPTURE_VELOCITY_RANGES[id].fpm);

/** A range as the table prints it: `0.25–0.5 m/s`. */
function boundsText(id: (typeof CAPTURE_RELEASE_IDS)[number], system: UnitSystem): string {
  const { low, high } = boundsOf(id, system);
  return `${formatNumber(low, 'field')}–${formatNumber(high, 'field')} ${velocityUnit(system).symbol}`;
}

/** Whether a velocity (m/s) lies in a row's range as printed in the system shown; a bound counts, to a part in 10⁹. */
function inRow(id: (typeof CAPTURE_RELEASE_IDS)[number], system: UnitSystem, velocityMps: number): boolean {
  const { low, high } = boundsOf(id, system);
  const shown = unitFromSi(velocityUnit(system), velocityMps);
  return shown >= low * (1 - 1e-9) && shown <= high * (1 + 1e-9);
}

/**
 * ACGIH's capture velocities by how the contaminant is released, with the
 * table's examples and its reasons to take the low or the high end of a
 * range: what an engineer reads before typing the capture velocity.
 */
export function CaptureGuidance() {
  const headingId = useId();
  const system = HoodActorContext.useSelector((snapshot) => snapshot.context.system);
  const velocity = HoodActorContext.useSelector((snapshot) => selectMeasureSi(snapshot.context, 'captureVelocity'));
  const velocityText = velocity === undefined ? '' : `${formatNumber(unitFromSi(velocityUnit(system), velocity), 'field')} ${velocityUnit(system).symbol}`;
  return (
    <section aria-labelledby={headingId} css={{ minWidth: 0 }}>
      <h3 id={headingId} css={{ margin: `0 0 ${space.sm}`, fontSize: font.size.md }}>
        Capture velocity guidance (ACGIH)
      </h3>
      <table css={tableStyle} aria-labelledby={headingId}>
        <thead>
          <tr>
            <th scope="col">Release of the contaminant</th>
            <th scope="col">Capture velocity</th>
            <th scope="col">Examples</th>
          </tr>
        </thead>
        <tbody>
          {CAPTURE_RELEASE_IDS.map((id) => {
            const yours = velocity !== undefined && inRow(id, system, velocity);
            return (
              <tr key={id} className={yours ? 'yours' : undefined}>
                <th scope="row">{CAPTURE_VELOCITY_RANGES[id].condition}</th>
                <td className="range">
                  {boundsText(id, system)}
                  {yours && <strong>Yours: {velocityText}</strong>}
                </td>
                <td>{CAPTURE_VELOCITY_RANGES[id].examples.join(', ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <div css={reasonsStyle}>
        <div>
          <h4>Take the low end of a range for</h4>
          <ul>
            {CAPTURE_LOW_END_REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
        <div>
          <h4>Take the high end for</h4>
          <ul>
            {CAPTURE_HIGH_END_REASONS.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        </div>
      </div>
      <p css={sourceStyle}>Source: {CAPTURE_VELOCITY_SOURCE}. The table names no middle figure: between the ends is the engineer’s choice.</p>
    </section>
  );
}
