import { existsSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KNOWLEDGE_TOOLS, type KnowledgeTool } from '../../../src/core/knowledge/tools.ts';

const README = 'README.md';
const readme = readFileSync(README, 'utf8');

describe('the README', () => {
  it('stays what a newcomer reads: under 20 KB, the rest in Know-How', () => {
    expect(statSync(README).size).toBeLessThan(20 * 1024);
  });

  it('gives the two set-up commands: one serves the app on a printed address, one passes the tests', () => {
    expect(readme).toContain('npm ci && npm start');
    expect(readme).toContain('npm ci && npm test');
  });

  it('names every tool with its route and command', () => {
    for (const tool of Object.values<KnowledgeTool>(KNOWLEDGE_TOOLS)) {
      expect(readme, tool.name).toContain(`\`${tool.route}\``);
      if (tool.command !== undefined) expect(readme, tool.name).toContain(`\`${tool.command}`);
    }
  });

  it('links only to files that exist', () => {
    const links = [...readme.matchAll(/\]\(([^)#\s]+)(#[^)]*)?\)/g)].map((match) => match[1] ?? '');
    const local = links.filter((href) => !/^https?:\/\//.test(href));
    expect(local.length).toBeGreaterThan(0);
    for (const href of local) expect(existsSync(href), href).toBe(true);
  });
});
