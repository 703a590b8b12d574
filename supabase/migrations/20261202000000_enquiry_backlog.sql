-- The firm's backlog and the scheduled sweep (functions/send-contact-email/delivery-state.ts):
-- an enquiry mail missed stays listed until the firm retries it or marks it handled
-- (`npm run enquiries -- list | show | retry | done`), and a schedule runs the function's sweep
-- (retries, retention with data-policy.ts's periods, the alert) whether or not anyone visits.
-- The function deploys before this runs, and reads and writes none of these columns until then.

alter table public.enquiries add column if not exists retried_at timestamptz;
alter table public.enquiries add column if not exists handled_at timestamptz;

alter table public.enquiries drop constraint enquiries_status_check;
alter table public.enquiries
  add constraint enquiries_status_check check (status in ('pending', 'delivered', 'failed', 'handled'));

comment on table public.enquiries is
  'Website enquiries, kept before e-mailing and deleted after the retention period. status = pending: not yet accepted by the mail provider; failed: given up, read it here; handled: the firm read it here. npm run enquiries -- list shows what waits.';

-- The firm's listing and the alert read what has not reached the firm.
create index if not exists enquiries_unhandled on public.enquiries (received_at)
  where status in ('pending', 'failed');

-- Retention, as before, except that the failure period counts from the firm's last retry: a
-- retried enquiry is not failed again by the next run.
create or replace function public.purge_enquiries(
  retention_days integer,
  failed_after_days integer,
  now_at timestamptz default now()
) returns table (failed integer, deleted integer)
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if retention_days < 1 or failed_after_days < 1 then
    raise exception 'purge_enquiries: periods must be at least one day';
  end if;
  update public.enquiries set status = 'failed', lease_until = null
  where status = 'pending'
    and coalesce(retried_at, received_at) < now_at - make_interval(days => failed_after_days);
  get diagnostics failed = row_count;
  delete from public.enquiries where received_at < now_at - make_interval(days => retention_days);
  get diagnostics deleted = row_count;
  return next;
end;
$$;

-- When the alert last went out, and which enquiry's deletion it last warned of (one row).
create table if not exists public.enquiry_alert_state (
  id integer primary key check (id = 1),
  last_sent_at timestamptz,
  warned_about timestamptz
);
alter table public.enquiry_alert_state enable row level security;
revoke all on table public.enquiry_alert_state from public, anon, authenticated;
grant select, insert, update on table public.enquiry_alert_state to service_role;

-- The schedule: every ten minutes pg_cron has pg_net POST to the function with X-Enquiry-Sweep.
-- It replaces the daily purge with fixed periods: the function applies data-policy.ts's (and the
-- variables that override them). The function's address is a Vault secret, the one step the firm
-- runs once, in the SQL editor:
--   select vault.create_secret('https://<project-ref>.supabase.co/functions/v1/send-contact-email', 'enquiry_sweep_url');
-- Where pg_cron or pg_net is not available (PGlite in the tests, a plain Postgres), this block does
-- nothing; the function still applies retention on requests.
do $block$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_cron with schema pg_catalog;
    create schema if not exists extensions;
    create extension if not exists pg_net with schema extensions;
    if exists (select 1 from cron.job where jobname = 'purge-enquiries') then
      perform cron.unschedule('purge-enquiries');
    end if;
    perform cron.schedule(
      'enquiry-sweep',
      '*/10 * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'enquiry_sweep_url'),
          headers := '{"Content-Type": "application/json", "X-Enquiry-Sweep": "1"}'::jsonb,
          body := '{}'::jsonb,
          timeout_milliseconds := 30000
        )
        where exists (select 1 from vault.decrypted_secrets where name = 'enquiry_sweep_url')
      $job$
    );
  end if;
end
$block$;
