/**
 * Writes that arrive together share one statement (decision 083): group commit without a timer. A write is
 * sent at once while fewer than `inFlight` statements of its kind are running; otherwise it waits for the
 * first of them to finish and goes with every write that waited meanwhile, `most` at most, in one statement.
 * One writer alone waits for nothing; under load the statements, commits and round trips per write fall.
 *
 * `write(items)` answers one result per item, in their order, or fails as a whole (one statement is atomic).
 * When a shared statement fails, each of its writes is sent again alone, so each gets its own answer: a write
 * that breaks a rule (one open request per booker) fails by itself and the others are kept.
 */
export function sharedWrites<Item, Result>({
  write,
  inFlight = 2,
  most = 32,
}: {
  write(items: Item[]): Promise<Result[]>
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
      if (batch.length === 1) (batch[0] as Waiting).reject(error)
      else await Promise.all(batch.map((entry) => send([entry])))
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
