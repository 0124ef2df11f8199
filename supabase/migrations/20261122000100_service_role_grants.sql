-- The server's secret key (service_role) reads and manages these tables (admin views, tests). Since
-- 2026-10-30 hosted projects no longer grant new public tables to the API roles by default, so every
-- grant is explicit. RLS does not apply to service_role (bypassrls).
grant select, insert, update, delete on table public.waitlist to service_role;
grant select, insert, update, delete on table public.profiles to service_role;
