/**
 * The link from a baghouse design to the explosion protection page, with
 * the dirty side's volume and L/D and the dust filled in, as the page's own
 * link module (explosion/link.ts) names them, so the page reads them back.
 */
import { formatSignificant } from '../format/significant.ts';
import { combustibleDustId } from '../dust-hazard/combustible-dust.ts';
import { ventLinkPath } from '../explosion/link.ts';
import type { VentTexts } from '../explosion/fields.ts';
import type { UnitSystem } from '../report/figure.ts';
import { unitById } from '../units/catalogue.ts';
import { unitFromSi } from '../units/unit.ts';
import type { BaghouseDesign } from './design.ts';

/** Significant digits of the volume and L/D in the link: as many as the figures shown, and some. */
const LINK_DIGITS = 4;

/**
 * The explosion protection page's fields for a design, when the design has
 * something to give it: the dirty side (bag pitch and length known) or a
 * combustible dust.
 *
 * @param design A design from designBaghouse.
 * @param system The unit system of the texts (volume in m³ or ft³).
 * @returns The volume and L/D (estimated, see dirty-side.ts, 4 significant
 *   digits) and the dust (`sawdust`), each when known; `undefined` when the
 *   design has neither a dirty side nor a combustible dust.
 */
export function ventTextsFromBaghouse(design: BaghouseDesign, system: UnitSystem): VentTexts | undefined {
  const dust = combustibleDustId(design.input.dust);
  const { dirtySide } = design;
  if (dirtySide === undefined && dust === undefined) return undefined;
  return {
    ...(dirtySide !== undefined && {
      volume: formatSignificant(unitFromSi(unitById(system === 'metric' ? 'm3' : 'ft3'), dirtySide.volumeM3), LINK_DIGITS),
      ld: formatSignificant(dirtySide.lengthToDiameter, LINK_DIGITS),
    }),
    ...(dust !== undefined && { dust }),
  };
}

/**
 * The explosion protection page's link for a design (ventTextsFromBaghouse).
 *
 * @param design A design from designBaghouse.
 * @param system The unit system of the link's numbers (volume in m³ or ft³).
 * @returns `/explosion-protection?volume=12.34&ld=1.61&dust=sawdust&units=metric`,
 *   or `undefined` when the design has neither a dirty side nor a combustible dust.
 */
export function baghouseExplosionPath(design: BaghouseDesign, system: UnitSystem): string | undefined {
  const texts = ventTextsFromBaghouse(design, system);
  return texts === undefined ? undefined : ventLinkPath(system, texts);
}
