import { endpointAddressRefusal, endpointUrlRefusal, isPrivateAddress, retriesOver, retryDelayMs, unknownEventTypes, wantsEvent } from './webhooks.js';
import { endpointRefusal } from '../modules/webhooks/webhook.service.js';

const production = { production: true, allowedHosts: ['receiver.depot.local'] };
const development = { production: false, allowedHosts: [] };

describe('webhook endpoints (issue 24 item 5)', () => {
  it('in production takes only https, and no private, loopback or link-local address', () => {
    expect(endpointUrlRefusal('http://example.com/h', production)).toMatch(/https/);
    expect(endpointUrlRefusal('https://example.com/h', production)).toBeNull();
    expect(endpointUrlRefusal('https://user:pw@example.com/h', production)).toMatch(/user name/);
    expect(endpointUrlRefusal('not a url', production)).toMatch(/absolute/);
    for (const address of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '::1', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1', '0.0.0.0']) {
      expect([address, endpointAddressRefusal('h.example', [address], production)]).toEqual([address, expect.stringMatching(/private/)]);
    }
    expect(endpointAddressRefusal('h.example', ['93.184.216.34', '2606:2800:220:1::1'], production)).toBeNull();
    expect(endpointAddressRefusal('h.example', ['93.184.216.34', '10.0.0.1'], production)).toMatch(/private/);
    expect(endpointAddressRefusal('h.example', [], production)).toMatch(/resolved/);
    expect(isPrivateAddress('8.8.8.8')).toBe(false);
  });

  it('lets an allow-listed on-premise receiver through in production, and anything outside production', async () => {
    expect(endpointUrlRefusal('http://receiver.depot.local/h', production)).toBeNull();
    expect(endpointAddressRefusal('receiver.depot.local', ['10.0.0.5'], production)).toBeNull();
    expect(endpointAddressRefusal('localhost', ['127.0.0.1'], development)).toBeNull();
    await expect(endpointRefusal('https://localhost:8443/h', production)).resolves.toMatch(/private/);
    await expect(endpointRefusal('http://127.0.0.1:8443/h', development)).resolves.toBeNull();
  });

  it('backs off exponentially up to an hour and gives up after the retry period', () => {
    expect([1, 2, 3, 4].map((n) => retryDelayMs(n, 5000))).toEqual([5000, 10_000, 20_000, 40_000]);
    expect(retryDelayMs(30, 5000)).toBe(60 * 60_000);
    const first = new Date('2026-11-25T10:00:00Z');
    expect(retriesOver(first, new Date('2026-11-26T09:59:59Z'), 24 * 60 * 60_000)).toBe(false);
    expect(retriesOver(first, new Date('2026-11-26T10:00:00Z'), 24 * 60 * 60_000)).toBe(true);
  });

  it('knows the event types an endpoint may ask for; an empty list means all', () => {
    expect(unknownEventTypes(['consignment.created', 'stop.progress', 'consignment.eaten'])).toEqual(['consignment.eaten']);
    expect(wantsEvent([], 'invoice.created')).toBe(true);
    expect(wantsEvent(['stop.progress'], 'invoice.created')).toBe(false);
  });
});
