import { isRight } from 'fp-ts/lib/Either'
import { Modification } from '../../domain/codecs'
import { maxLength, maxLengthMessage, requiredFor } from '../../domain/validation'
import { setChoice, setText, itemQuestions, type ItemDialogRecord, type ItemQuestions } from '../item-record'

/** The longest description a modification may have (the Text codec's bound). */
const MODIFICATION_DESCRIPTION_MAX = 500

/** A modification while the rider fills in its dialog; nothing of it is in the store until Save. */
export interface ModificationDraft {
  readonly type: string | null
  /** As typed; '' when left empty. */
  readonly description: string
}

/**
 * The modification's questions (000 §2, §3): its type (duq_vehicle_modification list, required: 'Please
 * select the type of modification') and an optional description of at most 500 characters ('The question
 * cannot exceed 500 characters.').
 */
const MODIFICATION_QUESTIONS: ItemQuestions<ModificationDraft> = itemQuestions<ModificationDraft>(Modification, {
  type: {
    kind: 'select',
    label: 'Type of modification',
    read: (d) => d.type,
    answer: setChoice('type'),
    check: (d) => requiredFor('modification.type')(d.type),
  },
  description: {
    kind: 'text',
    label: 'Describe the modification (optional)',
    hint: `For example, the make of the exhaust. Up to ${MODIFICATION_DESCRIPTION_MAX} characters.`,
    read: (d) => d.description,
    answer: setText('description'),
    // The rule counts characters; the codec counts UTF-16 units, which an emoji counts twice.
    check: (d) =>
      maxLength(MODIFICATION_DESCRIPTION_MAX)(d.description) ??
      (d.description.trim().length > MODIFICATION_DESCRIPTION_MAX ? maxLengthMessage(MODIFICATION_DESCRIPTION_MAX) : null),
  },
})

/** The draft of a stored modification, or an empty one for a new modification. */
const modificationDraftOf = (m?: Modification | null): ModificationDraft => ({
  type: m?.type ?? null,
  description: m?.description ?? '',
})

/**
 * The modification a valid draft saves: the description trimmed, null when empty. Throws when the Modification
 * codec refuses it, which `itemErrorsOf` rules out.
 */
const modificationOf = (d: ModificationDraft): Modification => {
  const description = d.description.trim()
  const decoded = Modification.decode({ type: d.type, description: description === '' ? null : description })
  if (!isRight(decoded)) throw new Error('modificationOf: the draft is not a valid modification; validate it with itemErrorsOf first')
  return decoded.right
}

/** The modification dialog (000 §2 modals): its records, draft and saved item. */
export const MODIFICATION_DIALOG: ItemDialogRecord<ModificationDraft, Modification> = {
  name: 'modification',
  order: ['type', 'description'],
  questions: MODIFICATION_QUESTIONS,
  draftOf: modificationDraftOf,
  itemOf: modificationOf,
}
