-- Consent, where the firm's settings require it (functions/send-contact-email/data-policy.ts,
-- CONSENT_REQUIRED): when the visitor ticked the box, and which version of the privacy notice
-- (its "last changed" date) the page showed. Both stay null where consent is not required.
-- The function deploys before this runs: until then it keeps enquiries without these columns.

alter table public.enquiries add column if not exists consent_at timestamptz;
alter table public.enquiries add column if not exists consent_notice text;

comment on column public.enquiries.consent_at is
  'When the visitor gave consent (the consent box), where the firm requires it; null otherwise.';
comment on column public.enquiries.consent_notice is
  'The privacy notice''s "last changed" date (YYYY-MM-DD) the page showed when consent was given.';
