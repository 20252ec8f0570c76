/**
 * The links that open each tool for a dust of an industry, built by each
 * tool's own link module so the page reads them back as it reads its own.
 * Only what the tables know is filled in; the page asks for the rest (the
 * airflow, the volume…).
 */
import { baghouseLinkPath } from '../baghouse/link.ts';
import { designLinkPath } from '../duct/design-link.ts';
import { ductLinkPath } from '../duct/link.ts';
import { TRANSPORT_CLASSES } from '../duct/transport-velocity.ts';
import { ventLinkPath } from '../explosion/link.ts';
import { hoodLinkPath } from '../hood/link.ts';
import type { UnitSystem } from '../report/figure.ts';
import { INDUSTRY_DUSTS, type IndustryDustId } from './dusts.ts';
import { INDUSTRIES, type IndustryId } from './industries.ts';

/** One link per tool; `explosion` only for a dust the explosion table lists. */
export interface DustToolLinks {
  /** Baghouse Design with the dust's EPA row (or its material factor A) and the industry's cleaning type. */
  readonly baghouse: string;
  /** The ducting calculator at the class's minimum velocity (the table's own figure in the system's column), its sizing section by the class. */
  readonly ductSizing: string;
  /** Hood Design with the dust's transport class for its duct. */
  readonly hood: string;
  /** Explosion Protection with the dust's typical KSt and Pmax. */
  readonly explosion?: string;
}

/**
 * The tools' links for a dust, as an industry uses it.
 *
 * @param industry The industry (its cleaning type goes to the baghouse).
 * @param dust The dust.
 * @param system The unit system the tools open in (`units=`).
 * @returns `baghouse`: `/baghouse-design?dust=sawdust&cleaning=pulse-jet&units=metric`
 *   (or `material-factor=15` when Table 1.1 has no row); `ductSizing`:
 *   `/ducting-calculator?solve=diameter&v=15&units=metric&transport=dry-dusts-powders`;
 *   `hood`: `/hood-design?transport=…&units=metric`; `explosion`:
 *   `/explosion-protection?dust=sawdust&units=metric`, absent when the
 *   explosion table does not list the dust.
 */
export function dustToolLinks(industry: IndustryId, dust: IndustryDustId, system: UnitSystem): DustToolLinks {
  const row = INDUSTRY_DUSTS[dust];
  const basis = row.airToCloth;
  const transport = row.transport.classId;
  return {
    baghouse: baghouseLinkPath(
      {
        ...(basis?.kind === 'table' && { dust: basis.dust }),
        ...(basis?.kind === 'factor' && { materialFactor: String(basis.materialFactor) }),
        cleaning: INDUSTRIES[industry].cleaning,
      },
      system,
    ),
    ductSizing: designLinkPath(ductLinkPath({ solve: 'diameter', unitSystem: system, v: String(TRANSPORT_CLASSES[transport].minimum?.[system].lower ?? '') }), { transport }),
    hood: hoodLinkPath(system, { transport }),
    ...(row.explosion !== undefined && { explosion: ventLinkPath(system, { dust: row.explosion }) }),
  };
}
