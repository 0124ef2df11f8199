import { AuthError, errorReply, reply, WeakPasswordError } from './auth-http'
import { recover, resend, signUp } from './auth-signup'
import { token } from './auth-token'
import { getUser, logout, updateUser } from './auth-user'
import { verifyGet, verifyPost } from './auth-verify'
import type { StackContext } from './context'
import { BodyTooLargeError, MalformedJsonError } from './http'
import type { Bucket } from './rate-limit'

/**
 * The GoTrue subset of the contract (supabase/auth internal/api/api.go routes): /auth/v1/signup,
 * /token, /user, /logout, /verify, /recover, /resend, /health, /settings. `client` is whom the
 * request counts against for the per-client limits (see rate-limit.ts clientKey).
 */
export async function handleAuth(ctx: StackContext, request: Request, path: string, client: string): Promise<Response> {
  const takeRate = (bucket: Bucket) => () => {
    if (!ctx.limiter.take(bucket, client)) throw new AuthError(429, 'over_request_rate_limit', 'Request rate limit reached')
  }
  try {
    switch (`${request.method} ${path}`) {
      case 'POST /signup':
        return await signUp(ctx, request, takeRate('signup'))
      case 'POST /recover':
        takeRate('recover')()
        return await recover(ctx, request)
      case 'POST /resend':
        takeRate('resend')()
        return await resend(ctx, request)
      case 'POST /token':
        return await token(ctx, request, takeRate('token'))
      case 'GET /user':
        return await getUser(ctx, request)
      case 'PUT /user':
        return await updateUser(ctx, request, takeRate('user'))
      case 'POST /logout':
        return await logout(ctx, request)
      case 'GET /verify':
        takeRate('verify')()
        return await verifyGet(ctx, request)
      case 'POST /verify':
        takeRate('verify')()
        return await verifyPost(ctx, request)
      case 'GET /health':
        return reply({ version: 'supabase-local', name: 'GoTrue', description: 'Embedded GoTrue-compatible subset' })
      case 'GET /settings':
        return reply({
          external: { email: true, phone: false },
          disable_signup: false,
          mailer_autoconfirm: false,
          phone_autoconfirm: false,
          sms_provider: '',
          saml_enabled: false,
        })
      default:
        throw new AuthError(404, 'not_found', `${request.method} /auth/v1${path} is not supported by the embedded stack`)
    }
  } catch (error) {
    if (error instanceof AuthError || error instanceof WeakPasswordError) return errorReply(error)
    if (error instanceof MalformedJsonError) {
      return errorReply(new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${error.message}`))
    }
    if (error instanceof BodyTooLargeError) return errorReply(new AuthError(413, 'request_too_large', error.message))
    console.error('[supabase-local] auth error', error)
    return errorReply(new AuthError(500, 'unexpected_failure', 'Unexpected failure, please check server logs for more information'))
  }
}
