/** Class names for links and buttons that look like buttons; one place for the look of actions. */
const base =
  'inline-flex items-center justify-center gap-2 rounded-full font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed'

const variants = {
  primary: 'bg-emerald-700 text-white hover:bg-emerald-800',
  accent: 'bg-amber-400 text-slate-950 hover:bg-amber-300',
  outline: 'border border-emerald-700 text-emerald-800 hover:bg-emerald-50',
  light: 'bg-white text-emerald-900 hover:bg-emerald-50',
  ghostLight: 'border border-white/70 text-white hover:bg-white/10',
} as const

const sizes = {
  sm: 'px-4 py-2 text-sm',
  md: 'px-5 py-2.5 text-sm sm:text-base',
  lg: 'px-6 py-3 text-base',
} as const

export function buttonClass(variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md') {
  return `${base} ${variants[variant]} ${sizes[size]}`
}
