/**
 * Isolation of a vented enclosure: a vent relieves the enclosure, not the
 * ducts joined to it. A deflagration can run back up the inlet duct to the
 * hoods and the process, and on through the outlet duct to the fan, so NFPA
 * 660 (2025) and NFPA 69 (2024) ask for isolation devices (chapter
 * "Deflagration control by isolation") on them, as ATEX does with EN 15089.
 * This tool states the duty; it does not size isolation devices.
 */
import type { ToolWarning } from '../report/warning.ts';

/**
 * The isolation statement naming the collector's connected ducts.
 *
 * @param ducts The inlet and outlet ducts' names, as the user knows them; generic names when absent.
 * @returns A warning with code `isolation-required`.
 * @example isolationWarning({ inlet: 'main duct D1', outlet: 'fan duct F1' })
 */
export function isolationWarning(ducts: { readonly inlet?: string; readonly outlet?: string } = {}): ToolWarning {
  const inlet = ducts.inlet ?? 'the inlet duct';
  const outlet = ducts.outlet ?? 'the outlet (clean-air) duct';
  return {
    code: 'isolation-required',
    text: `The vent protects the enclosure only: isolate ${inlet} and ${outlet} against a deflagration running through them (NFPA 69 (2024) isolation; EN 15089); this tool does not size isolation devices.`,
  };
}
