// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AdminRestaurant } from '#domain/partners/responses.ts';
import { useAdminRestaurants } from '#web/features/partners/api/get-admin-restaurants.ts';
import { partnerKeys } from '#web/features/partners/api/query-keys.ts';
import { RestaurantsTable } from '#web/features/partners/components/approval/restaurants-table.tsx';
import { useApproval } from '#web/features/partners/use-approval.ts';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testQueryClient,
} from '../../support/render';

// The admin's Approve and Revoke buttons in a DOM, on the restaurants table as the admin panel
// wires it (the list, the approval hook): what each sends and what the admin is told.

const restaurant = (overrides: Partial<AdminRestaurant>): AdminRestaurant => ({
  id: 7,
  name: 'Nonna Rosa Pizzeria',
  email: 'nonna@example.com',
  phone: '+1 416 555 0100',
  city: 'Toronto',
  country: 'Canada',
  bankName: 'RBC',
  bankAccountLast4: '4321',
  isApproved: false,
  createdAt: '2026-01-10T12:00:00.000Z',
  cuisine: 'Italian',
  ownerName: 'Rosa',
  rating: '0.0',
  ratingCount: 0,
  businessType: 'restaurant',
  ...overrides,
});

const rows = [restaurant({}), restaurant({ id: 8, name: 'Tokyo Ramen', isApproved: true })];

/** The restaurants tab as the admin panel assembles it. */
function RestaurantsTab({ onUnauthorized }: { onUnauthorized: () => void }) {
  const list = useAdminRestaurants();
  const approval = useApproval('restaurant', onUnauthorized);
  return (
    <RestaurantsTable
      rows={list.data}
      isError={list.isError}
      onRetry={() => void list.refetch()}
      busyId={approval.isPending ? (approval.variables?.id ?? null) : null}
      onApprovalChange={(row, isApproved) => approval.mutate({ id: row.id, name: row.name, isApproved })}
    />
  );
}

function renderTab(answer: (call: FetchCall) => Response) {
  const calls = stubFetch((call) =>
    call.method === 'GET' ? jsonResponse(call.url.includes('audit') ? [] : rows) : answer(call),
  );
  const queryClient = testQueryClient();
  queryClient.setQueryData(partnerKeys.restaurants, rows);
  const onUnauthorized = vi.fn();
  const view = renderWithProviders(<RestaurantsTab onUnauthorized={onUnauthorized} />, {
    queryClient,
    toaster: true,
  });
  return { ...view, calls, onUnauthorized };
}

const patches = (calls: FetchCall[]) => calls.filter((call) => call.method === 'PATCH');

describe('approving and revoking a restaurant', () => {
  it('offers Approve to a pending restaurant and Revoke to an approved one, named for each', () => {
    renderTab(() => jsonResponse({}));
    expect(screen.getByRole('button', { name: 'Approve Nonna Rosa Pizzeria' }).textContent).toBe('Approve');
    expect(screen.getByRole('button', { name: 'Revoke Tokyo Ramen' }).textContent).toBe('Revoke');
    const table = screen.getByRole('table', { name: 'Restaurants' });
    expect(within(table).getAllByText('Pending')).toHaveLength(1);
    expect(within(table).getAllByText('Approved')).toHaveLength(1);
  });

  it('approves: sends it and says the restaurant is now approved', async () => {
    const { user, calls } = renderTab(() => jsonResponse(restaurant({ isApproved: true })));
    await user.click(screen.getByRole('button', { name: 'Approve Nonna Rosa Pizzeria' }));
    const toast = await findToast('Restaurant Updated');
    expect(within(toast).getByText('Nonna Rosa Pizzeria is now approved.')).toBeTruthy();
    expect(patches(calls)).toEqual([
      { url: '/api/admin/restaurants/7/approve', method: 'PATCH', body: { isApproved: true } },
    ]);
  });

  it('revokes: sends it and says the approval was revoked', async () => {
    const { user, calls } = renderTab(() => jsonResponse(restaurant({ id: 8, name: 'Tokyo Ramen' })));
    await user.click(screen.getByRole('button', { name: 'Revoke Tokyo Ramen' }));
    const toast = await findToast('Restaurant Updated');
    expect(within(toast).getByText("Tokyo Ramen's approval has been revoked.")).toBeTruthy();
    expect(patches(calls)[0]).toEqual({
      url: '/api/admin/restaurants/8/approve',
      method: 'PATCH',
      body: { isApproved: false },
    });
  });

  it('says the status could not be updated when the server refuses', async () => {
    const { user, onUnauthorized } = renderTab(() => jsonResponse({ message: 'Restaurant not found' }, 404));
    await user.click(screen.getByRole('button', { name: 'Approve Nonna Rosa Pizzeria' }));
    const toast = await findToast('Error');
    expect(within(toast).getByText('Failed to update restaurant status.')).toBeTruthy();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('hands the panel back to the login form when the session is gone', async () => {
    const { user, onUnauthorized } = renderTab(() => jsonResponse({ message: 'Sign in required' }, 401));
    await user.click(screen.getByRole('button', { name: 'Approve Nonna Rosa Pizzeria' }));
    await waitFor(() => expect(onUnauthorized).toHaveBeenCalled());
  });
});
