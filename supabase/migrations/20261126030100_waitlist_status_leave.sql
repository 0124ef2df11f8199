-- "Leave the waitlist" from the status page (docs/decisions/022-true-numbers.md): the page's status
-- token (365 days, read only) may ask for a fresh leave token (730 days) for the same entry, so the
-- member reaches the usual two-step leave page (/waitlist/leave?token=...) without digging out an
-- e-mail. Called on a POST only, so page views add no rows. outcome: issued | expired | unknown.

create function public.waitlist_status_leave_token(p_status_hash text, p_leave_hash text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  status_digest bytea := private.waitlist_token_digest(p_status_hash);
  leave_digest bytea := private.waitlist_token_digest(p_leave_hash);
  token_entry uuid;
  token_expires timestamptz;
begin
  if leave_digest is null or leave_digest = status_digest then
    raise exception 'a distinct SHA-256 hex digest is required for the leave token' using errcode = '22023';
  end if;
  select t.entry_id, t.expires_at into token_entry, token_expires
  from private.waitlist_tokens t
  where t.token_hash = status_digest and t.purpose = 'status';
  if token_entry is null then
    return jsonb_build_object('outcome', 'unknown');
  end if;
  if token_expires <= now() then
    return jsonb_build_object('outcome', 'expired');
  end if;
  insert into private.waitlist_tokens (token_hash, entry_id, purpose, expires_at)
  values (leave_digest, token_entry, 'leave', now() + pg_catalog.make_interval(days => private.waitlist_rule('leave_days')));
  return jsonb_build_object('outcome', 'issued');
end;
$$;

revoke execute on function public.waitlist_status_leave_token(text, text) from public, anon, authenticated;
grant execute on function public.waitlist_status_leave_token(text, text) to service_role;
