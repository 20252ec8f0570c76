import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { guardPendingWrites } from '../../../src/app/project/unload-guard.ts';
import { projectMachine, type PersistInput } from '../../../src/machines/project/machine.ts';
import type { ProjectRecord } from '../../../src/machines/project/records.ts';
import { SHOP_TEXT } from '../../core/project/shop.ts';

/** Whether leaving the page now would ask first. */
const asksBeforeLeaving = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));

describe('the guard on unsaved project writes', () => {
  it('asks before leaving while a write is on its way into the store, and stops asking once the store has it', () => {
    const records: ProjectRecord[] = [];
    const actor = createActor(projectMachine.provide({ actors: { persist: fromPromise<void, PersistInput>(async ({ input }) => void ('put' in input && records.push(input.put))) } }), { input: {} }).start();
    actor.send({ type: 'store.loaded', records: [] });
    const stop = guardPendingWrites(actor);
    expect(asksBeforeLeaving()).toBe(false);

    actor.send({ type: 'project.import', text: SHOP_TEXT, id: 'shop', now: 1 });
    expect(asksBeforeLeaving()).toBe(true);
    // The store's answer holds the write: nothing is pending any more.
    actor.send({ type: 'store.loaded', records });
    expect(asksBeforeLeaving()).toBe(false);

    actor.send({ type: 'project.import', text: SHOP_TEXT, id: 'copy', now: 2 });
    stop();
    expect(asksBeforeLeaving()).toBe(false);
  });
});
