// @vitest-environment happy-dom
import { MutationObserver, onlineManager } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogContent } from '#web/components/ui/dialog.tsx';
import { Switch } from '#web/components/ui/switch.tsx';
import {
  OFFLINE_ACTION_MESSAGE,
  OfflineActionNote,
  OfflineActionScope,
} from '#web/lib/offline/needs-connection.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';
import { setBrowserOnline } from '../../../support/network';
import { renderWithProviders } from '../../../support/render';

// Actions that need the server, while the browser is offline: disabled, described by one visible
// "You're offline - this needs a connection", and enabled again when the network is back.

/** The text of the elements an element's aria-describedby names. */
function description(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? `(missing #${id})`).join(' ');
}

function Screen({ withAction = true }: { withAction?: boolean }) {
  return (
    <OfflineActionScope>
      <OfflineActionNote />
      {withAction ? (
        <Button needsConnection aria-describedby="order-title">
          Accept Order
        </Button>
      ) : null}
      <h3 id="order-title">Order #7</h3>
      <Switch needsConnection aria-label="Open" />
      <Button>Show details</Button>
    </OfflineActionScope>
  );
}

describe('actions that need a connection', () => {
  it('are enabled online, with no note', () => {
    renderWithProviders(<Screen />);
    expect(screen.getByRole('button', { name: 'Accept Order' }).hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();
  });

  it('offline: disabled and described by the one note; others untouched; back online: enabled', () => {
    renderWithProviders(<Screen />);
    setBrowserOnline(false);
    expect(screen.getAllByText(OFFLINE_ACTION_MESSAGE)).toHaveLength(1);
    const accept = screen.getByRole('button', { name: 'Accept Order' });
    expect(accept.hasAttribute('disabled')).toBe(true);
    // Its own description stays, the note is added to it.
    expect(description(accept)).toBe(`Order #7 ${OFFLINE_ACTION_MESSAGE}`);
    const open = screen.getByRole('switch', { name: 'Open' });
    expect(open.hasAttribute('disabled')).toBe(true);
    expect(description(open)).toBe(OFFLINE_ACTION_MESSAGE);
    const details = screen.getByRole('button', { name: 'Show details' });
    expect(details.hasAttribute('disabled')).toBe(false);
    expect(details.hasAttribute('aria-describedby')).toBe(false);

    setBrowserOnline(true);
    expect(accept.hasAttribute('disabled')).toBe(false);
    expect(description(accept)).toBe('Order #7');
    expect(open.hasAttribute('disabled')).toBe(false);
    expect(screen.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();
  });

  it('a dialog says it inside itself, where the person is looking', () => {
    renderWithProviders(
      <OfflineActionScope>
        <OfflineActionNote />
        <Dialog open>
          <DialogContent title="Reject order #7">
            <Button needsConnection>Reject order</Button>
          </DialogContent>
        </Dialog>
      </OfflineActionScope>,
    );
    setBrowserOnline(false);
    const dialog = screen.getByRole('dialog', { name: 'Reject order #7' });
    const reject = screen.getByRole('button', { name: 'Reject order' });
    expect(reject.hasAttribute('disabled')).toBe(true);
    const noteId = reject.getAttribute('aria-describedby');
    expect(dialog.querySelector(`[id="${noteId}"]`)?.textContent).toBe(OFFLINE_ACTION_MESSAGE);
  });

  it('a screen with no such action says nothing offline', () => {
    renderWithProviders(
      <OfflineActionScope>
        <OfflineActionNote />
        <Button>Show details</Button>
      </OfflineActionScope>,
    );
    setBrowserOnline(false);
    expect(screen.queryByText(OFFLINE_ACTION_MESSAGE)).toBeNull();
  });
});

describe("the app's query client", () => {
  afterEach(() => onlineManager.setOnline(true));

  it('sends an action at once even offline, and never again by itself once back online', async () => {
    const client = createQueryClient();
    const send = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    onlineManager.setOnline(false);
    const observer = new MutationObserver(client, { mutationFn: send });
    await expect(observer.mutate()).rejects.toThrow('Failed to fetch');
    expect(observer.getCurrentResult().isPaused).toBe(false);
    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    expect(send).toHaveBeenCalledTimes(1);
  });
});
