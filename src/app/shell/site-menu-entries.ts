import { MENU_GROUPS, paths, type RouteEntry, type RouteName } from '../paths.ts';

/** One link of the header menu. */
export interface MenuEntry {
  readonly route: RouteName;
  readonly path: string;
  /** The name an engineer looks for: the route's `menuTitle`, else its title. */
  readonly label: string;
}

/** A labelled group of the header menu. */
export interface MenuSection {
  readonly id: string;
  readonly label: string;
  readonly entries: readonly MenuEntry[];
}

const ROUTES = Object.keys(paths) as RouteName[];

/**
 * The header menu, read from `paths.ts`: each group in `MENU_GROUPS` order,
 * its routes in the order `paths` lists them, routes with `menu: null` left out.
 */
export const SITE_MENU: readonly MenuSection[] = MENU_GROUPS.map((group) => ({
  ...group,
  entries: ROUTES.flatMap((route) => {
    const entry: RouteEntry = paths[route];
    return entry.menu === group.id ? [{ route, path: entry.path, label: entry.menuTitle ?? entry.title }] : [];
  }),
}));
