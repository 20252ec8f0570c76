import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PrintButton, ReportHeader } from '../../../src/app/shell/print-report.tsx';
import { SectionBoundary } from '../../../src/app/shell/section-boundary.tsx';
import { UndoNotice } from '../../../src/app/shell/undo-notice.tsx';

function Sketch({ bags }: { bags: number }) {
  if (bags > 10) throw new Error('Invalid array length');
  return <p>{bags} bags drawn</p>;
}

function PageWithSketch() {
  const [bags, setBags] = useState(4);
  return (
    <>
      <label>
        Bags
        <input value={String(bags)} onChange={(event) => setBags(Number(event.target.value))} />
      </label>
      <SectionBoundary name="bag layout sketch" resetKeys={[bags]}>
        <Sketch bags={bags} />
      </SectionBoundary>
    </>
  );
}

describe('SectionBoundary', () => {
  it('keeps the inputs when a section throws, names the section, and draws again once the input changes', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PageWithSketch />);
    const bags = screen.getByLabelText('Bags');
    await userEvent.clear(bags);
    await userEvent.type(bags, '20');
    expect(screen.getByRole('alert')).toHaveTextContent('The bag layout sketch could not be shown: Invalid array length. Your inputs are kept');
    expect(bags).toHaveValue('20');
    await userEvent.clear(bags);
    await userEvent.type(bags, '5');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('5 bags drawn')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});

describe('UndoNotice', () => {
  it('says what replaced the inputs and offers them back, or says nothing', async () => {
    const onUndo = vi.fn();
    const onDismiss = vi.fn();
    const { rerender } = render(<UndoNotice message="Loaded the EPA worked example." onUndo={onUndo} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loaded the EPA worked example.');
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect([onUndo.mock.calls.length, onDismiss.mock.calls.length]).toEqual([1, 1]);
    rerender(<UndoNotice message={undefined} onUndo={onUndo} onDismiss={onDismiss} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

describe('UndoNotice and focus', () => {
  function PageWithExample() {
    const [message, setMessage] = useState<string | undefined>(undefined);
    return (
      <main tabIndex={-1}>
        <button type="button" onClick={() => setMessage('Loaded the EPA worked example.')}>
          Load the EPA example
        </button>
        <UndoNotice message={message} onUndo={() => setMessage(undefined)} onDismiss={() => setMessage(undefined)} />
      </main>
    );
  }

  it.each(['Undo', 'Dismiss'])('gives focus back to the control that made the change after %s', async (action) => {
    render(<PageWithExample />);
    const load = screen.getByRole('button', { name: 'Load the EPA example' });
    await userEvent.click(load);
    await userEvent.click(screen.getByRole('button', { name: action }));
    expect(load).toHaveFocus();
  });
});

describe('the printed report', () => {
  it('heads the paper with the date, the units and the link that reproduces it', () => {
    render(<ReportHeader system="imperial" linkPath="/baghouse-design?flow=10000" note="Dollars: US" />);
    const today = new Date().toISOString().slice(0, 10);
    expect(screen.getByText(`Prepared ${today} · Units: imperial (US) · Dollars: US`)).toBeInTheDocument();
    expect(screen.getByText(`${window.location.origin}/baghouse-design?flow=10000`)).toBeInTheDocument();
  });

  it('prints from a button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    render(<PrintButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Print report' }));
    expect(print).toHaveBeenCalledOnce();
    print.mockRestore();
  });
});
