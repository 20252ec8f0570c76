/**
 * The hood sketch's drawing in metres, in a section through the hood's axis:
 * what is known of the hood's face, the source, the distance X and the
 * capture point, to scale; the take-off, plenum or booth behind the face is
 * drawn in proportion, not to a size. Coordinates have y up; the sketch
 * scales the whole to its box. Pure: no unit, no text beyond the part names.
 */
import type { HoodDesignTypeId } from '../../core/hood/fields.ts';
import type { SketchSizes } from '../../machines/hood/selectors.ts';

export type Point = readonly [x: number, y: number];

/** A dimension line between two points, with what it measures. */
export interface Dimension {
  readonly from: Point;
  readonly to: Point;
  /** `X`, `D`, `W`: the symbol the label writes before the size. */
  readonly symbol: string;
  /** The size it shows, m. */
  readonly sizeM: number;
  /** The side of the line its label goes: toward +y (`above`) or −y, +x (`right`) or −x. */
  readonly side: 'above' | 'below' | 'left' | 'right';
}

export interface SketchDrawing {
  /** The hood's body (take-off, plenum, canopy, booth, table), a closed outline. */
  readonly body: readonly Point[];
  /** The open face, a line across the hood's mouth. */
  readonly face: readonly [Point, Point];
  /** Flanges, each a line. */
  readonly flanges: readonly (readonly [Point, Point])[];
  /** The source, a box: lower left corner, width and height. */
  readonly source?: { readonly at: Point; readonly width: number; readonly height: number };
  /** Where the capture velocity is reached (or the face velocity set). */
  readonly capturePoint?: Point;
  /** Where the capture point's label goes: under it, or to its left (a canopy's, clear of the source's). */
  readonly captureLabel?: 'below' | 'left';
  /** The face's size is not known yet: drawn in proportion to X, not to scale. */
  readonly schematic?: true;
  readonly dimensions: readonly Dimension[];
}

/** The sizes of the hood's mouth seen in section, and the known face size, m. */
function faceSizeOf(type: HoodDesignTypeId, sizes: SketchSizes): { sizeM?: number; symbol: string } {
  switch (type) {
    case 'booth':
      return { sizeM: sizes.heightM, symbol: 'H' };
    case 'enclosure':
    case 'custom':
      return { sizeM: sizes.openAreaM2 === undefined ? undefined : Math.sqrt(sizes.openAreaM2), symbol: '√A' };
    case 'plain-slot':
    case 'flanged-slot':
      return { sizeM: sizes.widthM, symbol: 'W' };
    default:
      return sizes.diameterM === undefined ? { sizeM: sizes.widthM, symbol: 'W' } : { sizeM: sizes.diameterM, symbol: 'D' };
  }
}

const isFlanged = (type: HoodDesignTypeId) => type === 'flanged-opening' || type === 'flanged-slot';
const isCanopy = (type: HoodDesignTypeId) => type === 'canopy' || type === 'hot-canopy';

/**
 * A hood whose face looks sideways (openings, slots, booths, enclosures, a
 * custom hood): the face at x = 0, the source out at x = X on the axis.
 */
function sideHood(type: HoodDesignTypeId, face: number, symbol: string, sizes: SketchSizes, faceKnown: boolean): SketchDrawing {
  const half = face / 2;
  const slot = type === 'plain-slot' || type === 'flanged-slot';
  const booth = type === 'booth' || type === 'enclosure' || type === 'custom';
  // Behind the face, in proportion: a booth's depth, a slot's plenum, an opening's taper to its duct.
  const depth = booth ? face * 0.9 : slot ? face * 3 : face * 0.7;
  const back = slot ? face * 2.5 : booth ? half : Math.min(half, (sizes.ductDiameterM ?? face * 0.45) / 2);
  const body: Point[] = booth
    ? [[0, half], [-depth, half], [-depth, back * 0.4], [-depth - face * 0.3, back * 0.4], [-depth - face * 0.3, -back * 0.4], [-depth, -back * 0.4], [-depth, -half], [0, -half]]
    : [[0, half], [-depth, back], [-depth - face * 0.5, back], [-depth - face * 0.5, -back], [-depth, -back], [0, -half]];
  const flange = slot ? face * 2 : face;
  const flanges: [Point, Point][] = isFlanged(type)
    ? [
        [[0, half], [0, half + flange]],
        [[0, -half], [0, -half - flange]],
      ]
    : [];
  const dimensions: Dimension[] = faceKnown ? [{ from: [-depth - face * 0.5 - face * 0.25, -half], to: [-depth - face * 0.5 - face * 0.25, half], symbol, sizeM: face, side: 'left' }] : [];
  const distance = sizes.distanceM;
  if (distance === undefined || booth) return { body, face: [[0, -half], [0, half]], flanges, dimensions, ...(booth && { capturePoint: [0, 0] as Point }) };
  const box = Math.max(face * 0.35, distance * 0.2);
  const below = -Math.max(half + (isFlanged(type) ? flange : 0), box / 2) - face * 0.25;
  return {
    body,
    face: [[0, -half], [0, half]],
    flanges,
    source: { at: [distance, -box / 2], width: box, height: box },
    capturePoint: [distance, 0],
    dimensions: [...dimensions, { from: [0, below], to: [distance, below], symbol: 'X', sizeM: distance, side: 'below' }],
  };
}

/**
 * How far a canopy's face reaches past its source on each side, m: from the
 * design's face area when there is one, (W + 2o)(L + 2o) = A or
 * π(Ds + 2o)²/4 = A; else a cold canopy's 0.4·D (ACGIH), and none for a hot
 * canopy until its method sizes it.
 */
function canopyOverhang(type: HoodDesignTypeId, sizes: SketchSizes, height: number): number {
  const { faceAreaM2: area, diameterM, widthM, lengthM } = sizes;
  if (area !== undefined && diameterM !== undefined) return Math.max(0, (Math.sqrt((4 * area) / Math.PI) - diameterM) / 2);
  if (area !== undefined && widthM !== undefined && lengthM !== undefined) {
    const sum = widthM + lengthM;
    return Math.max(0, (-sum + Math.sqrt(sum * sum - 4 * (widthM * lengthM - area))) / 4);
  }
  return type === 'canopy' ? 0.4 * height : 0;
}

/** A canopy over its source: the source's top at y = 0, the canopy's face at its height above it, overhanging the source. */
function canopyHood(type: HoodDesignTypeId, source: number, symbol: string, sizes: SketchSizes): SketchDrawing {
  const height = sizes.distanceM ?? source;
  const half = source / 2 + canopyOverhang(type, sizes, height);
  const top = height + half * 0.6;
  const duct = Math.min(half * 0.4, (sizes.ductDiameterM ?? half * 0.5) / 2);
  const slab = Math.max(source * 0.12, height * 0.08);
  const dimensions: Dimension[] = [{ from: [-source / 2, -slab - half * 0.25], to: [source / 2, -slab - half * 0.25], symbol, sizeM: source, side: 'below' }];
  // ACGIH writes a cold canopy's height D, a hot one's Y.
  const heightSymbol = type === 'hot-canopy' ? 'Y' : 'D';
  if (sizes.distanceM !== undefined) dimensions.push({ from: [half + half * 0.25, 0], to: [half + half * 0.25, height], symbol: heightSymbol, sizeM: height, side: 'right' });
  return {
    body: [[-half, height], [-duct, top], [-duct, top + half * 0.4], [duct, top + half * 0.4], [duct, top], [half, height]],
    face: [[-half, height], [half, height]],
    flanges: [],
    source: { at: [-source / 2, -slab], width: source, height: slab },
    // A hot canopy's flow comes from the source's heat, not a capture velocity.
    ...(sizes.distanceM !== undefined && type === 'canopy' && { capturePoint: [-source / 2, height / 2] as Point, captureLabel: 'left' as const }),
    dimensions,
  };
}

/** A downdraft table: its top at y = 0, air drawn down through it. */
function downdraftHood(width: number): SketchDrawing {
  const half = width / 2;
  const depth = width * 0.35;
  return {
    body: [[-half, 0], [-half, -depth], [-width * 0.12, -depth], [-width * 0.12, -depth - width * 0.25], [width * 0.12, -depth - width * 0.25], [width * 0.12, -depth], [half, -depth], [half, 0]],
    face: [[-half, 0], [half, 0]],
    flanges: [],
    capturePoint: [0, 0],
    dimensions: [{ from: [-half, width * 0.15], to: [half, width * 0.15], symbol: 'W', sizeM: width, side: 'above' }],
  };
}

/**
 * The drawing of a hood from the sizes known so far.
 *
 * @param type The hood type.
 * @param sizes The sizes typed so far, SI.
 * @returns The drawing, or `undefined` while no size of the hood is known (the page says what to give).
 */
export function sketchDrawing(type: HoodDesignTypeId, sizes: SketchSizes): SketchDrawing | undefined {
  const { sizeM, symbol } = faceSizeOf(type, sizes);
  // A canopy's D is its height above the source (ACGIH's Q = 1.4·P·D·V): the source's diameter is Ds.
  if (isCanopy(type)) return sizeM === undefined ? undefined : canopyHood(type, sizeM, symbol === 'D' ? 'Ds' : symbol, sizes);
  if (type === 'downdraft') return sizeM === undefined ? undefined : downdraftHood(sizeM);
  if (sizeM !== undefined) return sideHood(type, sizeM, symbol, sizes, true);
  // Only X known: a face in proportion to it, so the source and X still show.
  return sizes.distanceM === undefined ? undefined : { ...sideHood(type, sizes.distanceM * 0.8, symbol, sizes, false), schematic: true };
}
