import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MethodBody } from '../../../src/app/know-how/method-body.tsx';

describe('a method’s body on its entry page', () => {
  it('says it is loading until its own file has loaded, then shows the Markdown', async () => {
    render(<MethodBody id="method-friction" />);

    expect(screen.getByRole('status')).toHaveTextContent('Loading the method…');
    expect(await screen.findByRole('heading', { level: 2, name: 'Steps' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says in one line when the body cannot be loaded', async () => {
    render(<MethodBody id="method-with-no-file" />);

    expect(await screen.findByRole('alert')).toHaveTextContent('This method’s text could not be loaded. Check the connection and reload the page.');
  });
});
