import clsx from 'clsx'
import { type FocusEvent, type ReactNode, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { HiChevronLeft, HiChevronRight, HiPause, HiPlay } from 'react-icons/hi2'
import type { Swiper as SwiperInstance } from 'swiper'
import { A11y, Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import 'swiper/css'
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

// Swiper sets these widths itself once it starts; the same widths as classes keep the
// first paint (before it starts) from jumping. 1rem is the gap between slides.
const slideWidths = {
  1: 'w-full md:w-[calc((100%-2rem)/3)]',
  2: 'w-full sm:w-[calc((100%-1rem)/2)] md:w-[calc((100%-2rem)/3)]',
} as const

const gap = 16

/**
 * A looping carousel that moves on its own. It stands still for visitors who ask
 * for less motion, while the pointer is over it or focus is inside it, and when
 * paused with its button; the arrows move it by hand.
 */
export function Carousel<T>({ label, items, itemKey, renderItem, delayMs, smSlides = 1 }: CarouselProps<T>) {
  const { t } = useTranslation()
  const reducedMotion = useReducedMotion()
  const swiperRef = useRef<SwiperInstance | null>(null)
  const [paused, setPaused] = useState(false)
  const autoplay = !reducedMotion && items.length > 1
  // Loop needs twice the slides in view to move without gaps; fewer slides rewind to the start instead.
  const loop = items.length >= 6

  const pauseWhileFocused = () => swiperRef.current?.autoplay?.pause()
  const resumeOnBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return
    if (!paused) swiperRef.current?.autoplay?.resume()
  }
  const togglePaused = () => {
    const swiper = swiperRef.current
    if (!swiper) return
    if (paused) swiper.autoplay.start()
    else swiper.autoplay.stop()
    setPaused(!paused)
  }

  return (
    <section aria-roledescription="carousel" aria-label={label} onFocus={pauseWhileFocused} onBlur={resumeOnBlur}>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={(swiper) => {
          swiperRef.current = swiper
        }}
        slidesPerView={1}
        spaceBetween={gap}
        breakpoints={{ 640: { slidesPerView: smSlides }, 768: { slidesPerView: 3 } }}
        loop={loop}
        rewind={!loop}
        speed={reducedMotion ? 0 : 500}
        autoplay={autoplay ? { delay: delayMs, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        a11y={{
          prevSlideMessage: t('carousel.previous'),
          nextSlideMessage: t('carousel.next'),
          slideLabelMessage: t('carousel.slideLabel'),
        }}
        className="pb-1!"
      >
        {items.map((item) => (
          <SwiperSlide key={itemKey(item)} className={clsx('mr-4 h-auto!', slideWidths[smSlides])}>
            {renderItem(item)}
          </SwiperSlide>
        ))}
      </Swiper>
      {items.length > 1 && (
        <div className="mt-3 flex items-center justify-end gap-2">
          {autoplay && (
            <CarouselButton onClick={togglePaused} label={paused ? t('carousel.play') : t('carousel.pause')}>
              {paused ? <HiPlay aria-hidden className="h-5 w-5" /> : <HiPause aria-hidden className="h-5 w-5" />}
            </CarouselButton>
          )}
          <CarouselButton onClick={() => swiperRef.current?.slidePrev()} label={t('carousel.previous')}>
            <HiChevronLeft aria-hidden className="h-5 w-5" />
          </CarouselButton>
          <CarouselButton onClick={() => swiperRef.current?.slideNext()} label={t('carousel.next')}>
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
