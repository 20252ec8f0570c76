import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useOpeningLink, useReplaceLink } from '../../../src/app/shell/use-link-query.ts';
import { LinkNotes } from '../../../src/app/shell/link-notes.tsx';

/** A one-field tool whose link is `/tool?v=…`. */
function Tool({ read }: { read: (search: string) => string }) {
  const [text, setText] = useState(useOpeningLink(read));
  useReplaceLink(text === '' ? '/tool' : `/tool?v=${encodeURIComponent(text)}`);
  return (
    <label>
      Velocity <input value={text} onChange={(event) => setText(event.target.value)} />
    </label>
  );
}

const readV = (search: string) => new URLSearchParams(search).get('v') ?? '';

function openTool(path: string, read = readV) {
  const location = memoryLocation({ path, record: true });
  render(
    <Router hook={location.hook}>
      <Tool read={read} />
    </Router>,
  );
  return location.history ?? [];
}

describe('useOpeningLink and useReplaceLink', () => {
  it('opens with the value from the link and leaves the address as opened', () => {
    const history = openTool('/tool?v=4&x=1');

    expect(screen.getByLabelText('Velocity')).toHaveValue('4');
    expect(history).toEqual(['/tool?v=4&x=1']);
  });

  it('writes the edits into the current history entry once typing pauses, never a new one', async () => {
    const history = openTool('/tool?v=4&x=1');

    await userEvent.type(screen.getByLabelText('Velocity'), '0.5');

    expect(history).toEqual(['/tool?v=4&x=1']);
    await waitFor(() => expect(history).toEqual(['/tool?v=40.5']));
  });

  it('reads the link once, however often the address changes afterwards', async () => {
    const read = vi.fn(readV);
    const history = openTool('/tool', read);

    await userEvent.type(screen.getByLabelText('Velocity'), '12');

    await waitFor(() => expect(history).toEqual(['/tool?v=12']));
    expect(read).toHaveBeenCalledOnce();
    expect(screen.getByLabelText('Velocity')).toHaveValue('12');
  });
});

describe('LinkNotes', () => {
  it('lists every ignored parameter in a status note', () => {
    render(
      <LinkNotes
        notes={[
          { name: 'foo', value: '1', message: "Ignored unknown link parameter 'foo=1'" },
          { name: 'units', value: 'si', message: "Ignored link parameter 'units=si': expected metric or imperial" },
        ]}
      />,
    );

    const note = screen.getByRole('status', { name: 'Link notes' });
    expect(note).toHaveTextContent('Part of this link was ignored; the page uses the rest, with defaults in its place.');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      "Ignored unknown link parameter 'foo=1'",
      "Ignored link parameter 'units=si': expected metric or imperial",
    ]);
  });

  it('shows nothing for a link that was used in full', () => {
    render(<LinkNotes notes={[]} />);

    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
