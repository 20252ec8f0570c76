/** The help under each of the Explosion Protection form's fields: what it asks for, or what its emptiness means. */
import type { VentField } from '../../core/explosion/fields.ts';

/** What a field asks for, or what its emptiness means. */
export const HELP: Partial<Record<VentField, string>> = {
  volume: 'Of the whole enclosure; for a baghouse, the dirty side',
  ld: 'Effective L/D (NFPA 68 §8.2); empty: 1, a compact vessel',
  length: 'Instead of L/D: the effective length Heff',
  diameter: 'With Heff; empty: from the volume',
  fill: 'Share of the volume the dust cloud fills; empty: 100 %',
  kst: "Your dust's tested value governs; empty: the dust's typical value",
  pmax: "Your dust's tested value; empty: the dust's typical value",
  pred: 'The most the vessel may see while venting',
  strength: 'Pes: Pred must stay below it with the standard’s margin',
  pstat: 'The vent’s opening pressure; empty: 0.1 bar',
  efficiency: 'Of a flameless or obstructed vent; empty: 100 %',
  ventDuctLength: 'A duct leading the vent outdoors; empty: none',
  ventCount: 'Vents sharing the area; more shorten the fireball (NFPA 68 8.8); empty: 1',
  inletDuct: 'As your drawings name it, for the isolation statement',
  outletDuct: 'The clean-air duct, as your drawings name it',
};
