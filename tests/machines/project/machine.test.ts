import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createActor, fromPromise } from 'xstate';
import { readProjectFile } from '../../../src/core/project/file.ts';
import { staleParts } from '../../../src/core/project/links.ts';
import { addRevision } from '../../../src/core/project/revisions.ts';
import { readSiteDraft, siteDraftOf, withConditionText } from '../../../src/core/project/site-edit.ts';
import { selectCurrentProject } from '../../../src/machines/project/selectors.ts';
import { projectMachine, type PersistInput, type ProjectEmitted } from '../../../src/machines/project/machine.ts';
import { SHOP_TEXT, shopWith } from '../../core/project/shop.ts';

/** The machine with a store stand-in that records what it is asked to write, refusing when told to. */
function start(refuse?: string) {
  const writes: PersistInput[] = [];
  const exported: ProjectEmitted[] = [];
  const actor = createActor(
    projectMachine.provide({
      actors: {
        persist: fromPromise<void, PersistInput>(async ({ input }) => {
          writes.push(input);
          if (refuse !== undefined) throw new Error(refuse);
        }),
      },
    }),
    { input: {} },
  ).start();
  actor.on('exported', (event) => exported.push(event));
  actor.send({ type: 'store.loaded', records: [] });
  return { actor, writes, exported, context: () => actor.getSnapshot().context };
}

const importShop = (actor: ReturnType<typeof start>['actor'], id = 'shop') => actor.send({ type: 'project.import', text: SHOP_TEXT, id, now: 1 });

describe('projectMachine', () => {
  it('imports a project whole, makes it current and writes it', () => {
    const { actor, writes, context } = start();
    importShop(actor);
    expect(context().currentId).toBe('shop');
    expect(context().entries?.map(({ name }) => name)).toEqual(['Oakridge Joinery: machine shop dust collection']);
    expect(writes).toHaveLength(1);
  });

  it('refuses a corrupt file with one line and changes nothing', () => {
    const { actor, writes, context } = start();
    importShop(actor);
    const before = context().entries;
    actor.send({ type: 'project.import', text: SHOP_TEXT.replace('"version": 2', '"version": 9'), id: 'x', now: 2 });
    expect(context().notice).toMatch(/^The file was not imported, nothing changed: The project is of version 9/);
    expect(context().entries).toBe(before);
    expect(context().currentId).toBe('shop');
    expect(writes).toHaveLength(1);
  });

  it("keeps a write on screen until the store's answer holds it", () => {
    const { actor, writes, context } = start();
    importShop(actor);
    const entry = context().entries![0]!;
    // An answer that left before the import landed.
    actor.send({ type: 'store.loaded', records: [] });
    expect(context()).toMatchObject({ entries: [entry], currentId: 'shop' });
    // The answer with the import: nothing is pending any more, so a later removal elsewhere shows.
    actor.send({ type: 'store.loaded', records: writes.flatMap((write) => ('put' in write ? [write.put] : [])) });
    expect(context().pending).toEqual([]);
    actor.send({ type: 'store.loaded', records: [] });
    expect(context()).toMatchObject({ entries: [], currentId: undefined });
  });

  it('renames, duplicates and opens', () => {
    const { actor, context } = start();
    importShop(actor);
    actor.send({ type: 'project.rename', id: 'shop', name: '  Woodshop ', now: 2 });
    actor.send({ type: 'project.rename', id: 'shop', name: '   ', now: 3 });
    expect(context().notice).toBe('Project name: give a name, not blank');
    actor.send({ type: 'project.duplicate', id: 'shop', newId: 'copy', now: 4 });
    expect(context().entries?.map(({ name }) => name)).toEqual(['Woodshop', 'Woodshop (copy)']);
    expect(context().currentId).toBe('copy');
    actor.send({ type: 'project.open', id: 'shop' });
    expect(context().currentId).toBe('shop');
  });

  it('deletes with undo: Undo puts the record back as it was, current again', () => {
    const { actor, writes, context } = start();
    importShop(actor);
    const entry = context().entries![0]!;
    actor.send({ type: 'project.delete', id: 'shop' });
    expect(context()).toMatchObject({ entries: [], currentId: undefined });
    actor.send({ type: 'undo.restore' });
    expect(context().entries).toEqual([entry]);
    expect(context().currentId).toBe('shop');
    expect(writes.map((write) => ('put' in write ? 'put' : 'remove'))).toEqual(['put', 'remove', 'put']);
  });

  it('follows a stale link in the current project', () => {
    const { actor, context } = start();
    const stale = shopWith((project) => {
      project.parts.fan!.texts.flow = '2500';
    });
    actor.send({ type: 'project.import', text: JSON.stringify(stale), id: 'shop', now: 1 });
    actor.send({ type: 'link.follow', linkId: 'system-fan', now: 2 });
    const read = context().entries![0]!.read;
    expect(read.status === 'success' && read.project.parts.fan?.texts.flow).toBe('2778.3393');
  });

  it("saves a tool page's part into the current project, removes it again (a first save's Undo), and refuses without a current project", () => {
    const { actor, context } = start();
    actor.send({ type: 'part.save', part: 'explosion', value: { units: 'metric', texts: { volume: '10' } }, now: 1 });
    expect(context().notice).toBe('Save: there is no current project to save in');
    importShop(actor);
    const fan = { units: 'metric' as const, texts: { flow: '4700', pressure: '3000', efficiency: '70' } };
    actor.send({ type: 'part.save', part: 'fan', value: fan, now: 2 });
    const project = () => {
      const read = context().entries![0]!.read;
      return read.status === 'success' ? read.project : undefined;
    };
    expect(project()?.parts.fan).toEqual(fan);
    actor.send({ type: 'part.save', part: 'fan', value: undefined, now: 3 });
    expect(project()?.parts).not.toHaveProperty('fan');
    expect(project()?.parts.baghouse).toBeDefined();
  });

  it("saves the site: new conditions mark the hoods and the system stale, and saving the old site back (the Undo) clears them", () => {
    const { actor, context } = start();
    importShop(actor);
    const project = () => selectCurrentProject(context())!;
    const before = project();
    const read = readSiteDraft(withConditionText(siteDraftOf(before.site), 'temperature', '95'));
    expect(read.status).toBe('success');
    if (read.status !== 'success') return;
    actor.send({ type: 'site.save', site: read.site, now: 2 });
    expect(project().site.conditions.temperature).toBe('95');
    expect(staleParts(project()).map(({ part }) => part)).toEqual(expect.arrayContaining(['hoods', 'system', 'fan', 'baghouse']));
    actor.send({ type: 'site.save', site: before.site, now: 3 });
    expect(project()).toEqual(before);
    expect(staleParts(project())).toEqual([]);
  });

  it('saves the revision table and its current revision, and puts the old one back', () => {
    const { actor, context } = start();
    importShop(actor);
    const project = () => selectCurrentProject(context())!;
    const before = project();
    actor.send({ type: 'revisions.save', table: addRevision(before, '2026-11-26'), now: 2 });
    expect(project().revision).toBe('B');
    expect(project().revisions.at(-1)).toEqual({ revision: 'B', date: '2026-11-26', by: 'J. Alvarez, PE', description: '' });
    actor.send({ type: 'revisions.save', table: { revision: before.revision, revisions: before.revisions }, now: 3 });
    expect(project()).toEqual(before);
    // A table the file would refuse is not written: the project stays readable.
    actor.send({ type: 'revisions.save', table: { revision: 'A', revisions: [{ ...before.revisions[0]!, date: '2026-02-30' }] }, now: 4 });
    expect(context().notice).toBe('The revisions were not saved: Revision A: Date: expected a calendar date YYYY-MM-DD, got 2026-02-30');
    expect(project()).toEqual(before);
  });

  it('refuses a site or a revision table without a current project', () => {
    const { actor, context, writes } = start();
    actor.send({ type: 'site.save', site: shopWith(() => undefined).site, now: 1 });
    expect(context().notice).toBe('Save: there is no current project to save in');
    actor.send({ type: 'revisions.save', table: { revision: 'B', revisions: [] }, now: 1 });
    expect(writes).toEqual([]);
  });

  it('creates a project from the data the tools keep, leaving the rest blank', () => {
    const { actor, context } = start();
    const system = shopWith(() => undefined).parts.system!;
    actor.send({ type: 'project.new', id: 'n', name: 'From device', units: 'metric', date: '2026-11-26', now: 1, data: { system } });
    const read = context().entries![0]!.read;
    expect(read.status === 'success' && read.project.parts).toEqual({ system });
    expect(read.status === 'success' && read.project.site.units).toBe(system.units);
  });

  it('says when the browser refuses a write', async () => {
    const { actor, context } = start('QuotaExceededError');
    importShop(actor);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(context().notice).toBe('Not saved on this device: QuotaExceededError. Export the project to keep it.');
  });

  it('keeps a damaged record with its one line, and exports it as stored', () => {
    const { actor, exported, context } = start();
    actor.send({ type: 'store.loaded', records: [{ id: 'bad', name: 'Bad', updatedAt: 1, json: '{"format":"tfca-project"' }] });
    expect(context().entries?.[0]?.read).toMatchObject({ status: 'error', message: expect.stringMatching(/^The file is not JSON/) });
    actor.send({ type: 'project.export', id: 'bad' });
    expect(exported).toEqual([{ type: 'exported', fileName: 'bad.tfca-project.json', text: '{"format":"tfca-project"' }]);
  });

  it('export then import gives the same document (property over names and plant texts)', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 80 }).filter((name) => name.trim() !== ''), fc.string({ maxLength: 80 }), (name, plant) => {
        const { actor, exported, context } = start();
        const project = shopWith((each) => {
          each.name = name;
          each.site.plant = plant;
        });
        actor.send({ type: 'project.import', text: JSON.stringify(project), id: 'a', now: 1 });
        actor.send({ type: 'project.export', id: 'a' });
        actor.send({ type: 'project.import', text: exported[0]!.text, id: 'b', now: 2 });
        const [a, b] = context().entries!.map(({ read }) => read);
        expect(a?.status).toBe('success');
        expect(b).toEqual(a);
        expect(readProjectFile(exported[0]!.text)).toEqual({ status: 'success', project });
      }),
      { numRuns: 25 },
    );
  });
});
