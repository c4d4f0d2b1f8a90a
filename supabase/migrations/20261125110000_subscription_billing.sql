-- Billing: what the recruiters' subscriptions need beyond spec §4's check. The plan chosen, a
-- cancellation that takes effect at the end of the paid period, and when the payment provider
-- stated the row's state, so that webhook events delivered late or twice never overwrite a newer
-- state. Rows are written by the server alone (Stripe's webhook, or the embedded mode's local
-- checkout), as the database owner: users have no write policy on public.subscriptions.

alter table public.subscriptions
  add column plan text check (plan in ('monthly', 'yearly')),
  add column cancel_at_period_end boolean not null default false,
  -- The `created` of the provider's event that set this state (the local checkout: the write's time).
  add column provider_updated_at timestamptz not null default now();

-- Stripe's webhook events already applied: Stripe delivers at least once and retries, so an event
-- seen before is acknowledged without being applied again. The server's own table: row-level
-- security on and no policy, so only the database owner reads or writes it.
create table public.billing_webhook_events (
  id text primary key check (char_length(id) <= 255),
  type text not null check (char_length(type) <= 255),
  -- The event's `created`, as Stripe dated it.
  created_at timestamptz not null,
  processed_at timestamptz not null default now()
);
alter table public.billing_webhook_events enable row level security;
revoke all on public.billing_webhook_events from anon, authenticated;
