/** A customer's page shows their subscriptions, orders and support tickets as tabs, with money formatted, to who may list them. */
import { configure, fireEvent, screen } from '@testing-library/react';
import { renderRoutes } from '../helpers/renderRoutes.tsx';

configure({ asyncUtilTimeout: 5000 });

const ANN = { id: 5, username: 'ann', email: 'ann@example.com', status: 'active', site: null, language: 'en', createdAt: '2026-03-01T09:00:00Z', updatedAt: '2026-03-01T09:00:00Z' };
const PLAN = { id: 3, name: 'Monthly', title: 'One month' };
const ORDER = { id: 77, orderId: 'SP1-T900', kind: 'sale', user: 5, plan: 3, amount: 123456, currency: 'USD', status: 'paid', paidAt: '2026-03-02T09:00:00Z' };
const TICKET = { id: 41, subject: 'Cannot log in', type: 'account', status: 'open', repliesCount: 2, user: 5, createdAt: '2026-03-03T09:00:00Z' };
const SUBSCRIPTION = { id: 12, reference: 'SP1-P900', user: 5, plan: 3, price: 2999, currency: 'USD', status: 'active', startedAt: '2026-03-02T09:00:00Z', currentPeriodEnd: '2026-04-02T09:00:00Z', channel: null };

const render = (permissions: string[]) => {
  const asked: [string, unknown][] = [];
  renderRoutes('/users/5', {
    permissions,
    dataProvider: {
      getOne: async () => ({ data: ANN }) as never,
      getMany: async (resource: string) => ({ data: resource === 'plans' ? [PLAN] : [] }) as never,
      getManyReference: async (resource: string, params: unknown) => {
        asked.push([resource, params]);
        return { data: resource === 'orders' ? [ORDER] : resource === 'supports' ? [TICKET] : [SUBSCRIPTION], total: 1 } as never;
      },
    },
  });
  return asked;
};

describe('a customer’s payments on their page', { timeout: 30_000 }, () => {
  it('lists their orders and their subscriptions, each asked for by the user', async () => {
    const asked = render(['list-users', 'list-orders', 'list-subscriptions', 'list-plans']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Orders' }));
    expect(await screen.findByText('SP1-T900')).toBeInTheDocument();
    expect(await screen.findByText('$1,234.56')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('tab', { name: 'Subscriptions' }));
    expect(await screen.findByText('$29.99')).toBeInTheDocument();
    expect(asked).toEqual(
      expect.arrayContaining([
        ['orders', expect.objectContaining({ target: 'user', id: 5 })],
        ['subscriptions', expect.objectContaining({ target: 'user', id: 5 })],
      ]),
    );
  });

  it('lists their support tickets, asked for by the user', async () => {
    const asked = render(['list-users', 'list-supports']);
    fireEvent.click(await screen.findByRole('tab', { name: 'Support tickets' }));
    expect(await screen.findByText('Cannot log in')).toBeInTheDocument();
    expect(asked).toEqual([['supports', expect.objectContaining({ target: 'user', id: 5 })]]);
  });

  it('offers none of these tabs to who may not list them', async () => {
    render(['list-users']);
    expect(await screen.findByRole('tab', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: 'Orders' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Subscriptions' })).toBeNull();
    expect(screen.queryByRole('tab', { name: 'Support tickets' })).toBeNull();
  });
});
