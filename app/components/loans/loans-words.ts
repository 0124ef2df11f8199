/** The words that depend on a kind of loan or a row of the higher-rates table, each a message of its own. */
import type { LoanKind } from '~/lib/credit-unions'
import type { HigherRateLabel } from '~/lib/loans'
import { m } from '~/paraglide/messages.js'

export function kindLabel(kind: LoanKind): string {
  switch (kind) {
    case 'new-car':
      return m.loans_kind_new_car()
    case 'used-car':
      return m.loans_kind_used_car()
    case 'card':
      return m.loans_kind_card()
    case 'personal':
      return m.loans_kind_personal()
  }
}

export function answerHeading(kind: LoanKind, place: string): string {
  switch (kind) {
    case 'new-car':
      return m.loans_answer_heading_new_car({ place })
    case 'used-car':
      return m.loans_answer_heading_used_car({ place })
    case 'card':
      return m.loans_answer_heading_card({ place })
    case 'personal':
      return m.loans_answer_heading_personal({ place })
  }
}

export function higherRowLabel(label: HigherRateLabel, state: string): string {
  switch (label) {
    case 'q3':
      return m.loans_row_q3({ state })
    case 'plus5':
      return m.loans_row_plus5()
    case 'plus10':
      return m.loans_row_plus10()
    case 'ceiling':
      return m.loans_row_ceiling()
  }
}
