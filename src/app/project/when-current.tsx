/**
 * Renders a page's project bar only while a project is current (the
 * remembered one, read without the store): the bar is a lazy component, so
 * its chunk and Dexie load only then, and a first visit stays small.
 */
import { Suspense, type ReactNode } from 'react';
import { useCurrentProject } from './current.ts';

/** Its children (a lazy bar), when a project is current; nothing otherwise (a link opens the page alone). */
export function WhenProjectCurrent({ children }: { children: ReactNode }) {
  const current = useCurrentProject();
  if (current === undefined) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
