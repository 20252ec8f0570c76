/**
 * The maintenance task catalogue: the routine checks of a baghouse or
 * cartridge dust collector, each with the component it applies to, how often,
 * what to check, the acceptance criterion where one exists, and its source.
 * Which tasks a collector gets is decided in plan.ts from its configuration.
 */
import type { CollectorConfig } from './config.ts';

/** How often a task recurs: a calendar interval, or every N operating hours. */
export type Interval =
  | { readonly kind: 'daily' | 'weekly' | 'monthly' | 'quarterly' | 'semi-annual' | 'annual' }
  | { readonly kind: 'hours'; readonly hours: number };

/** One routine task. */
export interface MaintenanceTask {
  /** Stable kebab-case id: the log key and the `.ics` UID use it, so it never changes once published. */
  readonly id: string;
  readonly component: string;
  readonly interval: Interval;
  /** What to do or look at, as an instruction. */
  readonly check: string;
  /** What passes, with units where there is a number; `null` where the check is a look-and-judge. */
  readonly criterion: string | null;
  /** The manual, guide or standard, in words an engineer can look up. */
  readonly source: string;
}

/** The headings of the intervals, in the order a plan lists them. */
export const INTERVAL_LABELS: Readonly<Record<Interval['kind'], string>> = {
  daily: 'Daily',
  weekly: 'Weekly',
  monthly: 'Monthly',
  quarterly: 'Quarterly',
  'semi-annual': 'Semi-annual',
  annual: 'Annual',
  hours: 'By operating hours',
};

const CAMFIL = 'Camfil Farr Gold Series IOM manual, §500.8 (maintenance schedule)';
const DONALDSON = 'Donaldson Torit IOM manuals, maintenance section';
const APTI = 'EPA APTI baghouse operation and maintenance, Lesson 6';
const NFPA_68 = 'NFPA 68, Explosion Protection by Deflagration Venting (2018), ch. 11 (inspection and maintenance)';

// IOM: the maker's installation, operation and maintenance manual.
/** The words of a task that depend on the collector: they name only the equipment it has. */
export type TaskWords = Partial<Pick<MaintenanceTask, 'component' | 'check' | 'criterion'>>;

/** A catalogue entry: the task and which collectors have the component it checks. */
export interface CatalogueEntry {
  /** The task as it reads on a collector with nothing but what it checks. */
  readonly task: MaintenanceTask;
  readonly appliesTo: (config: CollectorConfig) => boolean;
  /** The words that change with the collector's other equipment; see `taskFor`. */
  readonly words?: (config: CollectorConfig) => TaskWords;
}

const always = (): boolean => true;
const pulseJet = (config: CollectorConfig) => config.cleaning === 'pulse-jet';
const airlock = (config: CollectorConfig) => config.discharge === 'rotary-airlock';
const screw = (config: CollectorConfig) => config.discharge === 'screw-conveyor';
const compressedAir = (config: CollectorConfig) => config.compressedAir;

/** `a`, `a and b`, `a, b and c`. */
function listText(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** The machinery that turns, to walk round and listen to: the fan, and the cleaning's and discharge's own drives where the collector has them. */
function rotatingEquipment(config: CollectorConfig): string[] {
  return [
    'fan',
    ...(config.cleaning === 'reverse-air' ? ['reverse-air fan'] : []),
    ...(config.cleaning === 'shaker' ? ['shaker drive'] : []),
    ...(airlock(config) ? ['rotary airlock'] : []),
    ...(screw(config) ? ['screw conveyor'] : []),
  ];
}

/** When a torn bag shows at the outlet: after each pulse, or as a cleaned compartment comes back on line. */
const afterCleaning = (config: CollectorConfig) => (pulseJet(config) ? 'after each cleaning pulse' : 'as each compartment comes back on line after cleaning');

/**
 * A task as it reads on one collector: the catalogue's task with the words
 * that name the collector's own equipment.
 *
 * @param entry The catalogue entry.
 * @param config The collector.
 */
export function taskFor(entry: CatalogueEntry, config: CollectorConfig): MaintenanceTask {
  return entry.words === undefined ? entry.task : { ...entry.task, ...entry.words(config) };
}

/** Every task, in the order a checklist lists them within an interval. */
export const CATALOGUE: readonly CatalogueEntry[] = [
  // Daily
  {
    task: {
      id: 'pressure-drop-log',
      component: 'Filter bags (tube-sheet ΔP)',
      interval: { kind: 'daily' },
      check: 'Read and log the pressure drop across the tube sheet and the cleaning controller’s state',
      criterion: 'ΔP within 1–6 inH₂O (about 250–1500 Pa), within 20 % of the clean-bag baseline, and below the alarm set point',
      source: `${APTI}; ${CAMFIL}`,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'stack-visible-emissions',
      component: 'Stack (clean-air outlet)',
      interval: { kind: 'daily' },
      check: 'Watch the stack for visible emissions; a puff after each cleaning pulse points to a leaking or torn bag',
      criterion: 'No visible emissions',
      source: `${APTI}; ${CAMFIL}`,
    },
    appliesTo: always,
    words: (config) => ({ check: `Watch the stack for visible emissions; a puff ${afterCleaning(config)} points to a leaking or torn bag` }),
  },
  {
    task: {
      id: 'emission-monitor-reading',
      component: 'Continuous emission (broken-bag) monitor',
      interval: { kind: 'daily' },
      check: 'Read the monitor and its trend; confirm it is not in alarm or fault',
      criterion: 'Below the alarm level, with no steady rise or spikes after each cleaning pulse',
      source: APTI,
    },
    appliesTo: (config) => config.emissionMonitor,
    words: (config) => ({ criterion: `Below the alarm level, with no steady rise or spikes ${afterCleaning(config)}` }),
  },
  {
    task: {
      id: 'abnormal-noise',
      component: 'Fan',
      interval: { kind: 'daily' },
      check: 'Walk round the fan and listen for abnormal noise or vibration',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: always,
    words: (config) => {
      const equipment = rotatingEquipment(config);
      const component = listText(equipment);
      return {
        component: component.charAt(0).toUpperCase() + component.slice(1),
        check: `Walk round the ${listText(equipment.map((each, index) => (index === 0 ? each : `the ${each}`)))} and listen for abnormal noise or vibration`,
      };
    },
  },
  {
    task: {
      id: 'hopper-discharge',
      component: 'Hopper',
      interval: { kind: 'daily' },
      check: 'Confirm dust leaves the hopper: no bridging or build-up; the hopper is not a storage bin',
      criterion: 'Dust level below the hopper outlet flange; never up to the inlet',
      source: `${DONALDSON}; ${APTI}`,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'drum-level',
      component: 'Dust drum',
      interval: { kind: 'daily' },
      check: 'Check the drum level and its seal to the hopper; empty it before it is full',
      criterion: 'Drum changed before it is three-quarters full; seal tight',
      source: DONALDSON,
    },
    appliesTo: (config) => config.discharge === 'drum',
  },
  {
    task: {
      id: 'compressed-air-pressure',
      component: 'Compressed-air header',
      interval: { kind: 'daily' },
      check: 'Read the header pressure at the pulse manifold and drain water from the header and the filter bowl',
      criterion: 'Pressure in the collector maker’s range (typically 90–100 psig, 6.2–6.9 bar gauge); no water at the drain',
      source: DONALDSON,
    },
    appliesTo: compressedAir,
    // Without pulse-jet cleaning the air works the dampers' actuators: there is no pulse manifold, and the maker sets the pressure.
    words: (config) =>
      pulseJet(config)
        ? {}
        : {
            check: 'Read the air pressure at the collector’s supply (damper actuators) and drain water from the header and the filter bowl',
            criterion: 'Pressure in the collector maker’s range; no water at the drain',
          },
  },
  // Weekly
  {
    task: {
      id: 'airlock-lubrication',
      component: 'Rotary airlock',
      interval: { kind: 'weekly' },
      check: 'Lubricate the bearings and the drive chain; check the chain tension and that the rotor turns freely',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: airlock,
  },
  {
    task: {
      id: 'screw-conveyor-lubrication',
      component: 'Screw conveyor',
      interval: { kind: 'weekly' },
      check: 'Lubricate the end and hanger bearings and the drive; check the drive and the trough seals',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: screw,
  },
  {
    task: {
      id: 'dampers',
      component: 'Dampers',
      interval: { kind: 'weekly' },
      check: 'Check that the dampers move freely through their travel, seal when closed and sit at their set positions',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'compressed-air-filter',
      component: 'Compressed-air filter',
      interval: { kind: 'weekly' },
      check: 'Check the compressed-air filter and its automatic drain; replace a loaded element',
      criterion: 'No oil or water carried past the filter',
      source: `${CAMFIL}; ${DONALDSON}`,
    },
    appliesTo: compressedAir,
  },
  {
    task: {
      id: 'compressed-air-dryer',
      component: 'Compressed-air dryer',
      interval: { kind: 'weekly' },
      check: 'Check the dryer runs and its dew-point indicator; drain its separator',
      criterion: 'Dew point in the dryer maker’s normal band',
      source: CAMFIL,
    },
    appliesTo: (config) => config.compressedAir && config.dryer,
  },
  {
    task: {
      id: 'diaphragm-valves',
      component: 'Diaphragm (pulse) valves',
      interval: { kind: 'weekly' },
      check: 'Listen through a full cleaning cycle: each valve fires once, crisply, in sequence; a missing or weak pulse is a failed diaphragm or solenoid',
      criterion: 'Every valve fires in sequence; none leaks air between pulses',
      source: `${CAMFIL}; ${DONALDSON}`,
    },
    appliesTo: pulseJet,
  },
  {
    task: {
      id: 'reverse-air-cycle',
      component: 'Reverse-air fan and compartment dampers',
      interval: { kind: 'weekly' },
      check: 'Watch a cleaning cycle: each compartment isolates, reverses and returns in sequence',
      criterion: 'Every compartment cleans in turn; the ΔP drops after each',
      source: APTI,
    },
    appliesTo: (config) => config.cleaning === 'reverse-air',
  },
  {
    task: {
      id: 'shaker-mechanism',
      component: 'Shaker mechanism',
      interval: { kind: 'weekly' },
      check: 'Check the shaker motor, linkage and bearings, and that each compartment is isolated (no flow) while it shakes',
      criterion: 'Compartment isolated during shaking; the ΔP drops after each cycle',
      source: APTI,
    },
    appliesTo: (config) => config.cleaning === 'shaker',
  },
  {
    task: {
      id: 'pressure-tap-purge',
      component: 'ΔP sensing lines',
      interval: { kind: 'weekly' },
      check: 'Purge (blow back) the ΔP tap lines',
      criterion: 'The ΔP reading returns to the same value after the purge',
      source: `${CAMFIL}; ${APTI}`,
    },
    appliesTo: always,
  },
  // Monthly
  {
    task: {
      id: 'fan-inspection',
      component: 'Fan',
      interval: { kind: 'monthly' },
      check: 'Inspect the wheel and housing for corrosion, wear and dust build-up; check vibration',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'fan-belts',
      component: 'Fan belt drive',
      interval: { kind: 'monthly' },
      check: 'Check belt tension, wear and sheave alignment; check the belt guard',
      criterion: 'Belt deflection to the drive maker’s table (about 1/64 in per inch of span)',
      source: CAMFIL,
    },
    appliesTo: (config) => config.fanDrive === 'belt',
  },
  {
    task: {
      id: 'hoses-clamps',
      component: 'Hoses and clamps',
      interval: { kind: 'monthly' },
      check: 'Check hoses and clamps (hopper and duct connections) for cracks, wear and looseness',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: always,
    words: (config) => (config.compressedAir ? { check: 'Check hoses and clamps (compressed air, hopper and duct connections) for cracks, wear and looseness' } : {}),
  },
  {
    task: {
      id: 'leak-spot-check',
      component: 'Housing, doors and hopper',
      interval: { kind: 'monthly' },
      check: 'Spot-check for air in-leakage at doors, hopper and discharge while running',
      criterion: 'No in-leakage heard or felt',
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'spark-arrestor',
      component: 'Spark arrestor',
      interval: { kind: 'monthly' },
      check: 'Open and clean the spark arrestor; check it for plugging and wear',
      criterion: 'Clean and intact; its ΔP in the maker’s range',
      source: DONALDSON,
    },
    appliesTo: (config) => config.sparkArrestor,
  },
  // Quarterly
  {
    task: {
      id: 'housing-corrosion',
      component: 'Housing',
      interval: { kind: 'quarterly' },
      check: 'Inspect the housing inside and out for corrosion, condensation marks and thin spots',
      criterion: null,
      source: `${CAMFIL}; ${APTI}`,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'inlet-baffle',
      component: 'Inlet baffle',
      interval: { kind: 'quarterly' },
      check: 'Inspect the inlet baffle for abrasion and holes',
      criterion: 'Baffle intact; bags behind it not abraded',
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'filter-inspection',
      component: 'Filter bags and cages',
      interval: { kind: 'quarterly' },
      check: 'Thorough inspection (locked out): bags for holes, abrasion and blinding, cages for corrosion, the clean side for dust',
      criterion: 'No dust on the clean side or tube sheet; no torn, abraded or blinded bags',
      source: `${CAMFIL}; ${APTI}`,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'duct-build-up',
      component: 'Ductwork',
      interval: { kind: 'quarterly' },
      check: 'Check the inlet ducts for settled dust at the clean-out doors and low points',
      criterion: 'No settled dust (it means the transport velocity is too low)',
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'door-gaskets',
      component: 'Access doors',
      interval: { kind: 'quarterly' },
      check: 'Inspect the access door gaskets and latches',
      criterion: 'Gaskets whole and compressed evenly; no light or dust trail at the seal',
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'emission-monitor-probe',
      component: 'Continuous emission (broken-bag) monitor',
      interval: { kind: 'quarterly' },
      check: 'Clean the probe, check the zero and test the alarm',
      criterion: 'Zero within the monitor maker’s tolerance; the alarm trips',
      source: APTI,
    },
    appliesTo: (config) => config.emissionMonitor,
  },
  // Semi-annual
  {
    task: {
      id: 'pressure-gauge-check',
      component: 'ΔP gauge or transmitter',
      interval: { kind: 'semi-annual' },
      check: 'With the fan off, check the gauge reads zero; with it running, compare it with a manometer on the same taps',
      criterion: 'Zero within one scale division; agrees with the manometer within 0.2 inH₂O (50 Pa)',
      source: APTI,
    },
    appliesTo: always,
  },
  // Operating hours
  {
    task: {
      id: 'fan-bearing-lubrication',
      component: 'Fan bearings',
      interval: { kind: 'hours', hours: 2000 },
      check: 'Grease the fan bearings with the grease and quantity on the fan’s plate; do not over-grease',
      criterion: 'Bearing temperature and vibration back to normal after the run-in',
      source: 'Fan maker’s relubrication instructions (grease-lubricated rolling bearings are typically regreased every 2,000 operating hours; follow the plate)',
    },
    appliesTo: always,
  },
  // Annual
  {
    task: {
      id: 'airlock-wear',
      component: 'Rotary airlock',
      interval: { kind: 'annual' },
      check: 'Inspect the rotor tips and seals and the housing bore for wear; measure the tip clearance',
      criterion: 'Tip clearance within the airlock maker’s limit',
      source: CAMFIL,
    },
    appliesTo: airlock,
  },
  {
    task: {
      id: 'screw-conveyor-wear',
      component: 'Screw conveyor',
      interval: { kind: 'annual' },
      check: 'Inspect the flights, trough and hanger bearings for wear',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: screw,
  },
  {
    task: {
      id: 'welds',
      component: 'Housing and hopper welds',
      interval: { kind: 'annual' },
      check: 'Inspect the welds for cracks and leaks',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'hopper-wear',
      component: 'Hopper',
      interval: { kind: 'annual' },
      check: 'Inspect the hopper walls and valley angles for wear and build-up',
      criterion: null,
      source: CAMFIL,
    },
    appliesTo: always,
  },
  {
    task: {
      id: 'explosion-vents',
      component: 'Explosion vent panels',
      interval: { kind: 'annual' },
      check: 'Inspect the vent panels: no damage, corrosion, deposits, paint or obstruction; the discharge area is clear; the fasteners are as installed. Also after any vent operation',
      criterion: 'Vents free to open and as certified; nothing stored or built in the discharge path',
      source: NFPA_68,
    },
    appliesTo: (config) => config.explosionProtection === 'vents',
  },
  {
    task: {
      id: 'flameless-vents',
      component: 'Flameless vent devices',
      interval: { kind: 'annual' },
      check: 'Inspect the flameless vents: element clean and undamaged, panel intact, the surroundings clear. Also after any vent operation',
      criterion: 'Element free of dust and damage; the device as certified',
      source: `${NFPA_68}; the device maker’s manual`,
    },
    appliesTo: (config) => config.explosionProtection === 'flameless',
  },
];
