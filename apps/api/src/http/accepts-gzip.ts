/** Whether a request's Accept-Encoding takes gzip (q=0 means "not this one"; `*` takes any). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  return String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .some(
      ([name, quality]) =>
        ['gzip', '*'].includes(name?.trim().toLowerCase() ?? '') && !/^\s*q=0(\.0*)?\s*$/.test(quality ?? ''),
    )
}
