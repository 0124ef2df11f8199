/**
 * The answerer /learn uses: the search (app/.server/ask/ask.server.ts), with a verified language-model answer
 * on top when ASK_LLM_URL, ASK_LLM_KEY and ASK_LLM_MODEL are set (decision 042). The per-client limit
 * and the daily budget are counted by the project's rate limits (app/.server/platform/rate-limit.server.ts), so they
 * hold across instances; the client key is the address (or its hash), never the question.
 */
import type { GuideAnswerer } from '~/lib/ask'

import { askTheGuides } from './ask.server'
import { getEnv } from '../platform/env.server'
import { checkRateLimit } from '../platform/rate-limit.server'
import { type ModelLimiter, modelAnswerer } from './model.server'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

export function modelConfigured(): boolean {
  const env = getEnv()
  return Boolean(env.ASK_LLM_URL && env.ASK_LLM_KEY && env.ASK_LLM_MODEL)
}

const limiter: ModelLimiter = async (client) => {
  const env = getEnv()
  const own = await checkRateLimit('ask-model-client', client ?? 'unknown', { limit: env.ASK_LLM_CLIENT_LIMIT, windowMs: HOUR_MS })
  if (!own.allowed) return 'limit'
  const day = await checkRateLimit('ask-model-day', 'all', { limit: env.ASK_LLM_DAILY_BUDGET, windowMs: DAY_MS })
  return day.allowed ? 'ok' : 'budget'
}

let cached: { key: string; answerer: GuideAnswerer } | undefined

/** The search alone, or the search with the model; built once per configuration. */
export function pageAnswerer(): GuideAnswerer {
  const env = getEnv()
  if (!modelConfigured()) return askTheGuides
  const key = `${env.ASK_LLM_URL}|${env.ASK_LLM_MODEL}|${env.ASK_LLM_TIMEOUT_MS}|${env.ASK_LLM_KEY}`
  if (cached?.key !== key) {
    const config = { url: env.ASK_LLM_URL!, key: env.ASK_LLM_KEY!, model: env.ASK_LLM_MODEL!, timeoutMs: env.ASK_LLM_TIMEOUT_MS }
    cached = { key, answerer: modelAnswerer(askTheGuides, config, { limiter }) }
  }
  return cached.answerer
}
