import { lazy, StrictMode, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, createContext, useContext } from 'react'
import { createPortal } from 'react-dom'
import { hydrateRoot } from 'react-dom/client'
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes, useLocation, useNavigate, useSearchParams } from 'react-router-dom'
import { applyMiddleware, compose, legacy_createStore as createStore, type Action } from 'redux'
import createSagaMiddleware from 'redux-saga'
import { actionChannel, all, call, fork, getContext, put, select, take, takeEvery, takeLatest } from 'redux-saga/effects'
import { createSelector } from 'reselect'
import { freeze, produce, setAutoFreeze } from 'immer'
import * as t from 'io-ts'
import { chainW, isLeft, map } from 'fp-ts/lib/Either'

/*
 * The library floor of the first load (bench/library-floor.ts): a page that uses, once each, the parts of the
 * design card's libraries that the app's first load uses (hydration, lazy routes, the declarative router and
 * its hooks, a store with saga middleware and the effects the form's flows take, a memoised selector, an
 * Immer reducer, io-ts codecs of the kinds the app's codecs are made of, Either). Built by Parcel as the app
 * is, it weighs what no split of our own code can take off `/get-a-quote`.
 */
const Codec = t.type({
  tag: t.union([t.literal('a'), t.string]),
  list: t.array(t.number),
  positive: t.refinement(t.number, (n) => n > 0, 'Positive'),
  key: t.keyof({ q: null }),
  both: t.intersection([t.type({ on: t.boolean }), t.partial({ none: t.null })]),
})

const Depth = createContext(0)
const selectNext = createSelector([(n: number) => n], (n) => n + 1)
const subscribe = () => () => undefined

const Page = () => {
  const [count, setCount] = useState(0)
  const ref = useRef<HTMLDivElement>(null)
  const id = useId()
  const location = useLocation()
  const navigate = useNavigate()
  const [query] = useSearchParams()
  const depth = useContext(Depth)
  const external = useSyncExternalStore(subscribe, () => 1)
  useEffect(() => void navigate(`/${count}`), [count, navigate])
  const bump = useCallback(() => setCount((n) => n + 1), [])
  const next = useMemo(() => selectNext(count), [count])
  return (
    <div ref={ref} id={id}>
      {location.pathname} {query.get('uuid')} {depth} {next} {external}
      <Link to="/help">Help</Link>
      <button type="button" onClick={bump}>
        Continue
      </button>
      <Outlet />
      {createPortal(<i />, document.body)}
    </div>
  )
}

const Later = lazy(() => import('./later'))

function* flows(): Generator {
  const commands: unknown = yield actionChannel('form/OpenForm')
  yield take(commands as never)
  yield all([
    fork(function* () {
      yield call(() => Promise.resolve(1))
    }),
    takeLatest('form/SubmitStep', function* () {
      yield put({ type: 'journey/StepSubmitted' })
    }),
    takeEvery('form/GoToStep', function* () {
      yield select((s: unknown) => s)
    }),
  ])
  yield getContext('deps')
}

setAutoFreeze(false)
const reducer = (state = { step: 1 }, action: Action) =>
  produce(state, (d) => {
    if (action.type === 'journey/StepSubmitted') d.step += 1
  })
const sagas = createSagaMiddleware({ context: { deps: {} } })
const store = createStore(reducer, compose(applyMiddleware(sagas)))
sagas.run(flows)

const decoded = Codec.decode(JSON.parse(document.body.dataset['seed'] ?? '{}'))
if (isLeft(chainW(() => map((x) => x)(decoded))(decoded))) freeze(store.getState())

const root = document.getElementById('root')
if (root !== null)
  hydrateRoot(
    root,
    <StrictMode>
      <Depth.Provider value={1}>
        <BrowserRouter>
          <Suspense>
            <Routes>
              <Route element={<Page />}>
                <Route path="/" element={<Navigate to="/get-a-quote" replace />} />
                <Route path="*" element={<Later />} />
              </Route>
            </Routes>
          </Suspense>
        </BrowserRouter>
      </Depth.Provider>
    </StrictMode>,
  )
