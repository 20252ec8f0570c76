/**
 * Links that reproduce a page: a tool's inputs in the URL query, named after
 * the CLI's long options without `--` (issue 8, shareable links). Generic and
 * tool-agnostic: each tool's own link module says which names it has and
 * checks their values.
 */

/** A link parameter that was not used, with one line for the page to show. */
export interface LinkNote {
  /** The parameter's name as it appeared in the link. */
  readonly name: string;
  /** Its value as it appeared, decoded. */
  readonly value: string;
  /** One line naming the parameter, e.g. `Ignored unknown link parameter 'foo=1'`. */
  readonly message: string;
}

/** Longer values are cut in a note's message, so a pasted link cannot flood the page. */
const MAX_NOTE_VALUE_LENGTH = 40;

/**
 * Shows `name=value` for a note's message, the value cut to 40 characters.
 *
 * @returns For example `'units=furlongs'`.
 */
export function quoteLinkParameter(name: string, value: string): string {
  const shown = value.length > MAX_NOTE_VALUE_LENGTH ? `${value.slice(0, MAX_NOTE_VALUE_LENGTH)}…` : value;
  return `'${name}=${shown}'`;
}

/**
 * Builds the path and query of a page.
 *
 * @param path The page's path, e.g. `/pressure-drop`.
 * @param params The parameters in the order they should appear; a parameter
 *   whose value is `undefined` or empty is left out.
 * @returns The path with its query, encoded by URLSearchParams (so `°`, `³`,
 *   `/` and spaces survive a round trip), e.g. `/pressure-drop?value=4&from=inH2O&to=Pa`;
 *   the bare path when no parameter has a value.
 */
export function buildLinkPath(
  path: string,
  params: ReadonlyArray<readonly [name: string, value: string | undefined]>,
): string {
  const query = new URLSearchParams();
  for (const [name, value] of params) {
    if (value !== undefined && value !== '') query.append(name, value);
  }
  const text = query.toString();
  return text === '' ? path : `${path}?${text}`;
}

/**
 * Reads a page's query.
 *
 * @param search The query, with or without its leading `?` (`location.search`).
 * @param names The parameter names the page knows.
 * @returns `values`: the first value of each known name, as typed (empty
 *   values are left out, as buildLinkPath leaves them out); `ignored`: a note
 *   for each unknown name (`Ignored unknown link parameter 'foo=1'`) and each
 *   repeat of a known one (`Ignored repeated link parameter 'v=3'`), in the
 *   link's order. The values are not checked: that is the tool's reader's
 *   job. Never throws (a malformed `%` escape is read as typed).
 */
export function readLinkQuery(
  search: string,
  names: readonly string[],
): { values: Partial<Record<string, string>>; ignored: LinkNote[] } {
  const known = new Set(names);
  const values: Partial<Record<string, string>> = {};
  const ignored: LinkNote[] = [];
  for (const [name, value] of new URLSearchParams(search)) {
    if (!known.has(name)) {
      ignored.push({ name, value, message: `Ignored unknown link parameter ${quoteLinkParameter(name, value)}` });
    } else if (Object.hasOwn(values, name)) {
      ignored.push({ name, value, message: `Ignored repeated link parameter ${quoteLinkParameter(name, value)}` });
    } else if (value !== '') {
      values[name] = value;
    }
  }
  return { values, ignored };
}
