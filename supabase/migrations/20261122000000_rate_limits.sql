-- Rate limits that hold across app instances and restarts (docs/decisions/003-rate-limits.md):
-- a sliding-window log per bucket and key, in Postgres. Keys (client addresses, account e-mails)
-- are personal data, so only their SHA-256 is stored. Only the app server's secret key may call it.

create schema if not exists private;
revoke all on schema private from public;

create table private.rate_limit_hits (
  bucket text not null,
  key_hash bytea not null,
  hit_at timestamptz not null default now()
);

create index rate_limit_hits_lookup on private.rate_limit_hits (bucket, key_hash, hit_at);

comment on table private.rate_limit_hits is 'One row per counted attempt; rows older than their window are deleted as they are met.';

-- Counts one attempt for (bucket, key) when fewer than max_hits were counted in the last
-- window_seconds. Returns 0 when allowed, else the seconds until the oldest counted attempt leaves
-- the window (the Retry-After). Concurrent calls for one key are serialised by an advisory lock, so
-- two requests can never both take the last place.
create function public.take_rate_limit(bucket text, key text, max_hits integer, window_seconds integer)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  hashed bytea;
  counted integer;
  oldest timestamptz;
begin
  if bucket is null or key is null or char_length(bucket) not between 1 and 64 or char_length(key) > 512
     or max_hits not between 1 and 100000 or window_seconds not between 1 and 86400 then
    raise exception 'invalid rate limit arguments' using errcode = '22023';
  end if;
  hashed := pg_catalog.sha256(pg_catalog.convert_to(key, 'UTF8'));
  perform pg_catalog.pg_advisory_xact_lock(pg_catalog.hashtextextended(bucket || ':' || pg_catalog.encode(hashed, 'hex'), 0));

  delete from private.rate_limit_hits h
  where h.bucket = take_rate_limit.bucket and h.key_hash = hashed
    and h.hit_at <= now() - pg_catalog.make_interval(secs => window_seconds);

  select count(*)::integer, min(h.hit_at) into counted, oldest
  from private.rate_limit_hits h
  where h.bucket = take_rate_limit.bucket and h.key_hash = hashed;

  if counted >= max_hits then
    return greatest(1, ceil(extract(epoch from (oldest + pg_catalog.make_interval(secs => window_seconds) - now())))::integer);
  end if;

  insert into private.rate_limit_hits (bucket, key_hash) values (take_rate_limit.bucket, hashed);
  -- Now and then, forget keys that were never seen again (no window is longer than a day).
  if pg_catalog.random() < 0.01 then
    delete from private.rate_limit_hits h where h.hit_at < now() - interval '1 day';
  end if;
  return 0;
end;
$$;

revoke execute on function public.take_rate_limit(text, text, integer, integer) from public, anon, authenticated;
grant execute on function public.take_rate_limit(text, text, integer, integer) to service_role;
