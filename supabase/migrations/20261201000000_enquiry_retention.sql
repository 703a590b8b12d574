-- Retention (issue 31): enquiries are deleted a fixed number of days after they were received,
-- whatever their delivery state, and delivery gives up for good after fewer days (status 'failed').
-- The periods are functions/send-contact-email/data-policy.ts's: the function passes its own
-- (ENQUIRY_RETENTION_DAYS, ENQUIRY_FAILED_AFTER_DAYS) when it calls purge_enquiries, and the daily
-- pg_cron job below passes the defaults (a test keeps them equal to data-policy.ts).

alter table public.enquiries drop constraint enquiries_status_check;
alter table public.enquiries
  add constraint enquiries_status_check check (status in ('pending', 'delivered', 'failed'));

comment on table public.enquiries is
  'Website enquiries, kept before e-mailing and deleted after the retention period. status = pending: not yet accepted by the mail provider (see last_error, next_attempt_at); failed: given up after ENQUIRY_FAILED_AFTER_DAYS, read it here.';

-- Retention finds old enquiries by date, not by reading each one.
create index enquiries_received_at on public.enquiries (received_at);

-- Retention and erasure requests delete rows.
grant delete on table public.enquiries to service_role;

-- Marks undelivered enquiries older than failed_after_days as failed, then deletes every enquiry
-- older than retention_days. Answers both counts. `now_at` is for tests (a clock they control).
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
  where status = 'pending' and received_at < now_at - make_interval(days => failed_after_days);
  get diagnostics failed = row_count;
  delete from public.enquiries where received_at < now_at - make_interval(days => retention_days);
  get diagnostics deleted = row_count;
  return next;
end;
$$;

revoke all on function public.purge_enquiries(integer, integer, timestamptz) from public;
grant execute on function public.purge_enquiries(integer, integer, timestamptz) to service_role;

-- Daily at 03:17 UTC, where pg_cron exists (Supabase: Dashboard → Integrations → Cron). PGlite and
-- a Postgres without it skip this block; the function's own sweeps still apply retention there.
do $block$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule(
      'purge-enquiries',
      '17 3 * * *',
      'select public.purge_enquiries(30, 7)'
    );
  end if;
end
$block$;
