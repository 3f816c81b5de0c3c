import clsx from 'clsx'
import { type FocusEvent, type ReactNode, useCallback, useEffect, useRef, useState } from 'react'
import { HiChevronLeft, HiChevronRight, HiPause, HiPlay } from 'react-icons/hi2'
import { useTranslation } from '../lib/i18n.tsx'
import { useReducedMotion } from '../lib/reduced-motion.ts'

type CarouselProps<T> = {
  /** What the carousel holds ("Sparring partners"), for screen readers. */
  label: string
  items: readonly T[]
  itemKey: (item: T) => string
  renderItem: (item: T) => ReactNode
  /** Milliseconds each position stays before the next. */
  delayMs: number
  /** Slides in view from sm (640 px): 1 below sm, 3 from md (768 px) up. */
  smSlides?: 1 | 2
}

// Slides in view: one on a phone, smSlides from sm, three from md. 1rem is the gap between slides.
const slideWidths = {
  1: 'w-full md:w-[calc((100%-2rem)/3)]',
  2: 'w-full sm:w-[calc((100%-1rem)/2)] md:w-[calc((100%-2rem)/3)]',
} as const

/** Where a track stands: the slide at its start edge, and whether it is at either end. */
function positionOf(track: HTMLElement) {
  const slides = [...track.children] as HTMLElement[]
  const left = track.scrollLeft
  let index = 0
  for (const [at, slide] of slides.entries()) {
    if (Math.abs(slide.offsetLeft - left) < Math.abs((slides[index]?.offsetLeft ?? 0) - left)) index = at
  }
  return {
    slides,
    index,
    atStart: left <= 1,
    atEnd: left + track.clientWidth >= track.scrollWidth - 1,
  }
}

/**
 * A row of slides that snaps into place, moved by swiping, the arrow keys (native
 * scrolling: no carousel library), the previous and next buttons, and on its own every
 * delayMs; tabbing to a card scrolls it into view. It stands still for visitors
 * who ask for less motion, while the pointer is over it or focus is inside it, and
 * when paused with its button. Past the last slide it rewinds to the first.
 *
 * The markup depends on the props alone, so the server and the first client render
 * agree; the motion setting, the timer and the scroll position are read in effects
 * and handlers.
 */
export function Carousel<T>({ label, items, itemKey, renderItem, delayMs, smSlides = 1 }: CarouselProps<T>) {
  const { t } = useTranslation()
  const reducedMotion = useReducedMotion()
  const trackRef = useRef<HTMLDivElement | null>(null)
  const [paused, setPaused] = useState(false)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const canMove = items.length > 1
  const autoplay = !reducedMotion && canMove

  const step = useCallback(
    (direction: 1 | -1) => {
      const track = trackRef.current
      if (!track) return
      const { slides, index, atStart, atEnd } = positionOf(track)
      let left: number
      if (direction === 1) left = atEnd ? 0 : (slides[index + 1]?.offsetLeft ?? 0)
      else left = atStart ? track.scrollWidth : (slides[index - 1]?.offsetLeft ?? 0)
      track.scrollTo({ left, behavior: reducedMotion ? 'auto' : 'smooth' })
    },
    [reducedMotion],
  )

  // A move cut short (the phone's address bar folding away, the window resized while it
  // slides) can leave the track between two slides, where scroll snapping no longer
  // reaches: once scrolling ends, stand on the nearest slide.
  useEffect(() => {
    const track = trackRef.current
    if (!track) return
    const standOnASlide = () => {
      const { slides, index, atEnd } = positionOf(track)
      const left = slides[index]?.offsetLeft ?? 0
      if (!atEnd && Math.abs(track.scrollLeft - left) > 1) track.scrollTo({ left, behavior: 'auto' })
    }
    const observer = new ResizeObserver(standOnASlide)
    observer.observe(track)
    track.addEventListener('scrollend', standOnASlide)
    return () => {
      observer.disconnect()
      track.removeEventListener('scrollend', standOnASlide)
    }
  }, [])

  const moving = autoplay && !paused && !hovered && !focused
  useEffect(() => {
    if (!moving) return
    const timer = window.setInterval(() => step(1), delayMs)
    return () => window.clearInterval(timer)
  }, [moving, delayMs, step])

  const onFocus = () => setFocused(true)
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      onFocus={onFocus}
      onBlur={onBlur}
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
    >
      <div
        ref={trackRef}
        // A moving carousel would read out every slide it passes; a still one announces where it went.
        aria-live={moving ? 'off' : 'polite'}
        className="relative flex snap-x snap-mandatory gap-4 overflow-x-auto overscroll-x-contain pb-1 [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        {items.map((item, index) => (
          // biome-ignore lint/a11y/useSemanticElements: a slide is a group of its own (the WAI-ARIA carousel pattern), not a form's fieldset
          <div
            key={itemKey(item)}
            role="group"
            aria-roledescription="slide"
            aria-label={t('carousel.slideLabel', { index: index + 1, slidesLength: items.length })}
            className={clsx('shrink-0 snap-start', slideWidths[smSlides])}
          >
            {renderItem(item)}
          </div>
        ))}
      </div>
      {canMove && (
        <div className="mt-3 flex items-center justify-end gap-2">
          {autoplay && (
            <CarouselButton
              onClick={() => setPaused(!paused)}
              label={paused ? t('carousel.play') : t('carousel.pause')}
            >
              {paused ? <HiPlay aria-hidden className="h-5 w-5" /> : <HiPause aria-hidden className="h-5 w-5" />}
            </CarouselButton>
          )}
          <CarouselButton onClick={() => step(-1)} label={t('carousel.previous')}>
            <HiChevronLeft aria-hidden className="h-5 w-5" />
          </CarouselButton>
          <CarouselButton onClick={() => step(1)} label={t('carousel.next')}>
            <HiChevronRight aria-hidden className="h-5 w-5" />
          </CarouselButton>
        </div>
      )}
    </section>
  )
}

function CarouselButton({ onClick, label, children }: { onClick: () => void; label: string; children: ReactNode }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="flex h-11 w-11 items-center justify-center rounded-full border border-line bg-surface-raised text-ink hover:border-accent hover:text-accent"
    >
      {children}
    </button>
  )
}

/** Card-sized placeholders in the carousel's own layout while its items load. */
export function CarouselSkeleton({ smSlides = 1, renderItem }: { smSlides?: 1 | 2; renderItem: () => ReactNode }) {
  return (
    <div aria-hidden className="flex gap-4 overflow-hidden pb-1">
      {[0, 1, 2].map((index) => (
        <div key={index} className={clsx('shrink-0', slideWidths[smSlides])}>
          {renderItem()}
        </div>
      ))}
    </div>
  )
}
