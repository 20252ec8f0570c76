import { useEffect, useRef } from 'react';
import type { UnitSystem } from '../../core/duct/units.ts';
import { useUnitPreference } from './unit-preference.ts';

/**
 * Ties a tool's unit system to the site-wide preference, for its "Unit
 * system" select. Choosing a system switches the tool and writes the
 * preference, so the next tool opens in it. A change of the preference made
 * elsewhere while the page is open (another tab) switches the tool too. The
 * system the tool opened in is left alone: a link's `units=` wins over the
 * preference, which the page reads once with `readUnitPreference()` for its
 * machine's input.
 *
 * @param system The tool's unit system now.
 * @param switchTool Sends the tool's unit-change event.
 * @returns What the select calls with the user's choice.
 */
export function useUnitSystemChoice(system: UnitSystem, switchTool: (system: UnitSystem) => void): (system: UnitSystem) => void {
  const [preference, setPreference] = useUnitPreference();
  const followed = useRef(preference);
  useEffect(() => {
    if (preference === followed.current) return;
    followed.current = preference;
    if (preference !== system) switchTool(preference);
  }, [preference, system, switchTool]);
  return (next) => {
    switchTool(next);
    setPreference(next);
  };
}
