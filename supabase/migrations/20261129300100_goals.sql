-- Savings goals (issue 35; docs/decisions/043-savings-circles.md): a member's own goals and what they
-- put aside for them. Private to their owner by row level security; the plain maths is the app's
-- (app/lib/goals.ts). No advice and no product picks live here.

create table public.goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null,
  amount numeric(12, 2) not null,
  currency text not null default 'USD',
  target_date date not null,
  created_at timestamptz not null default now(),
  constraint goals_name_length check (char_length(btrim(name)) between 1 and 80),
  constraint goals_amount_range check (amount > 0 and amount <= 1000000000),
  constraint goals_currency_format check (currency ~ '^[A-Z]{3}$')
);

create index goals_user_idx on public.goals (user_id, created_at);

create table public.goal_deposits (
  id bigint generated always as identity primary key,
  goal_id uuid not null references public.goals (id) on delete cascade,
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  amount numeric(12, 2) not null,
  deposited_on date not null,
  created_at timestamptz not null default now(),
  constraint goal_deposits_amount_range check (amount > 0 and amount <= 1000000000)
);

create index goal_deposits_goal_idx on public.goal_deposits (goal_id, id);
create index goal_deposits_user_idx on public.goal_deposits (user_id);

comment on table public.goals is 'A member''s savings goals; each user reads and writes only their own.';
comment on table public.goal_deposits is 'What a member put aside for a goal; each user reads and writes only their own.';

-- At most 20 goals per member and 500 deposits per goal (checked by the insert policies).
create function public.goal_room(p_goal_id uuid default null)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when p_goal_id is null then (select count(*) from public.goals g where g.user_id = (select auth.uid())) < 20
    else (select count(*) from public.goal_deposits d where d.goal_id = p_goal_id) < 500
  end
$$;

revoke execute on function public.goal_room(uuid) from public, anon;
grant execute on function public.goal_room(uuid) to authenticated;

alter table public.goals enable row level security;
alter table public.goal_deposits enable row level security;

revoke all on table public.goals, public.goal_deposits from public, anon, authenticated;
grant select, delete on table public.goals to authenticated;
grant insert (name, amount, currency, target_date) on table public.goals to authenticated;
grant select on table public.goal_deposits to authenticated;
grant insert (goal_id, amount, deposited_on) on table public.goal_deposits to authenticated;
grant select, insert, update, delete on table public.goals, public.goal_deposits to service_role;

create policy "Users read their own goals"
  on public.goals for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users add their own goals"
  on public.goals for insert to authenticated
  with check ((select auth.uid()) = user_id and public.goal_room(null));

create policy "Users delete their own goals"
  on public.goals for delete to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users read their own deposits"
  on public.goal_deposits for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users add deposits to their own goals"
  on public.goal_deposits for insert to authenticated
  with check (
    (select auth.uid()) = user_id
    and exists (select 1 from public.goals g where g.id = goal_id and g.user_id = (select auth.uid()))
    and public.goal_room(goal_id)
  );
