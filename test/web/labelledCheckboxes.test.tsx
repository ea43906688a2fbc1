/** react-admin's row checkboxes: the name moves from MUI's <span> (where ARIA forbids it) onto the <input>. */
import { render, waitFor } from '@testing-library/react';
import { Checkbox } from '@mui/material';
import { describe, expect, it } from 'vitest';
import { useLabelledCheckboxes } from '../../src/layout/labelledCheckboxes.ts';

const Page = ({ rows }: { rows: number }) => {
  useLabelledCheckboxes();
  return (
    <div>
      {Array.from({ length: rows }, (_, i) => (
        <Checkbox key={i} aria-label="Select this row" />
      ))}
      <Checkbox slotProps={{ input: { 'aria-label': 'Own name' } as never }} aria-label="Ignored" />
    </div>
  );
};

describe('useLabelledCheckboxes', () => {
  it('names each checkbox input and leaves no aria-label on its wrapper, for rows rendered later too', async () => {
    const { container, rerender } = render(<Page rows={1} />);
    rerender(<Page rows={3} />);
    await waitFor(() => expect(container.querySelectorAll('span.MuiCheckbox-root[aria-label]')).toHaveLength(0));
    const inputs = [...container.querySelectorAll('input[type="checkbox"]')];
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual(['Select this row', 'Select this row', 'Select this row', 'Own name']);
  });
});
