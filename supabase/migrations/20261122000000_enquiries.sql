-- Enquiries from the website's form, stored before they are e-mailed (functions/send-contact-email).
-- One row per Idempotency-Key. The function writes as service_role; the anon and authenticated
-- roles (the keys a browser holds) can neither read nor write: row-level security is on with no
-- policy for them, and their table privileges are revoked as well.
-- Undelivered enquiries: Table Editor → enquiries, filter status = pending (last_error says why).

create table public.enquiries (
  id uuid primary key,
  idempotency_key text not null unique,
  fingerprint text not null,
  received_at timestamptz not null,
  language text not null,
  name text not null,
  email text not null,
  company text not null default '',
  message text not null,
  status text not null default 'pending' check (status in ('pending', 'delivered')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null,
  lease_until timestamptz,
  last_error text,
  delivered_at timestamptz
);

comment on table public.enquiries is
  'Website enquiries, kept before e-mailing. status = pending: not yet accepted by the mail provider (see last_error, next_attempt_at).';

-- Retry sweeps look for pending enquiries whose next attempt is due.
create index enquiries_pending_due on public.enquiries (next_attempt_at) where status = 'pending';

alter table public.enquiries enable row level security;

-- Supabase's default privileges grant every new public table to anon and authenticated; take that back.
revoke all on table public.enquiries from public, anon, authenticated;
grant select, insert, update on table public.enquiries to service_role;
