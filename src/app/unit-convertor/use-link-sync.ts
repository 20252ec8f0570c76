import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { selectLinkPath } from '../../machines/unit-convertor/selectors.ts';
import { ConvertorActorContext } from './actor-context.ts';

/**
 * Keeps the page's URL query in step with its inputs (issue 8, shareable
 * links): each edit replaces the current history entry with the link of the
 * new inputs, so Back leaves the page instead of undoing keystrokes. Opening
 * the page never rewrites the link it was opened with.
 */
export function useLinkSync(): void {
  const linkPath = ConvertorActorContext.useSelector((snapshot) => selectLinkPath(snapshot.context));
  const [, navigate] = useLocation();
  const openedWith = useRef<string | undefined>(linkPath);

  useEffect(() => {
    if (linkPath === openedWith.current) return;
    openedWith.current = undefined;
    navigate(linkPath, { replace: true });
  }, [linkPath, navigate]);
}
