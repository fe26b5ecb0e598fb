import { isRight } from 'fp-ts/lib/Either'
import { Modification } from '../../../domain/codecs'
import { maxLength, maxLengthMessage, requiredFor } from '../../../domain/validation'

/** The longest description a modification may have (the Text codec's bound). */
export const MODIFICATION_DESCRIPTION_MAX = 500

/** A modification while the rider fills in its dialog; nothing of it is in the store until Save. */
export interface ModificationDraft {
  readonly type: string | null
  /** As typed; '' when left empty. */
  readonly description: string
}

export type ModificationField = keyof ModificationDraft

/** The draft of a stored modification, or an empty one for a new modification. */
export const modificationDraftOf = (m?: Modification | null): ModificationDraft => ({
  type: m?.type ?? null,
  description: m?.description ?? '',
})

/**
 * The modification's problems: the type is required ('Please select the type of modification'); the
 * description is optional, at most 500 characters ('The question cannot exceed 500 characters.'). `{}` when
 * it can be saved.
 */
export const modificationErrors = (d: ModificationDraft): Partial<Record<ModificationField, string>> => {
  const errors: Partial<Record<ModificationField, string>> = {}
  const type = requiredFor('modification.type')(d.type)
  if (type !== null) errors.type = type
  // The rule counts characters; the codec counts UTF-16 units, which an emoji counts twice.
  const description =
    maxLength(MODIFICATION_DESCRIPTION_MAX)(d.description) ??
    (d.description.trim().length > MODIFICATION_DESCRIPTION_MAX ? maxLengthMessage(MODIFICATION_DESCRIPTION_MAX) : null)
  if (description !== null) errors.description = description
  return errors
}

/**
 * The modification a valid draft saves: the description trimmed, null when empty. Throws when the Modification
 * codec refuses it, which `modificationErrors` rules out.
 */
export const modificationOf = (d: ModificationDraft): Modification => {
  const description = d.description.trim()
  const decoded = Modification.decode({ type: d.type, description: description === '' ? null : description })
  if (!isRight(decoded)) throw new Error('modificationOf: the draft is not a valid modification; validate it with modificationErrors first')
  return decoded.right
}
