/**
 * Equal friction picks a size for its friction rate alone; in a dust system
 * the air must also keep the dust moving. This checks the sized duct's
 * velocity against the ACGIH minimum transport velocities.
 */
import { TRANSPORT_CLASS_IDS, TRANSPORT_CLASSES, TRANSPORT_TABLE_SHORT, type TransportClassId } from '../duct/transport-velocity.ts';
import type { UnitSystem } from '../duct/units.ts';
import { formatNumber } from '../format/number.ts';
import type { ToolWarning } from '../report/warning.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi, unitToSi } from '../units/unit.ts';

/** The table's unit per column. */
const COLUMN_UNIT = { imperial: 'ft/min', metric: 'm/s' } as const;

/** A velocity in a column's unit: `7.80 m/s`, `935 ft/min`. */
function shown(velocityMps: number, system: UnitSystem): string {
  const unit = COLUMN_UNIT[system];
  return `${formatNumber(unitFromSi(unitById(unit), velocityMps), 'table', { decimals: system === 'imperial' ? 0 : 2 })} ${unit}`;
}

/** The classes the table gives a minimum for, with that minimum in m/s as the column prints it. */
function minimums(system: UnitSystem): { id: TransportClassId; label: string; lower: number; minimumMps: number }[] {
  return TRANSPORT_CLASS_IDS.flatMap((id) => {
    const range = TRANSPORT_CLASSES[id].minimum?.[system];
    return range === undefined ? [] : [{ id, label: TRANSPORT_CLASSES[id].label, lower: range.lower, minimumMps: unitToSi(unitById(COLUMN_UNIT[system]), range.lower) }];
  });
}

/**
 * The transport warnings of a duct sized by equal friction.
 *
 * @param velocityMps The velocity in the standard size, m/s.
 * @param transport The contaminant class the air carries, if declared.
 * @param system The table's column (ft/min or m/s, each as printed) and the unit of the text.
 * @returns With a class: `below-transport-velocity` when the velocity is below
 *   the class's minimum. Without one: `dust-transport-unchecked` when it is
 *   below the minimum of any dust class, naming those classes (or "every dust
 *   class" below the lowest, fumes). Empty otherwise, and for vapors, gases
 *   and smoke, which have no minimum.
 *
 * Source: ACGIH Industrial Ventilation, "Range of minimum duct design velocities" (transport-velocity.ts).
 */
export function transportWarnings(velocityMps: number, transport: TransportClassId | undefined, system: UnitSystem): ToolWarning[] {
  const unit = COLUMN_UNIT[system];
  const all = minimums(system);
  if (transport !== undefined) {
    const declared = all.find(({ id }) => id === transport);
    if (declared === undefined || velocityMps >= declared.minimumMps) return [];
    return [
      {
        code: 'below-transport-velocity',
        text: `Velocity ${shown(velocityMps, system)} in the standard size is below the ${declared.lower} ${unit} minimum transport velocity of ${declared.label} (${TRANSPORT_TABLE_SHORT}): the dust may settle and plug the duct; size by transport velocity instead`,
      },
    ];
  }
  const slow = all.filter(({ minimumMps }) => velocityMps < minimumMps);
  if (slow.length === 0) return [];
  const which =
    slow.length === all.length
      ? `every dust class, even ${all[0]!.label} at ${all[0]!.lower} ${unit}`
      : slow.map(({ label, lower }) => `${label} (${lower} ${unit})`).join(', ');
  return [
    {
      code: 'dust-transport-unchecked',
      text: `Velocity ${shown(velocityMps, system)} in the standard size is below the ${TRANSPORT_TABLE_SHORT} minimum transport velocity of ${which}; if the air carries such dust it may settle, so size by transport velocity or name the contaminant class to check it`,
    },
  ];
}
