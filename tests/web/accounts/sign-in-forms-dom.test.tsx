// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  ADMIN_LOGIN_FAILED,
  EMAIL_REQUIRED,
  PARTNER_LOGIN_FAILED,
  PASSWORD_REQUIRED,
  PASSWORD_REQUIRED_MESSAGE,
  UNDER_REVIEW,
  USERNAME_REQUIRED,
} from '#domain/accounts/messages.ts';
import type { SessionUser } from '#domain/accounts/responses.ts';
import { AdminLoginForm } from '#web/features/accounts/components/admin-login-form.tsx';
import { PartnerSignInCard } from '#web/features/accounts/components/partner-sign-in-card.tsx';
import { CONNECTION_PROBLEM } from '#web/features/accounts/sign-in-error.ts';
import {
  type FetchCall,
  findToast,
  jsonResponse,
  renderWithProviders,
  stubFetch,
} from '../../support/render';

// The partner and admin sign-in forms in a DOM, used as a person signs in: what is sent, what is
// said when a field is empty, and the one message for a refused sign-in (at the form and in a toast).

const restaurantUser: SessionUser = {
  type: 'restaurant',
  id: 7,
  name: 'Nonna Rosa Pizzeria',
  email: 'nonna@example.com',
};
const adminUser: SessionUser = { type: 'admin', id: 1, name: 'Admin', email: 'admin' };

const refusal = (message: string, status: number) => jsonResponse({ message, code: 'REFUSED' }, status);

function partnerCard(
  role: 'restaurant' | 'driver',
  answer: (call: FetchCall) => Response | Promise<Response>,
) {
  const calls = stubFetch(answer);
  const onSignedIn = vi.fn();
  const view = renderWithProviders(<PartnerSignInCard partnerRole={role} onSignedIn={onSignedIn} />, {
    toaster: true,
  });
  return { ...view, calls, onSignedIn };
}

describe('the partner sign-in card', () => {
  it('signs a restaurant in with its email, trimmed and lower-cased, and its role', async () => {
    const { user, calls, onSignedIn } = partnerCard('restaurant', () =>
      jsonResponse({ user: restaurantUser }),
    );
    expect(screen.getByText('Sign in to your restaurant account')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Email/), '  Nonna@Example.com ');
    await user.type(screen.getByLabelText(/^Password/), ' s3cret pass ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    expect(onSignedIn.mock.calls[0]?.[0]).toEqual(restaurantUser);
    expect(calls).toEqual([
      {
        url: '/api/auth/login',
        method: 'POST',
        body: { email: 'nonna@example.com', password: ' s3cret pass ', role: 'restaurant' },
      },
    ]);
  });

  it('signs a driver in as a driver, and offers a driver the way to register', async () => {
    const { user, calls } = partnerCard('driver', () =>
      jsonResponse({ user: { ...restaurantUser, type: 'driver' } }),
    );
    expect(screen.getByRole('link', { name: 'Register as a driver' }).getAttribute('href')).toBe(
      '/driver-register',
    );
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toEqual({ email: 'sam@example.com', password: 'pw', role: 'driver' });
  });

  it('says which field is empty, at the field, and sends nothing', async () => {
    const { user, calls } = partnerCard('restaurant', () => jsonResponse({}));
    expect(screen.getByRole('link', { name: 'Register your restaurant' }).getAttribute('href')).toBe(
      '/restaurant-register',
    );
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED_MESSAGE)).toBeTruthy();
    expect(screen.getByLabelText(/^Email/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText(/^Password/).getAttribute('aria-invalid')).toBe('true');
    await user.type(screen.getByLabelText(/^Email/), '   ');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText(EMAIL_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says one message for wrong credentials, at the form and in a toast', async () => {
    const { user, onSignedIn } = partnerCard('restaurant', () => refusal('Invalid email or password', 401));
    await user.type(screen.getByLabelText(/^Email/), 'nonna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(PARTNER_LOGIN_FAILED);
    const toast = await findToast('Sign in failed');
    expect(within(toast).getByText(PARTNER_LOGIN_FAILED)).toBeTruthy();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('says an account not yet approved is under review', async () => {
    const { user } = partnerCard('driver', () => new Response('', { status: 403 }));
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(UNDER_REVIEW);
  });

  it.each([
    [429, 'Too many failed attempts. Please try again in 900 seconds.'],
    [503, 'The server is busy. Please try again in 3 seconds.'],
  ])("says the server's own words when it answers %i (when to try again)", async (status, message) => {
    const { user } = partnerCard('restaurant', () => refusal(message, status));
    await user.type(screen.getByLabelText(/^Email/), 'nonna@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('asks to check the connection when the server cannot be reached', async () => {
    const { user } = partnerCard('driver', () => Promise.reject(new TypeError('Failed to fetch')));
    await user.type(screen.getByLabelText(/^Email/), 'sam@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'pw');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect((await screen.findByRole('alert')).textContent).toBe(CONNECTION_PROBLEM);
  });
});

describe('the admin login form', () => {
  function adminForm(answer: (call: FetchCall) => Response) {
    const calls = stubFetch(answer);
    const onLoggedIn = vi.fn();
    const view = renderWithProviders(<AdminLoginForm onLoggedIn={onLoggedIn} />, { toaster: true });
    return { ...view, calls, onLoggedIn };
  }

  it('sends the username as email, welcomes the admin and hands over the user', async () => {
    const { user, calls, onLoggedIn } = adminForm(() => jsonResponse({ user: adminUser }));
    expect(screen.getByRole('heading', { name: 'Admin Panel' })).toBeTruthy();
    await user.type(screen.getByLabelText(/^Username/), ' Admin ');
    await user.type(screen.getByLabelText(/^Password/), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(adminUser));
    expect(calls).toEqual([
      { url: '/api/admin/login', method: 'POST', body: { email: 'admin', password: 'correct horse' } },
    ]);
    const toast = await findToast('Login Successful');
    expect(within(toast).getByText('Welcome to the Admin Panel!')).toBeTruthy();
  });

  it('says which field is empty and sends nothing', async () => {
    const { user, calls } = adminForm(() => jsonResponse({}));
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(USERNAME_REQUIRED)).toBeTruthy();
    expect(screen.getByText(PASSWORD_REQUIRED)).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('says the one generic message whatever the server says, at the form and in a toast', async () => {
    const { user, onLoggedIn } = adminForm(() => refusal('No such user: admin', 401));
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(ADMIN_LOGIN_FAILED);
    const toast = await findToast('Login Failed');
    expect(within(toast).getByText(ADMIN_LOGIN_FAILED)).toBeTruthy();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it.each([
    [429, 'Too many failed attempts. Please try again in 900 seconds.'],
    [503, 'The server is busy. Please try again in 3 seconds.'],
  ])("says the server's own words when it answers %i (when to try again)", async (status, message) => {
    const { user } = adminForm(() => refusal(message, status));
    await user.type(screen.getByLabelText(/^Username/), 'admin');
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });
});
