import type { WebRouteMatch } from '@rally/shared'
import { type ComponentProps, createContext, type ReactNode, useCallback, useContext, useLayoutEffect } from 'react'
import {
  Router as LocationRouter,
  useSearch,
  useLocation as useWouterLocation,
  useSearchParams as useWouterSearchParams,
  Link as WouterLink,
} from 'wouter'

/**
 * Rally's router (decision 028): the address bar kept by wouter (the history API, link clicks, the
 * server's address while rendering), and the page an address shows decided by the shared route table
 * (`matchWebRoute`), the same table the server's 200 and 404 come from. Pages read the address through
 * these hooks only.
 */

/** The address a server render or a test stands on; the browser's address bar when absent. */
export function AddressRouter({ location, children }: { location?: string; children?: ReactNode }) {
  return <LocationRouter ssrPath={location}>{children}</LocationRouter>
}

/** The route the address matched, for the page and the layout around it (`useParams`). */
export const RouteMatchProvider = createContext<WebRouteMatch | null>(null)

/** The parameters of the route the address matched (decoded), for the page and the layout around it. */
export function useParams(): Readonly<Record<string, string | undefined>> {
  return useContext(RouteMatchProvider)?.params ?? noParams
}
const noParams: Readonly<Record<string, string>> = {}

/**
 * A history entry the app made carries this mark (`useLocation().state?.rally`): a page can tell that
 * the one before it was Rally's (the not-found page's "Back" goes there), and a state passed on
 * navigation rides beside it.
 */
type EntryState = { rally: true; [key: string]: unknown }
const entryState = (state?: Record<string, unknown>): EntryState => ({ ...state, rally: true })

/** The address: path, query (with its "?"), fragment, and the state the navigation to it passed. */
export function useLocation() {
  const [pathname] = useWouterLocation()
  const search = useSearch()
  const browser = typeof window !== 'undefined'
  return {
    pathname,
    search: search ? `?${search}` : '',
    hash: browser ? window.location.hash : '',
    state: (browser ? window.history.state : null) as EntryState | null,
  }
}

type NavigateOptions = { replace?: boolean; state?: Record<string, unknown> }

/** Goes to a path of the site (`pathTo`), or back in history (-1). */
export function useNavigate() {
  const [, navigate] = useWouterLocation()
  return useCallback(
    (to: string | -1, options: NavigateOptions = {}) => {
      if (to === -1) return window.history.back()
      navigate(to, { replace: options.replace, state: entryState(options.state) })
    },
    [navigate],
  )
}

/** The query as URLSearchParams, and a setter that puts a new query in the address (`replace`: no new entry). */
export function useSearchParams() {
  const [params, set] = useWouterSearchParams()
  const setParams = useCallback(
    (next: Parameters<typeof set>[0], options: { replace?: boolean } = {}) =>
      set(next, { replace: options.replace, state: entryState() }),
    [set],
  )
  return [params, setParams] as const
}

type LinkProps = Omit<ComponentProps<'a'>, 'href'> & {
  /** A path of the site, built with `pathTo`. */
  to: string
  replace?: boolean
  state?: Record<string, unknown>
}

/** A link within the site: followed without reloading the page (a modified click opens it as the browser would). */
export function Link({ to, state, ...props }: LinkProps) {
  return <WouterLink to={to} state={entryState(state)} {...props} />
}

type NavLinkProps = Omit<LinkProps, 'className'> & {
  /** Active on this path only, not on the paths below it. */
  end?: boolean
  className?: string | ((link: { isActive: boolean }) => string)
}

/** A navigation link that knows whether the page shown is its own (or below it): aria-current="page". */
export function NavLink({ to, end = false, className, ...props }: NavLinkProps) {
  const { pathname } = useLocation()
  const target = to.split(/[?#]/)[0] ?? to
  // As React Router decided: the home page's link is active on the home page only, another link on the
  // pages below its path too.
  const isActive =
    pathname === target || (!end && pathname.startsWith(target) && pathname.charAt(target.length) === '/')
  return (
    <Link
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={typeof className === 'function' ? className({ isActive }) : className}
      {...props}
    />
  )
}

/** Moves to another address as soon as it renders (in the browser; the server shows nothing). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useLayoutEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}
