/**
 * A hood's size as its type reads it: which of the design type's shapes the
 * geometry gives (round, rectangular, an open face, an open area), and the
 * areas and lengths the flow equations take from it.
 */
import type { HoodGeometry } from './design-input.ts';
import { HOOD_DESIGN_TYPES, type HoodGeometryField, type HoodShape } from './design-types.ts';
import type { HoodDesignTypeId } from './fields.ts';

/** The size read, by shape, in m and m². */
export type HoodSize =
  | { readonly shape: 'round'; readonly diameterM: number }
  | { readonly shape: 'rectangular'; readonly widthM: number; readonly lengthM: number }
  | { readonly shape: 'face'; readonly widthM: number; readonly heightM: number }
  | { readonly shape: 'open-area'; readonly areaM2: number };

const GEOMETRY_KEY: Readonly<Record<HoodGeometryField, keyof HoodGeometry>> = {
  diameter: 'diameterM',
  width: 'widthM',
  length: 'lengthM',
  height: 'heightM',
  openArea: 'openAreaM2',
};

function sizeOf(shape: HoodShape, geometry: HoodGeometry): HoodSize | undefined {
  const value = (field: HoodGeometryField) => geometry[GEOMETRY_KEY[field]];
  if (shape.fields.some((field) => value(field) === undefined)) return undefined;
  if (shape.id === 'round') return { shape: 'round', diameterM: value('diameter')! };
  if (shape.id === 'rectangular') return { shape: 'rectangular', widthM: value('width')!, lengthM: value('length')! };
  if (shape.id === 'face') return { shape: 'face', widthM: value('width')!, heightM: value('height')! };
  return { shape: 'open-area', areaM2: value('openArea')! };
}

/**
 * The size of a hood of a design type, from the first of the type's shapes
 * whose fields are all given.
 *
 * @param type The design type.
 * @param geometry The hood's dimensions, m and m² (already range-checked).
 * @returns The size, or the type's shapes' fields when none is complete
 *   (`missing`, for the message naming what to give).
 */
export function readHoodSize(type: HoodDesignTypeId, geometry: HoodGeometry): { size: HoodSize } | { missing: readonly (readonly HoodGeometryField[])[] } {
  const shapes = HOOD_DESIGN_TYPES[type].geometry;
  for (const shape of shapes) {
    const size = sizeOf(shape, geometry);
    if (size !== undefined) return { size };
  }
  return { missing: shapes.map((shape) => shape.fields) };
}

/**
 * The area of a size's face (a round or rectangular opening, a slot, an
 * open face, an open area).
 *
 * @returns m²: πD²/4, W·L, W·H, or the open area.
 */
export function sizeAreaM2(size: HoodSize): number {
  if (size.shape === 'round') return (Math.PI * size.diameterM * size.diameterM) / 4;
  if (size.shape === 'rectangular') return size.widthM * size.lengthM;
  if (size.shape === 'face') return size.widthM * size.heightM;
  return size.areaM2;
}

/**
 * A round or rectangular size's smaller and larger sides (a circle's are its
 * diameter), for an aspect ratio and a slot's length.
 *
 * @returns `{ short, long }` in m; `undefined` for an open area.
 */
export function sizeSides(size: HoodSize): { readonly short: number; readonly long: number } | undefined {
  if (size.shape === 'round') return { short: size.diameterM, long: size.diameterM };
  if (size.shape === 'open-area') return undefined;
  const other = size.shape === 'rectangular' ? size.lengthM : size.heightM;
  return { short: Math.min(size.widthM, other), long: Math.max(size.widthM, other) };
}

/** A round or rectangular size: an opening, a slot, a canopy's source, a table. */
export type PlanSize = Extract<HoodSize, { readonly shape: 'round' | 'rectangular' }>;

/** Whether a size is round or rectangular. */
export const isPlanSize = (size: HoodSize): size is PlanSize => size.shape === 'round' || size.shape === 'rectangular';

/**
 * The perimeter of a round or rectangular source (a canopy's P).
 *
 * @returns m: πD or 2(W + L).
 */
export function sizePerimeterM(size: PlanSize): number {
  return size.shape === 'round' ? Math.PI * size.diameterM : 2 * (size.widthM + size.lengthM);
}
