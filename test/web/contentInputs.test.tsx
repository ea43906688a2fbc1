/** The custom inputs and screens of the content area, rendered as an admin sees them. */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { AdminContext, HttpError, memoryStore, ResourceContextProvider, SimpleForm, testDataProvider, TestMemoryRouter, type DataProvider } from 'react-admin';
import { Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { en } from '../../i18n/en.ts';
import { resources } from '../../resources/index.ts';
import { VideoBatchCreate } from '../../resources/videos/batch/VideoBatchCreate.tsx';
import { GalleryGrid } from '../../src/media/GalleryGrid.tsx';
import { ImageInput } from '../../src/media/ImageInput.tsx';
import { tagsStore } from '../../src/layout/tagsStore.ts';
import { resourceRoutes } from '../../src/routes.tsx';
import { preloadScreens } from '../helpers/preloadScreens.ts';

await preloadScreens();

const ALL = resources.flatMap((r) => r.permissions);
afterEach(() => vi.restoreAllMocks());
const i18n = polyglotI18nProvider(() => en as never, 'en');
const photo = (id: number) => ({ id, url: `/media/images/aa/${String(id).padStart(32, '0')}.png`, thumbUrl: `/media/thumbs/aa/${id}.webp`, width: 40, height: 30, originalName: `still-${id}.png` });

const renderWith = (ui: ReactNode, dataProvider: Partial<DataProvider> = {}, path = '/') => {
  const provider = testDataProvider({ getList: async () => ({ data: [], total: 0 }), ...dataProvider } as never);
  const location = { pathname: '' };
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.pathname = l.pathname)}>
      <AdminContext dataProvider={provider} i18nProvider={i18n} store={memoryStore()} authProvider={{ login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined, getPermissions: async () => ALL }}>
        {ui}
      </AdminContext>
    </TestMemoryRouter>,
  );
  return { provider, location };
};

describe('GalleryGrid', () => {
  it('moves a photo with its arrow button and removes one', async () => {
    const onChange = vi.fn();
    renderWith(<GalleryGrid photos={[photo(1), photo(2), photo(3)]} onChange={onChange} />);
    await userEvent.click(screen.getAllByRole('button', { name: 'Move →' })[0]!);
    expect(onChange).toHaveBeenLastCalledWith([photo(2), photo(1), photo(3)]);
    await userEvent.click(screen.getAllByRole('button', { name: 'Remove' })[1]!);
    expect(onChange).toHaveBeenLastCalledWith([photo(1), photo(3)]);
    expect(screen.getAllByRole('button', { name: 'Move ←' })[0]).toBeDisabled();
  });

  it('reorders by drag and drop', () => {
    const onChange = vi.fn();
    renderWith(<GalleryGrid photos={[photo(1), photo(2)]} onChange={onChange} />);
    const [first, second] = within(screen.getByTestId('gallery-grid')).getAllByRole('img');
    fireEvent.dragStart(first!.parentElement!);
    fireEvent.drop(second!.parentElement!);
    expect(onChange).toHaveBeenCalledWith([photo(2), photo(1)]);
  });
});

describe('ImageInput', () => {
  it('takes an image from the media library and can remove it', async () => {
    const getList = vi.fn(async () => ({ data: [photo(4), photo(5)], total: 2 }));
    const onSubmit = vi.fn();
    renderWith(
      <ResourceContextProvider value="videos">
        <SimpleForm onSubmit={onSubmit}>
          <ImageInput source="cover" />
        </SimpleForm>
      </ResourceContextProvider>,
      { getList } as never,
    );
    expect(screen.getByText('No file yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Media library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Media library' });
    await userEvent.click(await within(dialog).findByTitle('still-5.png'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getList).toHaveBeenCalledWith('photos', expect.anything());
    expect(screen.getByRole('group', { name: 'Cover' }).querySelector('img')).toHaveAttribute('src', '/media/thumbs/aa/00000000000000000000000000000005.webp');
    await userEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByText('No file yet')).toBeInTheDocument();
  });
});

describe('video paths', () => {
  it('open a video at its serial number by looking up its id', async () => {
    const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id: 42, serialNumber: id, title: 'Rain', gallery: [] } }));
    const { location } = renderWith(<Routes>{resourceRoutes(ALL)}</Routes>, { getOne } as never, '/videos/show/SR-2026-001');
    await waitFor(() => expect(location.pathname).toBe('/videos/show/42'));
    expect(getOne).toHaveBeenCalledWith('videos', expect.objectContaining({ id: 'SR-2026-001' }));
  });

  it('move the serial number\'s tab to the id\'s, in its place, rather than keeping two tabs of one video', async () => {
    sessionStorage.setItem('tagsView', JSON.stringify(['/videos', '/videos/show/SR-2026-001', '/tags'].map((path) => ({ path, search: '' }))));
    tagsStore.reload();
    const getOne = vi.fn(async (_resource: string, { id }: { id: string }) => ({ data: { id: 42, serialNumber: id, title: 'Rain', gallery: [] } }));
    const { location } = renderWith(<Routes>{resourceRoutes(ALL)}</Routes>, { getOne } as never, '/videos/show/SR-2026-001');
    await waitFor(() => expect(location.pathname).toBe('/videos/show/42'));
    await waitFor(() => expect(tagsStore.get().map((tag) => tag.path)).toEqual(['/dashboard', '/videos', '/videos/show/42', '/tags']));
  });

  it('keep other ids digits only', async () => {
    renderWith(<Routes>{resourceRoutes(ALL)}</Routes>, {}, '/tags/edit/abc');
    expect((await screen.findAllByText(/404|not found/i)).length).toBeGreaterThan(0);
  });
});

describe('VideoBatchCreate', () => {
  it('creates a draft per pasted line, shows a refusal on its row and keeps the others', { timeout: 20_000 }, async () => {
    // react-admin logs every refused call; the refusal here is the point of the test.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const create = vi.fn(async (_resource: string, { data }: { data: { serialNumber: string } }) => {
      if (data.serialNumber === 'DUP-1') throw new HttpError('This value is already used.', 409, { errors: { serialNumber: 'This value is already used' } });
      return { data: { id: 100, ...data } };
    });
    renderWith(<VideoBatchCreate />, { create } as never);
    await userEvent.click(screen.getByLabelText('Or paste serial numbers and titles'));
    await userEvent.paste('NEW-1, First\nDUP-1, Second');
    await userEvent.click(screen.getByRole('button', { name: 'Add these lines' }));
    expect(screen.getAllByTestId('batch-row')).toHaveLength(2);
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 videos' }));
    await waitFor(() => expect(screen.getByText('1 of 2 done')).toBeInTheDocument());
    const [done, failed] = screen.getAllByTestId('batch-row');
    expect(done).toHaveAttribute('data-status', 'done');
    expect(within(done!).getByRole('link', { name: '#100' })).toBeInTheDocument();
    expect(failed).toHaveAttribute('data-status', 'failed');
    expect(within(failed!).getByText(/already used/)).toBeInTheDocument();
    expect(create).toHaveBeenCalledWith('videos', { data: { serialNumber: 'NEW-1', title: 'First' } });
  });

  it('checks every line with the single create’s schema, shows each error under its line, and sends nothing while one is wrong', { timeout: 20_000 }, async () => {
    const create = vi.fn(async (_resource: string, { data }: { data: { serialNumber: string } }) => ({ data: { id: 200, ...data } }));
    renderWith(<VideoBatchCreate />, { create } as never);
    const long = 'x'.repeat(256);
    await userEvent.click(screen.getByLabelText('Or paste serial numbers and titles'));
    await userEvent.paste(`GOOD-1, Fine\nbad serial!, Two\nGOOD-3, ${long}`);
    await userEvent.click(screen.getByRole('button', { name: 'Add these lines' }));
    const rows = screen.getAllByTestId('batch-row');
    expect(rows).toHaveLength(3);
    // Every input is named, line by line.
    expect(screen.getByLabelText('Serial number (Line 2)')).toHaveValue('bad serial!');
    expect(screen.getByLabelText('Title (Line 3)')).toHaveValue(long);
    expect(screen.getByLabelText('Video files')).toBeInTheDocument();
    expect(within(rows[0]!).queryByText(/Must|Letters/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByText('Letters, digits and . _ - only, starting with a letter or digit (at most 50)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Must be 255 characters or less')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Correct the 2 lines marked in red before creating');
    expect(screen.getByRole('button', { name: /^Create/ })).toBeDisabled();
    await userEvent.clear(screen.getByLabelText('Serial number (Line 2)'));
    await userEvent.paste('GOOD-2');
    await userEvent.click(screen.getByRole('button', { name: 'Remove (Line 3)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Create 2 videos' }));
    await waitFor(() => expect(screen.getByText('2 of 2 done')).toBeInTheDocument());
    expect(create.mock.calls.map(([, { data }]) => data)).toEqual([
      { serialNumber: 'GOOD-1', title: 'Fine' },
      { serialNumber: 'GOOD-2', title: 'Two' },
    ]);
  });
});
