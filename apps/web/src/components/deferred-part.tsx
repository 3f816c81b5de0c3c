import { type ComponentType, lazy, memo, type RefObject, Suspense, useEffect, useRef } from 'react'
import { layOutWhenIdle } from './below-fold-section.tsx'

/** How far below the screen a part starts loading: about a phone's screen ahead of the visitor. */
const aheadOfScreen = '800px 0px'

/**
 * A part of a long page far below the first screen (the home page's academies, testimonials, press and
 * team; a sport page's academies and testimonials; a profile's reviews) whose code the first page does
 * not load (decision 028). The server renders it whole, so the visitor and crawlers read it at once; in the browser its
 * code loads when it nears the screen, and React brings it to life then (a Suspense boundary left as
 * the server drew it, hydrated once its code arrives). A page the browser draws itself, after a move
 * within the site, loads it at once.
 *
 * The part reads its own data (queries the server's render filled) and takes only values that stay the
 * same (a sport): new props before it is hydrated would make React draw it afresh in the browser.
 */
export function deferredPart<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  let release = () => {}
  const released = import.meta.env.SSR
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        release = resolve
      })
  const Part = lazy(async () => {
    await released
    return { default: await load() }
  })

  // biome-ignore lint/correctness/noComponentHookFactories: made once per part at the top of a page module, as React.lazy is
  return memo(function DeferredPart(props: Props) {
    const box = useRef<HTMLDivElement>(null)
    useEffect(() => {
      const element = box.current
      // Empty: the browser draws this page itself (nothing of the server's is here to show meanwhile).
      if (!element || element.childElementCount === 0 || !('IntersectionObserver' in window)) return release()
      // The server's drawing is laid out when the browser is idle, as the page's other parts are: marked
      // on this box (index.css), since React finds the drawing's own attributes as the server sent them.
      layOutWhenIdle(element)
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          release()
        },
        { rootMargin: aheadOfScreen },
      )
      observer.observe(element)
      return () => observer.disconnect()
    }, [])
    return (
      <div ref={box} data-deferred-part="">
        <Suspense fallback={null}>
          <Part {...props} />
          <PartLiveMark box={box} />
        </Suspense>
      </div>
    )
  })
}

/** Marks the part live (data-live) once React has brought it to life: browser tests wait for it. */
function PartLiveMark({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    if (box.current) box.current.dataset.live = ''
  }, [box])
  return null
}
