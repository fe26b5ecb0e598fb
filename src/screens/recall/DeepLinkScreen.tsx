import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router-dom'
import { useDispatch } from '../../app/store-context'
import { useToday } from '../../app/today'
import { command } from '../../domain/commands'
import { formatUkDate, isIsoDate } from '../../domain/formats'
import { ROUTES } from '../../domain/routes'
import { judgeRecall } from './RecallScreen'

/**
 * DeepLink (`/quote/deeplink?reference=&postcode=&dob=`, 001 §2): no visible page of its own. Valid details
 * recall the quote at once (the page's request goes with it) and land on the price page as a recall does; a bad
 * or missing one shows Retrieve a Quote with what was given filled in.
 */
export const DeepLinkScreen = () => {
  const [params] = useSearchParams()
  const dispatch = useDispatch()
  const navigate = useNavigate()
  const today = useToday()
  const done = useRef(false)
  useEffect(() => {
    if (done.current) return
    done.current = true
    const dob = params.get('dob') ?? ''
    const given = { reference: params.get('reference') ?? '', postcode: params.get('postcode') ?? '', dob: isIsoDate(dob) ? formatUkDate(dob) : dob }
    const j = judgeRecall(given, today)
    if (j.ok) dispatch(command('quote/Recall', { ...j.payload, via: 'deeplink' }))
    else void navigate(`${ROUTES.Recall}?${new URLSearchParams({ reference: given.reference, postcode: given.postcode, dob }).toString()}`, { replace: true })
  }, [params, dispatch, navigate, today])
  return (
    <p role="status" className="visually-hidden">
      Retrieving your quote…
    </p>
  )
}
