/** The woodshop example project, fresh for each test, and a way to change it without touching the original. */
import { readFileSync } from 'node:fs';
import type { Project } from '../../../src/core/project/document.ts';

/** The example's text, as the file holds it. */
export const SHOP_TEXT = readFileSync('examples/shop-project.json', 'utf8');

/** The version 1 fixture: the example with the site's altitude only, no cost and no plan. */
export const SHOP_V1_TEXT = readFileSync('tests/core/project/shop-project-v1.json', 'utf8');

/** A fresh copy of the example project. */
export const shop = (): Project => JSON.parse(SHOP_TEXT) as Project;

/** A project a test may change in place. */
export type Editable<T> = T extends object ? { -readonly [K in keyof T]: Editable<T[K]> } : T;

/**
 * The example with one change.
 *
 * @param change Changes the copy (a test's own; the example is never changed).
 */
export function shopWith(change: (project: Editable<Project>) => void): Project {
  const project = JSON.parse(SHOP_TEXT) as Editable<Project>;
  change(project);
  return project as Project;
}
