import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  SIDEBAR_COOKIE_MAX_AGE_S,
  SIDEBAR_COOKIE_NAME,
  parseSidebarCookie,
  serializeSidebarCookie,
} from '../../../src/core/site/sidebar-cookie.ts';

describe('sidebar cookie', () => {
  it('is named sidebar:state and lives for 7 days (spec §4, §9)', () => {
    expect(SIDEBAR_COOKIE_NAME).toBe('sidebar:state');
    expect(SIDEBAR_COOKIE_MAX_AGE_S).toBe(604800);
  });

  it('serializes with path /, max-age 604800 and SameSite=Lax', () => {
    expect(serializeSidebarCookie(false)).toBe('sidebar:state=false; Path=/; Max-Age=604800; SameSite=Lax');
    expect(serializeSidebarCookie(true)).toBe('sidebar:state=true; Path=/; Max-Age=604800; SameSite=Lax');
  });

  it.each([
    ['sidebar:state=true', true],
    ['sidebar:state=false', false],
    ['theme=dark; sidebar:state=false; other=1', false],
    ['  sidebar:state = true ', true],
    ['sidebar:state=false; sidebar:state=true', false],
  ])('reads %j as expanded=%s', (header, expanded) => {
    expect(parseSidebarCookie(header)).toEqual({ status: 'success', data: { expanded } });
  });

  it.each([
    ['', 'No sidebar:state cookie'],
    ['other=1', 'No sidebar:state cookie'],
    ['sidebar:statex=true', 'No sidebar:state cookie'],
    ['sidebar:state=yes', 'received "yes"'],
    ['sidebar:state=', 'received ""'],
    ['sidebar:state=TRUE', 'received "TRUE"'],
    ['sidebar:state=%E0%A4%A', 'received "%E0%A4%A"'],
    ['sidebar:state=<script>', 'received "<script>"'],
  ])('rejects %j with a message naming the value', (header, message) => {
    const result = parseSidebarCookie(header);

    expect(result.status).toBe('error');
    expect(result.status === 'error' && result.issues.join(' ')).toContain(message);
  });

  it('round-trips every state through the cookie string', () => {
    fc.assert(
      fc.property(fc.boolean(), (expanded) => {
        const pair = serializeSidebarCookie(expanded).split(';')[0] ?? '';
        expect(parseSidebarCookie(pair)).toEqual({ status: 'success', data: { expanded } });
      }),
    );
  });

  it('never throws, whatever the cookie header holds', () => {
    fc.assert(
      fc.property(fc.string(), (header) => {
        expect(['success', 'error']).toContain(parseSidebarCookie(`sidebar:state=${header}`).status);
      }),
    );
  });
});
