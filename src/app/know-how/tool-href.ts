import { KNOWLEDGE_ENTRIES, entryById } from '../../core/knowledge/catalogue.ts';
import type { ExampleEntry } from '../../core/knowledge/entry.ts';
import { KNOWLEDGE_TOOLS, type ToolId } from '../../core/knowledge/tools.ts';

const isExampleOf = (tool: ToolId) => (entry: { kind: string; tool?: ToolId }): entry is ExampleEntry => entry.kind === 'example' && entry.tool === tool;

/**
 * Where an entry's link to a tool goes: the tool opened on a worked example,
 * so the figure the entry explains is on screen.
 *
 * @param tool The tool.
 * @param exampleId The entry's own worked example, preferred when it runs on this tool.
 * @returns The link of that example, else of the tool's first worked example,
 *   else the tool's page.
 */
export function toolHref(tool: ToolId, exampleId?: string): string {
  const own = exampleId === undefined ? undefined : entryById(exampleId);
  const example = own !== undefined && isExampleOf(tool)(own) ? own : KNOWLEDGE_ENTRIES.find(isExampleOf(tool));
  return example?.link ?? KNOWLEDGE_TOOLS[tool].route;
}
