import { Fragment } from 'react'

/**
 * An e-mail address that may wrap only after its "@" or before a dot, so each part stays whole and
 * readable on a narrow screen ("info@" / "tenis-sierranorte.example"); a single part longer than the
 * line is the only thing broken inside (the caller's `wrap-anywhere`, a last resort).
 */
export function EmailAddress({ address }: { address: string }) {
  const parts = address.split(/(?<=@)|(?=\.)/)
  return (
    <>
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one address have no identity beyond their order
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </>
  )
}
