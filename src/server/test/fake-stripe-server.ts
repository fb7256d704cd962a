import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small fake of the Stripe API on 127.0.0.1 for the official SDK (pointed at it with host/port/protocol):
 * customers, Checkout Sessions, subscriptions and portal sessions, plus helpers that play Stripe's side
 * (a paid checkout, a renewal, the end of a subscription) and build signed webhook deliveries.
 */

export type TFakeRequest = { method: string; path: string; params: URLSearchParams; authorization: string | undefined };

type TFakeSubscription = {
  id: string;
  customer: string;
  status: string;
  priceId: string;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd: boolean;
  endedAt: number | null;
};

type TFakeSession = { id: string; customer: string; clientReferenceId: string; priceId: string; url: string; subscription: string | null };

export type TFakeStripeServer = {
  api: { host: string; port: number; protocol: 'http' };
  requests: TFakeRequest[];
  sessions: Map<string, TFakeSession>;
  subscriptions: Map<string, TFakeSubscription>;
  /** Stripe's side of a paid checkout: creates the active subscription and returns the session event's object. */
  completeCheckout: (sessionId: string, periodEnd: Date) => Record<string, unknown>;
  subscriptionObject: (subscriptionId: string) => Record<string, unknown>;
  invoiceObject: (subscriptionId: string) => Record<string, unknown>;
  /** The next request to this path fails with a 500. */
  failNext: (pathPrefix: string) => void;
  close: () => Promise<void>;
};

const toSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeStripeServer(): Promise<TFakeStripeServer> {
  const requests: TFakeRequest[] = [];
  const customers = new Map<string, { id: string; email: string }>();
  const sessions = new Map<string, TFakeSession>();
  const subscriptions = new Map<string, TFakeSubscription>();
  const failing = new Set<string>();

  const subscriptionObject = (id: string): Record<string, unknown> => {
    const subscription = subscriptions.get(id);
    if (!subscription) throw new Error(`fake stripe: no subscription ${id}`);
    return {
      id,
      object: 'subscription',
      customer: subscription.customer,
      status: subscription.status,
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      cancel_at: subscription.cancelAtPeriodEnd ? subscription.periodEnd : null,
      ended_at: subscription.endedAt,
      items: {
        object: 'list',
        data: [
          {
            id: `si_${id}`,
            object: 'subscription_item',
            current_period_start: subscription.periodStart,
            current_period_end: subscription.periodEnd,
            price: { id: subscription.priceId, object: 'price' },
          },
        ],
      },
    };
  };

  const sendJson = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  };
  const notFound = (response: ServerResponse) => sendJson(response, 404, { error: { type: 'invalid_request_error', message: 'No such object' } });

  const server = createServer((request, response) => {
    void (async () => {
      const params = await readForm(request);
      const path = (request.url ?? '').split('?')[0] ?? '';
      const method = request.method ?? 'GET';
      requests.push({ method, path, params, authorization: request.headers.authorization });
      const failure = [...failing].find((prefix) => path.startsWith(prefix));
      if (failure) {
        failing.delete(failure);
        sendJson(response, 500, { error: { type: 'api_error', message: 'fake failure' } });
        return;
      }
      if (method === 'POST' && path === '/v1/customers') {
        const customer = { id: newId('cus'), email: params.get('email') ?? '' };
        customers.set(customer.id, customer);
        sendJson(response, 200, { ...customer, object: 'customer' });
        return;
      }
      if (method === 'POST' && path === '/v1/checkout/sessions') {
        const id = newId('cs_test');
        const session: TFakeSession = {
          id,
          customer: params.get('customer') ?? '',
          clientReferenceId: params.get('client_reference_id') ?? '',
          priceId: params.get('line_items[0][price]') ?? '',
          url: `https://checkout.stripe.test/c/pay/${id}`,
          subscription: null,
        };
        sessions.set(id, session);
        sendJson(response, 200, { id, object: 'checkout.session', url: session.url, mode: params.get('mode'), customer: session.customer });
        return;
      }
      const subscriptionMatch = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
      if (subscriptionMatch?.[1]) {
        const subscription = subscriptions.get(subscriptionMatch[1]);
        if (!subscription) return notFound(response);
        if (method === 'POST' && params.has('cancel_at_period_end')) {
          subscription.cancelAtPeriodEnd = params.get('cancel_at_period_end') === 'true';
        }
        sendJson(response, 200, subscriptionObject(subscription.id));
        return;
      }
      if (method === 'POST' && path === '/v1/billing_portal/sessions') {
        const customer = params.get('customer') ?? '';
        if (!customers.has(customer)) return notFound(response);
        sendJson(response, 200, { id: newId('bps'), object: 'billing_portal.session', url: `https://billing.stripe.test/p/session/${customer}` });
        return;
      }
      notFound(response);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    api: { host: '127.0.0.1', port, protocol: 'http' },
    requests,
    sessions,
    subscriptions,
    subscriptionObject,
    completeCheckout(sessionId, periodEnd) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`fake stripe: no session ${sessionId}`);
      const id = newId('sub');
      subscriptions.set(id, {
        id,
        customer: session.customer,
        status: 'active',
        priceId: session.priceId,
        periodStart: toSeconds(new Date()),
        periodEnd: toSeconds(periodEnd),
        cancelAtPeriodEnd: false,
        endedAt: null,
      });
      session.subscription = id;
      return {
        id: sessionId,
        object: 'checkout.session',
        mode: 'subscription',
        client_reference_id: session.clientReferenceId,
        customer: session.customer,
        subscription: id,
      };
    },
    invoiceObject(subscriptionId) {
      const subscription = subscriptions.get(subscriptionId);
      return {
        id: newId('in'),
        object: 'invoice',
        customer: subscription?.customer ?? null,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId } },
      };
    },
    failNext(pathPrefix) {
      failing.add(pathPrefix);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A webhook delivery as Stripe sends it: JSON body and a Stripe-Signature header made by the SDK. */
export function signWebhook(secret: string, event: { id?: string; type: string; object: Record<string, unknown> }) {
  const payload = JSON.stringify({
    id: event.id ?? newId('evt'),
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type: event.type,
    data: { object: event.object },
  });
  const stripe = new Stripe('sk_test_signer');
  return { payload, signature: stripe.webhooks.generateTestHeaderString({ payload, secret }) };
}
