/**
 * The system a first visit shows, so the page is never empty: three hoods of
 * a small shop (a grinder, a sander, a bench) into a collector and the fan,
 * in US units as the ACGIH sheet is usually filled in.
 */
import type { SystemSheet } from '../../core/exhaust-system/sheet.ts';

/**
 * Hood A is the ACGIH-style single-hood example (390 CFM in a 4 in duct,
 * Fh 0.65, 15 ft). A and B join into the main C, where A's flow is raised
 * to balance; C and the far hood D join into E (balanced), which runs
 * through a 3 inH₂O collector to the fan. Branch entries at
 * 30° (0.18 VP) and 45° (0.28 VP); elbows take their loss from R/D 2.
 */
export const EXAMPLE_SHEET: SystemSheet = {
  version: 1,
  units: 'imperial',
  friction: 'acgih',
  outletPressure: '0.5',
  segments: [
    { segment: 'A', to: 'C', flow: '390', diameter: '4', length: '15', hood_entry_loss: '0.65', elbows: '1', elbow_rd: '2', entry_loss: '0.18' },
    { segment: 'B', to: 'C', flow: '450', min_velocity: '4000', length: '10', hood_entry_loss: '0.49', elbows: '2', elbow_rd: '2', entry_loss: '0.18' },
    { segment: 'C', to: 'E', min_velocity: '3500', length: '20', entry_loss: '0.28' },
    { segment: 'D', to: 'E', flow: '800', min_velocity: '4000', length: '90', hood_entry_loss: '0.25', elbows: '1', elbow_rd: '2', entry_loss: '0.28' },
    { segment: 'E', to: 'fan', min_velocity: '3500', length: '15', other_loss: '3' },
  ],
};
