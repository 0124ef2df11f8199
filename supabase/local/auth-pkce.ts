import { createHash, randomUUID, timingSafeEqual } from 'node:crypto'

import type { Transaction } from './database'

import { AuthError, type Pkce } from './auth-http'

/**
 * PKCE flow states (GoTrue internal/api/pkce.go, internal/models/flow_state.go): a sign-up, recovery
 * or resend with a code_challenge stores one; a link verified by GET /verify gets the newest flow
 * state of its user and method and redirects with its auth code; POST /token?grant_type=pkce checks
 * the verifier against the challenge and spends the flow state.
 */

/** GoTrue's AuthenticationMethod strings for the flows this stack has. */
export type FlowMethod = 'email/signup' | 'recovery'

export async function createFlowState(tx: Transaction, userId: string, providerType: string, method: FlowMethod, pkce: Pkce, now: Date) {
  await tx.query(
    `insert into auth.flow_state (id, user_id, auth_code, code_challenge_method, code_challenge, provider_type,
       provider_access_token, provider_refresh_token, authentication_method, created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, '', '', $7, $8, $8)`,
    [randomUUID(), userId, randomUUID(), pkce.method, pkce.challenge, providerType, method, now],
  )
}

/** issueAuthCode: the newest flow state of the user for this method, its code marked as issued. */
export async function issueAuthCode(tx: Transaction, userId: string, method: FlowMethod, now: Date): Promise<string> {
  const found = await tx.query<{ id: string; auth_code: string | null; code_challenge: string | null }>(
    `select id, auth_code, code_challenge from auth.flow_state where user_id = $1 and authentication_method = $2
     order by created_at desc limit 1`,
    [userId, method],
  )
  const flow = found.rows[0]
  if (!flow) throw new AuthError(422, 'flow_state_not_found', 'No valid flow state found for user.')
  if (!flow.code_challenge || !flow.auth_code) {
    throw new AuthError(422, 'flow_state_not_found', 'Flow state does not have an auth code (not a PKCE flow).')
  }
  await tx.query('update auth.flow_state set auth_code_issued_at = $2, updated_at = $2 where id = $1', [flow.id, now])
  return flow.auth_code
}

/** security.VerifyPKCEChallenge. */
function verifierMatches(challenge: string, method: string, verifier: string): boolean {
  const expected = method === 's256' ? createHash('sha256').update(verifier).digest('base64url') : verifier
  const a = Buffer.from(challenge)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export interface ExchangedFlow {
  userId: string
  method: FlowMethod
}

/**
 * The PKCE grant's checks, in GoTrue's order: a known code (404), not expired (422: created more than
 * flowStateExpiry seconds ago; for magic links, since the code was issued), the verifier (400). The
 * flow state is deleted with the session's creation, so a code works once.
 */
export async function exchangeAuthCode(
  tx: Transaction,
  authCode: string,
  codeVerifier: string,
  expirySeconds: number,
  now: Date,
): Promise<ExchangedFlow> {
  const found = await tx.query<{
    id: string
    user_id: string | null
    code_challenge: string | null
    code_challenge_method: string | null
    authentication_method: FlowMethod
    expired: boolean
  }>(
    `select id, user_id, code_challenge, code_challenge_method::text as code_challenge_method, authentication_method,
            $3::timestamptz > (case when authentication_method = 'magiclink' and auth_code_issued_at is not null
                          then auth_code_issued_at else created_at end) + make_interval(secs => $2) as expired
     from auth.flow_state where auth_code = $1 for update`,
    [authCode, expirySeconds, now],
  )
  const flow = found.rows[0]
  if (!flow || !flow.user_id) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found')
  if (flow.expired) throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired')
  if (!flow.code_challenge || !flow.code_challenge_method) {
    throw new AuthError(400, 'bad_code_verifier', 'PKCE verification not applicable for implicit flow')
  }
  if (!verifierMatches(flow.code_challenge, flow.code_challenge_method, codeVerifier)) {
    throw new AuthError(400, 'bad_code_verifier', 'code challenge does not match previously saved code verifier')
  }
  await tx.query('delete from auth.flow_state where id = $1', [flow.id])
  return { userId: flow.user_id, method: flow.authentication_method }
}
