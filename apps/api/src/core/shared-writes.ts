/**
 * Writes that arrive together share one statement (decision 083): group commit without a timer. A write is
 * sent at once while fewer than `inFlight` statements of its kind are running; otherwise it waits for the
 * first of them to finish and goes with every write that waited meanwhile, `most` at most, in one statement.
 * One writer alone waits for nothing; under load the statements, commits and round trips per write fall.
 *
 * `write(items)` answers one result per item, in their order, or fails as a whole (one statement is atomic).
 * When a shared statement is refused (`refused(error)`: the database answered that it wrote nothing, such as a
 * rule one write breaks, one open request per booker), each of its writes is sent again alone, so each gets its
 * own answer and the others are kept. Any other failure (a connection lost, when the statement may have been
 * kept) is every write's answer, as it would be for a write sent alone: none is sent twice.
 */
export function sharedWrites<Item, Result>({
  write,
  refused,
  inFlight = 2,
  most = 32,
}: {
  write(items: Item[]): Promise<Result[]>
  refused(error: unknown): boolean
  inFlight?: number
  most?: number
}) {
  type Waiting = { item: Item; resolve(result: Result): void; reject(error: unknown): void }
  const waiting: Waiting[] = []
  let running = 0

  async function send(batch: Waiting[]) {
    running += 1
    try {
      const results = await write(batch.map((entry) => entry.item))
      for (const [index, entry] of batch.entries()) entry.resolve(results[index] as Result)
    } catch (error) {
      if (batch.length > 1 && refused(error)) await Promise.all(batch.map((entry) => send([entry])))
      else for (const entry of batch) entry.reject(error)
    } finally {
      running -= 1
    }
    if (waiting.length > 0 && running < inFlight) void send(waiting.splice(0, most))
  }

  return {
    write(item: Item): Promise<Result> {
      return new Promise<Result>((resolve, reject) => {
        waiting.push({ item, resolve, reject })
        if (running < inFlight) void send(waiting.splice(0, most))
      })
    },
  }
}
