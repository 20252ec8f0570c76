/**
 * The `sidebar:state` cookie that remembers whether the Process Engineering
 * sidebar is expanded (spec §4, lifetime from spec §9). Pure string handling:
 * the app reads `document.cookie` and writes the string built here.
 *
 * The value is 'true' (expanded) or 'false' (collapsed), the convention of
 * the shadcn/ui sidebar the original product used. Anything else is treated
 * as absent: a cookie is user-controlled input and is never trusted.
 */
import * as v from 'valibot';

/** The cookie's name (spec §4). */
export const SIDEBAR_COOKIE_NAME = 'sidebar:state';

/** The cookie's lifetime in seconds: 7 days (spec §9). */
export const SIDEBAR_COOKIE_MAX_AGE_S = 60 * 60 * 24 * 7;

/** The only two values the cookie may hold. */
export const SidebarCookieValueSchema = v.picklist(['true', 'false']);

export type SidebarCookieResult =
  | { status: 'success'; data: { expanded: boolean } }
  | { status: 'error'; issues: string[] };

/**
 * Finds the sidebar state in a Cookie header / `document.cookie` string.
 *
 * @param cookieHeader All cookies as `name=value` pairs separated by `;`
 *   (the format of `document.cookie`). May be empty.
 * @returns `success` with `expanded` when the cookie holds 'true' or 'false';
 *   `error` with a message naming the value when it is missing, malformed or
 *   anything else. The first `sidebar:state` pair wins, as in browsers.
 */
export function parseSidebarCookie(cookieHeader: string): SidebarCookieResult {
  const raw = findCookieValue(cookieHeader, SIDEBAR_COOKIE_NAME);
  if (raw === undefined) return { status: 'error', issues: [`No ${SIDEBAR_COOKIE_NAME} cookie`] };
  const result = v.safeParse(SidebarCookieValueSchema, decodeCookieValue(raw));
  if (!result.success) {
    return {
      status: 'error',
      issues: [`${SIDEBAR_COOKIE_NAME} must be 'true' or 'false', received ${JSON.stringify(raw.slice(0, 40))}`],
    };
  }
  return { status: 'success', data: { expanded: result.output === 'true' } };
}

/**
 * Builds the string to assign to `document.cookie` to store the sidebar state.
 *
 * @param expanded Whether the sidebar is expanded.
 * @returns e.g. `sidebar:state=false; Path=/; Max-Age=604800; SameSite=Lax`.
 */
export function serializeSidebarCookie(expanded: boolean): string {
  return `${SIDEBAR_COOKIE_NAME}=${String(expanded)}; Path=/; Max-Age=${SIDEBAR_COOKIE_MAX_AGE_S}; SameSite=Lax`;
}

function findCookieValue(cookieHeader: string, name: string): string | undefined {
  for (const pair of cookieHeader.split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1) continue;
    if (pair.slice(0, separator).trim() === name) return pair.slice(separator + 1).trim();
  }
  return undefined;
}

// A malformed %-escape must not throw: it is just another invalid value.
function decodeCookieValue(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
