import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createEndpointGuard } from '#server/push/endpoint-guard.ts';
import { createPushSender, type PushSender } from '#server/push/push-sender.ts';
import { requestsTo, startPushService, type TestPushService, testBrowser } from '../../support/push-service';

// The endpoint rule holds at send time too, whatever was stored: an address literal is checked
// before anything is sent, and a name is checked on the connection's own DNS answer, so a name
// that came to point into a private network (here: localhost) is never connected to.

const keys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@quickbite.test' };
const delivery = { ttlSeconds: 60, urgency: 'normal' as const };

describe('push sender', () => {
  let byAddress: TestPushService;
  let byName: TestPushService;
  const senders: PushSender[] = [];

  const sender = (allowPrivate: boolean) => {
    const made = createPushSender({
      keys: { get: async () => keys },
      guard: createEndpointGuard({ allowPrivate }),
      onGone: async () => {},
      log: { warn: () => {} },
      retryDelaysMs: [10, 10, 10],
    });
    senders.push(made);
    return made;
  };

  const settled = async (of: PushSender, total: number) => {
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const { sent, failed } = of.counters();
      if (sent + failed >= total) return of.counters();
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error(`not settled: ${JSON.stringify(of.counters())}`);
  };

  beforeAll(async () => {
    byAddress = await startPushService('127.0.0.1');
    byName = await startPushService('localhost');
  });
  afterAll(async () => {
    for (const made of senders) await made.close();
    await byAddress.close();
    await byName.close();
  });

  it('never sends to a private address literal', async () => {
    const strict = sender(false);
    const browser = testBrowser(byAddress, 'literal');
    strict.send({ endpoint: browser.subscription.endpoint, ...browser.subscription.keys }, '{}', delivery);
    expect(await settled(strict, 1)).toEqual({ sent: 0, failed: 1, retried: 0, removed: 0 });
    expect(requestsTo(byAddress, browser.path)).toEqual([]);
  });

  it('never connects to a name resolving to a private address, and does not retry it', async () => {
    const strict = sender(false);
    const browser = testBrowser(byName, 'name');
    strict.send({ endpoint: browser.subscription.endpoint, ...browser.subscription.keys }, '{}', delivery);
    expect(await settled(strict, 1)).toEqual({ sent: 0, failed: 1, retried: 0, removed: 0 });
    expect(requestsTo(byName, browser.path)).toEqual([]);
  });

  it('sends to both when PUSH_ALLOW_PRIVATE_ENDPOINTS lifts the address rule', async () => {
    const lenient = sender(true);
    const viaAddress = testBrowser(byAddress, 'allowed-literal');
    const viaName = testBrowser(byName, 'allowed-name');
    const message = { kind: 'new_order', title: 'T', body: 'B', url: '/admin', orderId: null };
    for (const browser of [viaAddress, viaName]) {
      lenient.send(
        { endpoint: browser.subscription.endpoint, ...browser.subscription.keys },
        JSON.stringify(message),
        delivery,
      );
    }
    expect(await settled(lenient, 2)).toEqual({ sent: 2, failed: 0, retried: 0, removed: 0 });
    expect(viaAddress.messages()).toEqual([message]);
    expect(viaName.messages()).toEqual([message]);
  });
});
