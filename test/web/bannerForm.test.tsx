/** The banner form offers video files to video banners only. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { banners } from '../../resources/banners/schema.ts';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const videoFields = () => screen.queryAllByRole('group', { name: /^(Video|Mobile video)$/ });

describe('the banner form', () => {
  it('shows the video files once the type is video, and hides them again for an image banner', async () => {
    renderRoutes('/blocks/banners/create', { permissions: banners.permissions });
    expect(await screen.findByRole('group', { name: 'Image' })).toBeInTheDocument();
    expect(videoFields()).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Video' }));
    expect(await screen.findByRole('group', { name: 'Video' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Mobile video' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: /Type/ }));
    await userEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Image' }));
    expect(videoFields()).toHaveLength(0);
  });
});
