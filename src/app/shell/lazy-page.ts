import { lazy, type ComponentType } from 'react';

/**
 * `React.lazy` for a page module with a named export, so each page gets its
 * own chunk and only home is in the first download.
 *
 * @example const ProcessPage = lazyPage(() => import('../process/page.tsx'), 'ProcessPage');
 */
export function lazyPage<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  exportName: K,
) {
  return lazy(async () => ({ default: (await load())[exportName] }));
}
