/**
 * The dusts of EPA Table 1.1 and their A/C ratios. No imports, so the CLI's
 * option definitions can list the dusts at start-up without loading the units
 * catalogue.
 */

/** EPA Table 1.1: A/C in ft/min for shaker or reverse-air, and for pulse-jet (fly ash ◐, the others ○). */
export const DUST_AIR_TO_CLOTH = {
  'fly-ash': { name: 'fly ash', wovenFtMin: 2.5, pulseJetFtMin: 5 },
  cement: { name: 'cement', wovenFtMin: 2, pulseJetFtMin: 8 },
  coal: { name: 'coal', wovenFtMin: 2.5, pulseJetFtMin: 8 },
  'carbon-black': { name: 'carbon black', wovenFtMin: 1.5, pulseJetFtMin: 5 },
  flour: { name: 'flour', wovenFtMin: 3, pulseJetFtMin: 12 },
  sawdust: { name: 'sawdust', wovenFtMin: 3.5, pulseJetFtMin: 12 },
  lime: { name: 'lime', wovenFtMin: 2.5, pulseJetFtMin: 10 },
  limestone: { name: 'limestone', wovenFtMin: 2.7, pulseJetFtMin: 8 },
  sugar: { name: 'sugar', wovenFtMin: 2, pulseJetFtMin: 13 },
  'zinc-oxide': { name: 'zinc oxide', wovenFtMin: 2, pulseJetFtMin: 5 },
} as const;
/** A dust of EPA Table 1.1, as a stable id: `fly-ash`, `cement`, … */
export type DustId = keyof typeof DUST_AIR_TO_CLOTH;
/** Every dust of EPA Table 1.1. */
export const DUST_IDS = Object.keys(DUST_AIR_TO_CLOTH) as DustId[];
