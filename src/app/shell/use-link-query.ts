/**
 * A page's inputs in its URL query (issue 8, shareable links): read the link
 * the page was opened with, then keep the URL in step with what the page
 * shows. Each tool brings its own link codec from core (e.g. core/duct/link.ts):
 *
 * @example
 * const { state, ignored } = useOpeningLink(readDuctLink); // seeds the machine
 * useReplaceLink(useSelector(actor, (s) => selectLinkPath(s.context))); // inside the page
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

/**
 * Reads the page's query once, when the page opens; later URL changes (made
 * by {@link useReplaceLink}) do not read it again, so the page's state is
 * seeded once and then owned by the page.
 *
 * @param read The tool's link reader, e.g. `readDuctLink`; given the query without `?`.
 * @returns What the reader returned for the opening query.
 */
export function useOpeningLink<Reading>(read: (search: string) => Reading): Reading {
  const search = useSearch();
  const [reading] = useState(() => read(search));
  return reading;
}

/** How long the page's state must rest before the address follows it. */
export const LINK_WRITE_DELAY_MS = 250;

/**
 * Keeps the URL equal to the link of what the page shows, replacing the
 * current history entry (`history.replaceState`), so editing never adds a
 * Back step. It writes once the state has rested for
 * {@link LINK_WRITE_DELAY_MS}, not on every keystroke: each write re-renders
 * whatever reads the location. The link the page opened with stays as it is
 * until the first change, so opening `/ducting-calculator` keeps its bare
 * address and a link with a bad parameter still shows it on reload. Leaving
 * the page cancels a pending write.
 *
 * @param linkPath The path and query of the page's current state, from the
 *   tool's link codec (e.g. `/ducting-calculator?solve=diameter&q=2118&v=4000&units=imperial`).
 */
export function useReplaceLink(linkPath: string): void {
  const [, navigate] = useLocation();
  const openingPath = useRef<string | undefined>(linkPath);

  useEffect(() => {
    if (linkPath === openingPath.current) return;
    openingPath.current = undefined;
    const timer = setTimeout(() => navigate(linkPath, { replace: true }), LINK_WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [linkPath, navigate]);
}
