/**
 * Where each part opens in its tool, with the part's inputs: built by the
 * tool's own link module, so the tool reads them exactly as typed. The
 * exhaust system and the maintenance plan have no link (their pages keep
 * their own saved data); the overview offers the sheet as a file instead.
 */
import { baghouseLinkPath } from '../../core/baghouse/link.ts';
import { costLinkPath } from '../../core/cost/link.ts';
import { ventLinkPath } from '../../core/explosion/link.ts';
import { fanLinkPath } from '../../core/fan/link.ts';
import { hoodLinkPath } from '../../core/hood/link.ts';
import { PART_TITLES, type PartId, type ProjectParts } from '../../core/project/document.ts';

/** A link that opens a tool with a part's inputs. */
export interface PartLink {
  readonly label: string;
  readonly href: string;
}

/**
 * The links of one part.
 *
 * @returns One per hood (named by its segment), one for the baghouse, the
 *   vent, the fan and the cost; none for the system and the plan.
 */
export function partLinks(part: PartId, parts: ProjectParts): PartLink[] {
  const open = `Open in ${PART_TITLES[part]}`;
  switch (part) {
    case 'hoods':
      return (parts.hoods ?? []).map((hood) => ({ label: `Open the hood of segment ${hood.segment} in Hood Design`, href: hoodLinkPath(hood.units, hood.texts, hood.typedIn) }));
    case 'baghouse':
      return parts.baghouse ? [{ label: open, href: baghouseLinkPath(parts.baghouse.texts, parts.baghouse.units, parts.baghouse.typedIn) }] : [];
    case 'explosion':
      return parts.explosion ? [{ label: open, href: ventLinkPath(parts.explosion.units, parts.explosion.texts, parts.explosion.typedIn) }] : [];
    case 'fan': {
      const fan = parts.fan;
      return fan ? [{ label: open, href: fanLinkPath(fan.units, fan.texts, fan.curve ?? [], { ...(fan.typedIn && { fields: fan.typedIn }), ...(fan.curveTypedIn && { rows: fan.curveTypedIn }) }) }] : [];
    }
    case 'cost': {
      const cost = parts.cost;
      return cost
        ? [{ label: open, href: costLinkPath({ texts: cost.texts, typedIn: cost.typedIn, opexTexts: cost.opexTexts ?? {}, opexTypedIn: cost.opexTypedIn, insulated: cost.insulated, unitSystem: cost.units }) }]
        : [];
    }
    default:
      return [];
  }
}
