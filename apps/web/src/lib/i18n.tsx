import { defaultLanguage, type LanguageCode } from '@rally/shared'
import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  use,
  useSyncExternalStore,
} from 'react'
import {
  createTranslator,
  parseTags,
  type TaggedPart,
  type Texts,
  type Translate,
  type TranslateOptions,
} from './translator.ts'

/**
 * The interface language and its texts, as components read them (`useTranslation`). The browser has
 * one (lib/i18n-client.ts) that changes language when asked; the server renderer one per language.
 */
export type I18n = {
  readonly language: LanguageCode
  readonly t: Translate
  /** The current language's texts themselves (a table of messages, read whole). */
  readonly texts: Texts
  changeLanguage(language: LanguageCode): Promise<void>
  subscribe(listener: () => void): () => void
}

/** Before any texts are given (a component rendered alone in a test): keys, or their default values. */
const keysOnly: I18n = {
  language: defaultLanguage,
  t: createTranslator(defaultLanguage, {}),
  texts: {},
  changeLanguage: async () => {},
  subscribe: () => () => {},
}

const I18nContext = createContext<I18n>(keysOnly)

export function I18nProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <I18nContext value={i18n}>{children}</I18nContext>
}

/** The texts in the current language; the component renders again when the language changes. */
export function useTranslation(): { t: Translate; i18n: I18n } {
  const i18n = use(I18nContext)
  useSyncExternalStore(
    i18n.subscribe,
    () => i18n.language,
    () => i18n.language,
  )
  return { t: i18n.t, i18n }
}

/**
 * A text with links or emphasis inside: each `<name>…</name>` of the text becomes the element given
 * for `name`, with the tag's words inside it (`<Trans i18nKey="auth.legal" components={{ terms: <Link/> }} />`).
 */
export function Trans({
  i18nKey,
  components,
  values,
}: {
  i18nKey: string
  components: Record<string, ReactElement>
  values?: TranslateOptions
}) {
  const { t } = useTranslation()
  return <>{renderParts(parseTags(t(i18nKey, values)), components)}</>
}

function renderParts(parts: TaggedPart[], components: Record<string, ReactElement>, prefix = ''): ReactNode[] {
  return parts.map((part, index) => {
    if (typeof part === 'string') return part
    const element = components[part.tag]
    const children = renderParts(part.children, components, `${prefix}${index}.`)
    if (!isValidElement(element)) return children
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, never reordered
    return cloneElement(element, { key: `${prefix}${index}` }, ...(children.length > 0 ? children : []))
  })
}
