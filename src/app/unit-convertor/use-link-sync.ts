import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';

/**
 * Keeps the page's URL equal to the link of its inputs (issue 8, shareable
 * links): each change replaces the current history entry, so Back leaves the
 * page instead of undoing keystrokes. The link the page was opened with stays
 * as it is until the first change, so a link with an ignored parameter still
 * shows it on reload.
 *
 * @param linkPath The path and query of the current inputs, e.g. `/pressure-drop?value=4&from=inH2O`.
 */
export function useLinkSync(linkPath: string): void {
  const [, navigate] = useLocation();
  const openedWith = useRef<string | undefined>(linkPath);

  useEffect(() => {
    if (linkPath === openedWith.current) return;
    openedWith.current = undefined;
    navigate(linkPath, { replace: true });
  }, [linkPath, navigate]);
}
