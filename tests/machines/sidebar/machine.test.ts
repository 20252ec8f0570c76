import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sidebarMachine } from '../../../src/machines/sidebar/machine.ts';

function startSidebar(cookieHeader: string) {
  const persisted: boolean[] = [];
  const machine = sidebarMachine.provide({
    actions: { persistState: (_, params) => void persisted.push(params.expanded) },
  });
  const actor = createActor(machine, { input: { cookieHeader } }).start();
  const desktop = () => (actor.getSnapshot().value as { desktop: string }).desktop;
  const panel = () => (actor.getSnapshot().value as { panel: string }).panel;
  return { actor, persisted, desktop, panel };
}

describe('sidebar machine', () => {
  it('starts expanded with the panel closed when there is no cookie', () => {
    const { desktop, panel, persisted } = startSidebar('');

    expect(desktop()).toBe('expanded');
    expect(panel()).toBe('closed');
    expect(persisted).toEqual([]);
  });

  it.each([
    ['sidebar:state=false', 'collapsed'],
    ['sidebar:state=true', 'expanded'],
    ['a=1; sidebar:state=false', 'collapsed'],
  ])('restores %j as %s', (cookieHeader, expected) => {
    expect(startSidebar(cookieHeader).desktop()).toBe(expected);
  });

  it.each(['sidebar:state=collapsed', 'sidebar:state=0', 'sidebar:state=%ZZ', 'sidebar:state={"x":1}', ';;;=='])(
    'ignores the garbage cookie %j and starts expanded',
    (cookieHeader) => {
      expect(startSidebar(cookieHeader).desktop()).toBe('expanded');
    },
  );

  it('toggles between expanded and collapsed and stores each change', () => {
    const { actor, desktop, persisted } = startSidebar('');

    actor.send({ type: 'sidebar.toggle' });
    expect(desktop()).toBe('collapsed');
    actor.send({ type: 'sidebar.toggle' });
    expect(desktop()).toBe('expanded');

    expect(persisted).toEqual([false, true]);
  });

  it('sets an explicit state and stores only real changes', () => {
    const { actor, desktop, persisted } = startSidebar('sidebar:state=true');

    actor.send({ type: 'sidebar.set', expanded: true });
    expect(desktop()).toBe('expanded');
    actor.send({ type: 'sidebar.set', expanded: false });
    expect(desktop()).toBe('collapsed');
    actor.send({ type: 'sidebar.set', expanded: false });

    expect(persisted).toEqual([false]);
  });

  it('opens and closes the mobile panel without touching the stored desktop state', () => {
    const { actor, desktop, panel, persisted } = startSidebar('sidebar:state=false');

    actor.send({ type: 'sidebar.panel.open' });
    expect(panel()).toBe('open');
    actor.send({ type: 'sidebar.panel.toggle' });
    expect(panel()).toBe('closed');
    actor.send({ type: 'sidebar.panel.toggle' });
    actor.send({ type: 'sidebar.panel.close' });
    expect(panel()).toBe('closed');

    expect(desktop()).toBe('collapsed');
    expect(persisted).toEqual([]);
  });

  it('reports which events it can take, for enabling controls', () => {
    const { actor } = startSidebar('');

    expect(actor.getSnapshot().can({ type: 'sidebar.set', expanded: false })).toBe(true);
    expect(actor.getSnapshot().can({ type: 'sidebar.set', expanded: true })).toBe(false);
  });

  it('does nothing when no cookie writer is provided', () => {
    const spy = vi.fn();
    const actor = createActor(sidebarMachine, { input: { cookieHeader: '' } }).start();
    actor.subscribe({ error: spy });

    actor.send({ type: 'sidebar.toggle' });

    expect(actor.getSnapshot().matches({ desktop: 'collapsed' })).toBe(true);
    expect(spy).not.toHaveBeenCalled();
  });
});
