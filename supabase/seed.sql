-- Local seed data for `supabase db reset` and the embedded stack. Deliberately no accounts: a seed
-- with a known password would end up in every deployment that runs it. The embedded stack creates
-- the admin account from ADMIN_EMAIL and ADMIN_PASSWORD at start (supabase/local/admin-account.ts);
-- on a hosted project the admin signs up and confirms like anyone else.
select 1;
