import clsx from 'clsx'
import type { ComponentProps } from 'react'

/**
 * A part of a long page that usually starts below the first screen (the home and landing pages'
 * sections). Until it is laid out the browser skips it (`.below-fold`, index.css: content-visibility),
 * which on a phone keeps the first paint from laying out the whole page; its height is guessed
 * meanwhile. Once the page runs, the parts are laid out one at a time when the browser is idle,
 * while the visitor is still near the top: left to be laid out only as they neared the screen, a
 * guessed height corrected under the visitor's eyes moved the footer's links under a finger about
 * to tap them (a jump to the bottom of the home page on a phone moved them 108 px).
 */
export function BelowFoldSection({ className, ...props }: Omit<ComponentProps<'section'>, 'ref'>) {
  return <section {...props} ref={layOutWhenIdle} className={clsx('below-fold', className)} />
}

const waiting: HTMLElement[] = []
let scheduled = false

/**
 * Queues a part to be laid out in an idle moment (data-laid-out); also the box around the server's
 * drawing of a part not alive yet (components/deferred-part.tsx, index.css), so that it is laid out
 * as early as the others.
 */
export function layOutWhenIdle(section: HTMLElement | null) {
  if (!section) return
  waiting.push(section)
  scheduleNext()
}

// One part an idle period, so that each layout is a frame's work, not one long task for them all.
function scheduleNext() {
  if (scheduled || waiting.length === 0) return
  scheduled = true
  const run = () => {
    scheduled = false
    const section = waiting.shift()
    if (section?.isConnected) section.dataset.laidOut = ''
    scheduleNext()
  }
  if ('requestIdleCallback' in window) window.requestIdleCallback(run)
  else setTimeout(run, 50)
}
