export function freePort(): Promise<number>
export function waitUntilHealthy(
  url: string,
  options?: { timeoutMs?: number; intervalMs?: number; exitCode?: () => number | null },
): Promise<void>
