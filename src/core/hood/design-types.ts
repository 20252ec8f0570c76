/**
 * The hood shapes the hood design tool designs: for each, its name, its
 * flow equation as the source writes it, where the equation holds, what it
 * needs, and the take-off whose entry loss Fh it uses unless Fh or Ce is
 * given. The page builds its form from this table, the CLI its help and
 * the report its "Formulas and sources".
 *
 * Check status, as REFERENCE.md marks it: ✔ re-computed against a worked
 * example, ◐ two texts agree, ○ one secondary text.
 */
import type { FlowBasis } from './design-input.ts';
import type { HoodDesignTypeId, HoodField } from './fields.ts';
import type { CheckStatus, HoodTypeId } from './hood-types.ts';

/** A field of the hood's own size (`HoodGeometry`, in fields' keys). */
export type HoodGeometryField = 'diameter' | 'width' | 'length' | 'height' | 'openArea';

/** One way to give a type's size: round (`diameter`), rectangular (`width` × `length`), …. */
export interface HoodShape {
  /** `round`, `rectangular`, `face`, `open-area`: stable, for a form's choice. */
  readonly id: 'round' | 'rectangular' | 'face' | 'open-area';
  /** As a form offers it: `Round`. */
  readonly name: string;
  /** The fields this shape needs, all of them. */
  readonly fields: readonly HoodGeometryField[];
}

/** How a type's flow is set: the flow bases of `FlowBasis`. */
export type FlowBasisId = FlowBasis['by'];

/** One hood design type. */
export interface HoodDesignType {
  readonly id: HoodDesignTypeId;
  /** As an engineer says it: `Flanged opening`. */
  readonly name: string;
  /** The flow equation as its source writes it, with its symbols explained. */
  readonly equation: string;
  /** Where the equation comes from: text, edition, chapter or figure. */
  readonly source: string;
  /** The Know-How entry of the equation (a report's flow figure links to it). */
  readonly entry: string;
  readonly check: CheckStatus;
  /** The ways to give the hood's size, one of them (empty: none needed). */
  readonly geometry: readonly HoodShape[];
  /**
   * Other fields the type needs besides its size and flow basis: the
   * distance X of a canopy (its height above the source), a hot source's
   * temperatures.
   */
  readonly needs: readonly HoodField[];
  /** What the distance X means for this type, or `undefined` when it has none. */
  readonly distance?: string;
  /** The flow bases it takes (empty for a hot canopy, whose flow comes from the source's heat). */
  readonly flowBases: readonly FlowBasisId[];
  /** Where the equation holds, in words; outside it the design warns. */
  readonly validity: string;
  /** The take-off whose Fh the hood uses unless Fh or Ce is given; `undefined` for `custom`, which needs Fh or Ce. */
  readonly defaultTakeOff?: HoodTypeId;
}

const ROUND: HoodShape = { id: 'round', name: 'Round', fields: ['diameter'] };
const RECTANGULAR: HoodShape = { id: 'rectangular', name: 'Rectangular', fields: ['width', 'length'] };
const SLOT: HoodShape = { id: 'rectangular', name: 'Slot', fields: ['width', 'length'] };
const BOOTH_FACE: HoodShape = { id: 'face', name: 'Open face', fields: ['width', 'height'] };
const OPEN_AREA: HoodShape = { id: 'open-area', name: 'Open area', fields: ['openArea'] };

const ACGIH_HOODS = 'ACGIH Industrial Ventilation: A Manual of Recommended Practice for Design, 24th ed. (2001), ch. 3 (ch. 6 from the 25th ed.)';
const DALLAVALLE =
  `DallaValle, Exhaust Hoods (1952); ${ACGIH_HOODS}, figure "Hood types"; the Engineering ToolBox, "Exhaust Outlets - Capturing Air Velocities", eq. 2 and 3 (the same law, 1.33 = 1/0.75 for a flange)`;
const OPENING_VALIDITY =
  'X up to 1.5 D (D the opening\'s diameter; a rectangle\'s, the diameter of a circle of its area), and an aspect ratio W/L of 0.2 or more; ' +
  'farther out the opening no longer captures as the equation says, and a narrower opening is a slot';
/** The one text found that gives booth, enclosure and downdraft rates; it gives ranges by process, not one figure. */
const RATES_TABLE = 'a handbook table of recommended exhaust rates by operation (toxicdocs.org, document mgzvB41oGKjLjyG1r0bxOMB)';
const SLOT_VALIDITY = 'an aspect ratio W/L of 0.2 or less (a wider opening is a plain or flanged opening)';

/** A plain or flanged opening: DallaValle, round or rectangular. */
const opening = (id: HoodDesignTypeId, name: string, equation: string, defaultTakeOff: HoodTypeId): HoodDesignType => ({
  id,
  name,
  equation,
  source: DALLAVALLE,
  entry: 'dallavalle-opening',
  check: '◐',
  geometry: [ROUND, RECTANGULAR],
  needs: [],
  distance: 'from the opening\'s face to the source, on its axis',
  flowBases: ['capture', 'face', 'flow'],
  validity: OPENING_VALIDITY,
  defaultTakeOff,
});

/** A plain or flanged slot, into a plenum with a tapered take-off. */
const slot = (id: HoodDesignTypeId, name: string, equation: string, source: string): HoodDesignType => ({
  id,
  name,
  equation,
  source,
  entry: 'slot-hood-flow',
  check: '○',
  geometry: [SLOT],
  needs: [],
  distance: 'from the slot to the source, square to it',
  flowBases: ['capture', 'face', 'flow'],
  validity: SLOT_VALIDITY,
  defaultTakeOff: 'slot-plenum-tapered',
});

/** The table, by id. */
export const HOOD_DESIGN_TYPES: Readonly<Record<HoodDesignTypeId, HoodDesignType>> = {
  'plain-opening': opening('plain-opening', 'Plain opening', 'Q = V (10X² + A) (V capture velocity at X, A opening area)', 'plain-duct-end'),
  'flanged-opening': opening('flanged-opening', 'Flanged opening', 'Q = 0.75 V (10X² + A) (a flange as wide as the opening\'s own size)', 'flanged-duct-end'),
  'plain-slot': slot(
    'plain-slot',
    'Plain slot',
    'Q = 3.7 L V X (L slot length)',
    `${ACGIH_HOODS}, figure "Hood types" (slot), as REFERENCE.md gives it (one secondary text); the aspect ratio 0.2 also in Processing Magazine, "Best practices for effective dust collection hood design" (2022)`,
  ),
  'flanged-slot': slot('flanged-slot', 'Flanged slot', 'Q = 2.6 L V X (L slot length)', `${ACGIH_HOODS}, figure "Hood types" (flanged slot), as REFERENCE.md gives it (one secondary text)`),
  booth: {
    id: 'booth',
    name: 'Booth',
    equation: 'Q = V A = V W H (V face velocity, W × H open face)',
    source: `${ACGIH_HOODS}, figure "Hood types" (booth); Q = V·A is continuity`,
    entry: 'booth-flow',
    check: '◐',
    geometry: [BOOTH_FACE],
    needs: [],
    flowBases: ['face', 'flow'],
    validity: `the source inside the booth, behind its face; a face velocity by process: ${RATES_TABLE} gives ranges only, 100–200 ft/min (0.5–1 m/s) into most booths`,
    defaultTakeOff: 'booth-tapered',
  },
  enclosure: {
    id: 'enclosure',
    name: 'Enclosure',
    equation: 'Q = V A (V velocity through the openings, A total open area)',
    source: `${ACGIH_HOODS}, enclosing hoods: the flow that holds an inward velocity through every opening (continuity)`,
    entry: 'booth-flow',
    check: '○',
    geometry: [OPEN_AREA],
    needs: [],
    flowBases: ['face', 'flow'],
    validity: `the source fully inside; every opening (doors, slots, cracks) counted in the open area; ${RATES_TABLE} gives ranges only, 100–200 ft/min (0.5–1 m/s) through feed and inspection openings`,
    defaultTakeOff: 'booth-tapered',
  },
  canopy: {
    id: 'canopy',
    name: 'Canopy over a cold source',
    equation: 'Q = 1.4 P D V (P perimeter of the source, D height above it, V velocity at the open sides)',
    source: `${ACGIH_HOODS}, figure "Hood types" (canopy; overhang 0.4 D); the Engineering ToolBox, "Exhaust Hoods" (at most 1.2 m, 4 ft, above the work)`,
    entry: 'canopy-flow',
    check: '○',
    geometry: [ROUND, RECTANGULAR],
    needs: ['distance'],
    distance: 'the canopy\'s height D above the source',
    flowBases: ['capture', 'flow'],
    validity: 'a cold source in still air; the canopy overhangs the source by 0.4 D on each side; D no more than about 1.2 m (4 ft)',
    defaultTakeOff: 'canopy-tapered',
  },
  'hot-canopy': {
    id: 'hot-canopy',
    name: 'Canopy over a hot source',
    equation:
      'low canopy (Y ≤ Ds and Y ≤ 3 ft; hood 1 ft larger than the source): Qt = 4.7 Df^2.33 Δt^0.42 (round), Qt/L = 6.2 b^1.33 Δt^0.42 (rectangular); ' +
      'high canopy: Xc = Y + (2Ds)^1.138, Dc = 0.5 Xc^0.88, Df = Dc + 0.8Y, Vf = 8 As^0.33 Δt^0.42 / Xc^0.25, Qt = Vf Af + Vr (At − Af), Vr = 100 fpm ' +
      '(ft, ft², °F, fpm, cfm)',
    source: `${ACGIH_HOODS}, hot processes, canopy hoods (after Hemeon, Plant and Process Ventilation, 1963); no public text found reproduces the figures: check against the manual`,
    entry: 'hot-canopy-flow',
    check: '○',
    geometry: [ROUND, RECTANGULAR],
    needs: ['distance', 'sourceTemperature', 'ambientTemperature'],
    distance: 'the hood\'s height Y above the hot surface',
    flowBases: [],
    validity: 'a hot source in still air; a low canopy up to Ds and 3 ft (0.9 m) above it, higher is a high canopy',
    defaultTakeOff: 'canopy-tapered',
  },
  downdraft: {
    id: 'downdraft',
    name: 'Downdraft table or bench',
    equation: 'Q = V W L (V down through the table\'s top, W × L its top)',
    source: `${RATES_TABLE}: downdraft bench, 200–400 cfm/ft² of grille but not less than 150 cfm/ft² of working area (a range); the ACGIH VS prints give benches by process`,
    entry: 'booth-flow',
    check: '○',
    geometry: [RECTANGULAR],
    needs: [],
    flowBases: ['face', 'flow'],
    validity: 'work on the table, within its reach; at least 150 cfm per ft² of working area (0.76 m/s over the top); low cross-drafts',
    defaultTakeOff: 'taper-rectangular-90',
  },
  custom: {
    id: 'custom',
    name: 'Hood of your own (Fh given)',
    equation: 'Q = V A (V face velocity, A face area), or Q given',
    source: 'the user\'s own hood; its entry loss Fh or coefficient of entry Ce from its maker or a test',
    entry: 'hood-design-types',
    check: '○',
    geometry: [OPEN_AREA],
    needs: [],
    flowBases: ['face', 'flow'],
    validity: 'as the hood\'s maker or test gives it',
  },
};
