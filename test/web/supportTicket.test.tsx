/** The ticket page: the conversation, and the reply form that keeps a reply on the ticket. */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError } from 'react-admin';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

const TICKET = {
  id: 7,
  type: 'billing',
  subject: 'Charged twice',
  email: 'ana@example.com',
  message: 'I was charged twice this month.',
  attachment: null,
  status: 'open',
  site: null,
  language: 'en',
  repliesCount: 1,
  createdAt: '2026-03-01T09:00:00Z',
  updatedAt: '2026-03-01T09:00:00Z',
};
const REPLY = { id: 1, message: 'We are looking into it.', adminId: 2, adminName: 'Bea', createdAt: '2026-03-01T10:00:00Z' };

type TCall = (method: string, path: string, body?: unknown) => Promise<unknown>;

const open = (ticket: Record<string, unknown>, call: TCall, permissions = ['list-supports', 'reply-supports', 'solve-supports', 'archive-supports', 'recover-supports'], locale = 'en') =>
  renderRoutes('/questions/supports/7', { locale, permissions, hasNotifications: true, dataProvider: { getOne: async () => ({ data: ticket }) as never, call } });

describe('the ticket page', { timeout: 15_000 }, () => {
  it('shows the customer’s message, then the staff replies', async () => {
    open(TICKET, async () => ({ data: [REPLY] }));
    const conversation = await screen.findByRole('region', { name: 'Conversation' });
    expect(await within(conversation).findByText('I was charged twice this month.')).toBeInTheDocument();
    expect(await within(conversation).findByText('We are looking into it.')).toBeInTheDocument();
    expect(within(conversation).getByText(/Staff · Bea/)).toBeInTheDocument();
    expect(within(conversation).getByText(/Customer <ana@example.com>/)).toBeInTheDocument();
    // An open ticket offers solve and archive, not recover.
    expect(screen.getByRole('button', { name: 'Solve' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Recover' })).toBeNull();
  });

  it('sends a reply, clears the form and shows the reply in the conversation', async () => {
    const replies = [REPLY];
    const sent: unknown[] = [];
    const call: TCall = async (method, path, body) => {
      if (method === 'GET' && path === '/supports/7/replies') return { data: [...replies] };
      if (method === 'POST' && path === '/supports/7/reply') {
        sent.push(body);
        const reply = { id: 2, message: (body as { message: string }).message, adminId: 1, adminName: 'Ada', createdAt: '2026-03-01T11:00:00Z' };
        replies.push(reply);
        return reply;
      }
      throw new Error(`unexpected ${method} ${path}`);
    };
    open(TICKET, call);
    const box = await screen.findByRole('textbox', { name: 'Your reply' });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    expect(sent).toEqual([]);
    fireEvent.change(box, { target: { value: 'Refund issued today.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    await waitFor(() => expect(sent).toEqual([{ message: 'Refund issued today.' }]));
    expect(await screen.findByText('Refund issued today.')).toBeInTheDocument();
    expect(await screen.findByText('Reply sent')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('shows the server’s refusal under the reply', async () => {
    const message = 'This ticket is archived: recover it before replying.';
    const call: TCall = async (method) => {
      if (method === 'GET') return { data: [] };
      throw new HttpError(message, 409, { message, errors: { message } });
    };
    open(TICKET, call);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Your reply' }), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your reply' })).toHaveValue('Hello');
  });

  it('offers no reply form on an archived ticket, only recover; and none without the reply permission', async () => {
    const view = open({ ...TICKET, status: 'archived' }, async () => ({ data: [] }));
    expect(await screen.findByText('This ticket is archived: recover it to reply.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Recover' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Solve' })).toBeNull();
    view.unmount();
    open(TICKET, async () => ({ data: [REPLY] }), ['list-supports']);
    expect(await screen.findByText('We are looking into it.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Your reply' })).toBeNull();
  });

  it('is labelled in Traditional and Simplified Chinese', async () => {
    const tw = open(TICKET, async () => ({ data: [] }), ['list-supports', 'reply-supports'], 'zh-TW');
    expect(await screen.findByRole('button', { name: '送出回覆' })).toBeInTheDocument();
    expect(screen.getByText('對話紀錄')).toBeInTheDocument();
    tw.unmount();
    open(TICKET, async () => ({ data: [] }), ['list-supports', 'reply-supports'], 'zh-CN');
    expect(await screen.findByRole('button', { name: '发送回复' })).toBeInTheDocument();
  });
});
