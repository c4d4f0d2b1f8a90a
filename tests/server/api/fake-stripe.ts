// A local stand-in for the part of Stripe's API the server calls (Checkout Sessions, customer portal
// sessions, subscriptions retrieve, update and cancel), answering as https://docs.stripe.com/api describes, with the
// shapes checked against the stripe package's types. It records what it was asked.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import type Stripe from "stripe";

/** A subscription as Stripe answers it (the fields the server reads, typed by the stripe package). */
export type FakeSubscription = Pick<
  Stripe.Subscription,
  | "id"
  | "object"
  | "status"
  | "customer"
  | "created"
  | "cancel_at_period_end"
  | "cancel_at"
  | "canceled_at"
  | "ended_at"
  | "cancellation_details"
  | "metadata"
  | "livemode"
> & {
  items: {
    object: "list";
    has_more: boolean;
    url: string;
    data: Array<
      Pick<Stripe.SubscriptionItem, "id" | "object" | "current_period_start" | "current_period_end" | "quantity"> & {
        price: Pick<Stripe.Price, "id" | "object" | "currency" | "unit_amount">;
      }
    >;
  };
};

export interface FakeRequest {
  method: string;
  path: string;
  /**
   * The parameters, flat: `line_items[0][price]` → value. The form-encoded body, or the query string
   * of a GET or DELETE, where the stripe package puts them.
   */
  form: Record<string, string>;
  authorization: string | undefined;
}

export interface FakeStripe {
  url: string;
  requests: FakeRequest[];
  subscriptions: Map<string, FakeSubscription>;
  /** While true, every call answers 500 as Stripe does when it fails on its side. */
  down: boolean;
  close(): Promise<void>;
}

const day = 86_400;

/** A Stripe subscription of `userId` on `price`, whose period runs `days` more days. */
export function fakeSubscription(
  id: string,
  userId: string,
  options: {
    status?: Stripe.Subscription.Status;
    price?: string;
    days?: number;
    customer?: string;
    /** The `fuse_origin` a checkout of that server writes (its PUBLIC_URL); none by default. */
    origin?: string;
  } = {},
): FakeSubscription {
  const now = Math.floor(Date.now() / 1000);
  return {
    id,
    object: "subscription",
    status: options.status ?? "active",
    customer: options.customer ?? `cus_${id}`,
    created: now - day,
    cancel_at_period_end: false,
    cancel_at: null,
    canceled_at: null,
    ended_at: null,
    cancellation_details: { comment: null, feedback: null, feedback_option: null, reason: null },
    metadata: { user_id: userId, plan: "monthly", ...(options.origin ? { fuse_origin: options.origin } : {}) },
    livemode: false,
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${id}`,
      data: [
        {
          id: `si_${id}`,
          object: "subscription_item",
          current_period_start: now - day,
          current_period_end: now + (options.days ?? 30) * day,
          quantity: 1,
          price: { id: options.price ?? "price_monthly", object: "price", currency: "eur", unit_amount: 17880 },
        },
      ],
    },
  };
}

async function formOf(request: IncomingMessage, url: URL) {
  let body = "";
  for await (const chunk of request) body += String(chunk);
  return { ...Object.fromEntries(url.searchParams), ...Object.fromEntries(new URLSearchParams(body)) };
}

const notFound = (message: string) => ({ error: { type: "invalid_request_error", code: "resource_missing", message } });

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: FakeRequest[] = [];
  const subscriptions = new Map<string, FakeSubscription>();
  let sessions = 0;
  const fake: FakeStripe = {
    url: "",
    requests,
    subscriptions,
    down: false,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? "/", "http://stripe.test");
    const path = url.pathname;
    const form = await formOf(request, url);
    requests.push({ method: request.method ?? "GET", path, form, authorization: request.headers.authorization });
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json", "request-id": `req_${requests.length}` });
      response.end(JSON.stringify(body));
    };
    if (fake.down) {
      return send(500, { error: { type: "api_error", message: "An unknown error occurred" } });
    }
    if (request.method === "POST" && path === "/v1/checkout/sessions") {
      sessions += 1;
      const id = `cs_test_${sessions}`;
      const session: Pick<
        Stripe.Checkout.Session,
        "id" | "object" | "client_secret" | "client_reference_id" | "mode" | "ui_mode" | "url" | "return_url" | "status"
      > = {
        id,
        object: "checkout.session",
        client_secret: `${id}_secret_fake`,
        client_reference_id: form.client_reference_id ?? null,
        mode: "subscription",
        ui_mode: "embedded_page",
        url: null,
        return_url: form.return_url,
        status: "open",
      };
      return send(200, session);
    }
    if (request.method === "POST" && path === "/v1/billing_portal/sessions") {
      const session: Pick<Stripe.BillingPortal.Session, "id" | "object" | "customer" | "url" | "return_url"> = {
        id: "bps_test_1",
        object: "billing_portal.session",
        customer: form.customer ?? "",
        url: "https://billing.stripe.com/p/session/test_fake",
        return_url: form.return_url ?? null,
      };
      return send(200, session);
    }
    const retrieve = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (request.method === "GET" && retrieve) {
      const found = subscriptions.get(decodeURIComponent(retrieve[1]!));
      return found ? send(200, found) : send(404, notFound("No such subscription"));
    }
    // POST /v1/subscriptions/{id} with cancel_at_period_end: the subscription ends with its period
    // (`cancel_at` its end, `canceled_at` now) or renews again (both null). A canceled subscription
    // can change only its cancellation_details and metadata: Stripe answers 400.
    if (request.method === "POST" && retrieve && form.cancel_at_period_end !== undefined) {
      const id = decodeURIComponent(retrieve[1]!);
      const found = subscriptions.get(id);
      if (!found) return send(404, notFound(`No such subscription: '${id}'`));
      if (found.status === "canceled")
        return send(400, {
          error: {
            type: "invalid_request_error",
            message: "A canceled subscription can only update its cancellation_details and metadata.",
          },
        });
      const ending = form.cancel_at_period_end === "true";
      const end = Math.max(...found.items.data.map((item) => item.current_period_end));
      const updated: FakeSubscription = {
        ...found,
        cancel_at_period_end: ending,
        cancel_at: ending ? end : null,
        canceled_at: ending ? Math.floor(Date.now() / 1000) : null,
      };
      subscriptions.set(id, updated);
      return send(200, updated);
    }
    // DELETE /v1/subscriptions/{id}: cancels at once. Stripe answers a subscription already canceled
    // as one it does not have (https://github.com/stripe/stripe-go/issues/1887).
    if (request.method === "DELETE" && retrieve) {
      const id = decodeURIComponent(retrieve[1]!);
      const found = subscriptions.get(id);
      if (!found || found.status === "canceled") return send(404, notFound(`No such subscription: '${id}'`));
      const now = Math.floor(Date.now() / 1000);
      const canceled: FakeSubscription = {
        ...found,
        status: "canceled",
        canceled_at: now,
        ended_at: now,
        cancellation_details: {
          comment: form["cancellation_details[comment]"] ?? null,
          feedback: null,
          feedback_option: null,
          reason: "cancellation_requested",
        },
      };
      subscriptions.set(id, canceled);
      return send(200, canceled);
    }
    return send(404, notFound(`Unrecognized request URL (${request.method}: ${path})`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  fake.url = `http://127.0.0.1:${port}`;
  return fake;
}
