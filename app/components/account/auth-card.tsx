import type { ReactNode } from 'react'

/** The card that holds the sign-in and sign-up forms (and the mailbox notice). */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex flex-1 items-start justify-center bg-gradient-to-b from-emerald-50 to-white px-4 py-10 sm:items-center sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-emerald-900/5 sm:p-8">
        <div className="mb-6 text-center">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
          <p className="mt-2 text-sm text-slate-600">{subtitle}</p>
        </div>
        {children}
        {footer ? <div className="mt-6 border-t border-slate-100 pt-5 text-center text-sm text-slate-600">{footer}</div> : null}
      </div>
    </div>
  )
}

/** A green notice inside a card (e.g. "check your email"). */
export function SuccessNotice({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div role="status" className="mb-5 rounded-md border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{children}</p>
    </div>
  )
}
