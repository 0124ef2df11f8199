/**
 * Which social proof the site shows (SOCIAL_PROOF, docs/decisions/022-true-numbers.md), and in the
 * `real` mode the figures from Postgres (public.waitlist_social_proof, with the server's secret key).
 *
 * The figures are cached in this process for SOCIAL_PROOF_CACHE_MS (one minute) and forgotten when
 * this process confirms an entry, so a member who confirms sees the count include them; another
 * process catches up within the minute. Concurrent misses share one query. A failed read shows
 * nothing (never a 500, never an invented figure) and is retried on the next request.
 */
import {
  RECENT_DAYS,
  RECENT_NAMES,
  realProofView,
  SOCIAL_PROOF_CACHE_MS,
  type RealFigures,
  type RealProofView,
} from '~/lib/social-proof-real'

import { testimonials, type Testimonial } from '~/content/testimonials'
import { daysAgoLabel, randomDaysAgo, SIMULATED_JOIN_COUNT_START } from '~/lib/social-proof'

import { getEnv } from '../platform/env.server'
import { createSupabaseAdminClient } from '../platform/supabase.server'

export type SocialProofMode = 'simulated' | 'real' | 'off'

export function socialProofMode(): SocialProofMode {
  return getEnv().SOCIAL_PROOF
}

const DAY_MS = 24 * 60 * 60 * 1000

/** One query: the confirmed total, the last 24 hours, and the newest few first names and interests. */
async function readRealFigures(now: Date): Promise<RealFigures> {
  const { data, error } = await createSupabaseAdminClient().rpc('waitlist_social_proof', {
    p_day_since: new Date(now.getTime() - DAY_MS).toISOString(),
    p_recent_since: new Date(now.getTime() - RECENT_DAYS * DAY_MS).toISOString(),
    p_names: RECENT_NAMES,
  })
  if (error) throw new Error(`waitlist_social_proof failed: ${error.code ?? ''} ${error.message}`)
  const answer = data as {
    total: number | string
    last_day: number | string
    // first_name is null for an entry whose name an admin hid (20261129120000_social_proof_hidden_names.sql).
    recent: Array<{ first_name: string | null; interest: string; confirmed_at: string }>
  }
  return {
    total: Number(answer.total),
    lastDay: Number(answer.last_day),
    recent: (answer.recent ?? []).map((r) => ({ firstName: r.first_name ?? null, interest: r.interest, confirmedAt: r.confirmed_at })),
  }
}

let cached: { at: number; figures: RealFigures } | undefined
let inFlight: Promise<RealFigures> | undefined
/** Bumped by forgetSocialProof: a read that started before a confirmation is not kept. */
let generation = 0

/** The real figures as /signup shows them; null when the database cannot be read. */
export async function realSocialProof(now: Date = new Date()): Promise<RealProofView | null> {
  try {
    if (!cached || now.getTime() - cached.at >= SOCIAL_PROOF_CACHE_MS || now.getTime() < cached.at) {
      const started = generation
      inFlight ??= readRealFigures(now).finally(() => (inFlight = undefined))
      const figures = await inFlight
      if (started !== generation) return realProofView(await readRealFigures(now), now)
      cached = { at: now.getTime(), figures }
      return realProofView(figures, now)
    }
    return realProofView(cached.figures, now)
  } catch (error) {
    console.error(JSON.stringify({ type: 'social_proof_failed', message: String(error) }))
    return null
  }
}

/** After a confirmation in this process: the next page shows the new count. */
export function forgetSocialProof() {
  cached = undefined
  inFlight = undefined
  generation += 1
}

type ShownTestimonial = Testimonial & { daysAgo: number; daysAgoLabel: string }

/** What /signup shows in each mode; the page's loader puts it in the data. */
export type SignupProof =
  | { mode: 'simulated'; joinCountStart: number; testimonials: ShownTestimonial[] }
  | { mode: 'real'; view: RealProofView | null }
  | { mode: 'off' }

export async function signupProof(now: Date = new Date()): Promise<SignupProof> {
  const mode = socialProofMode()
  if (mode === 'real') return { mode, view: await realSocialProof(now) }
  if (mode === 'off') return { mode }
  return {
    mode,
    joinCountStart: SIMULATED_JOIN_COUNT_START,
    // SIMULATED (app/lib/social-proof.ts); drawn here so server and browser render the same numbers.
    testimonials: testimonials.map((t) => {
      const daysAgo = randomDaysAgo()
      return { quote: t.quote(), author: t.author(), location: t.location(), role: t.role(), daysAgo, daysAgoLabel: daysAgoLabel(daysAgo) }
    }),
  }
}
