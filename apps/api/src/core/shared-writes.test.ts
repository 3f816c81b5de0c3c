import { describe, expect, it } from 'vitest'
import { sharedWrites } from './shared-writes.ts'

class Refused extends Error {}
class Lost extends Error {}
const refused = (error: unknown) => error instanceof Refused

/** A writer whose statements finish when the test says: each call's items, and a way to answer it. */
function heldWriter(fails: (item: number) => boolean = () => false, Failure: new (message: string) => Error = Refused) {
  const calls: { items: number[]; finish(): void }[] = []
  const write = (items: number[]) =>
    new Promise<string[]>((resolve, reject) => {
      calls.push({
        items,
        finish: () =>
          items.some(fails) ? reject(new Failure(`failed ${items.join(',')}`)) : resolve(items.map((n) => `row ${n}`)),
      })
    })
  return { calls, write }
}

const settle = () => new Promise((resolve) => setImmediate(resolve))

describe('writes that arrive together share one statement (decision 083)', () => {
  it('sends a lone write at once, by itself', async () => {
    const writer = heldWriter()
    const writes = sharedWrites({ write: writer.write, refused })
    const answer = writes.write(1)
    expect(writer.calls.map((call) => call.items)).toEqual([[1]])
    writer.calls[0]?.finish()
    await expect(answer).resolves.toBe('row 1')
  })

  it('sends the writes that wait for a running statement together, each answered with its own row', async () => {
    const writer = heldWriter()
    const writes = sharedWrites({ write: writer.write, refused, inFlight: 1 })
    const answers = [1, 2, 3, 4].map((n) => writes.write(n))
    expect(writer.calls.map((call) => call.items)).toEqual([[1]])
    writer.calls[0]?.finish()
    await settle()
    expect(writer.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]])
    writer.calls[1]?.finish()
    await expect(Promise.all(answers)).resolves.toEqual(['row 1', 'row 2', 'row 3', 'row 4'])
  })

  it('keeps `inFlight` statements running and at most `most` writes in one', async () => {
    const writer = heldWriter()
    const writes = sharedWrites({ write: writer.write, refused, inFlight: 2, most: 2 })
    const answers = [1, 2, 3, 4, 5, 6].map((n) => writes.write(n))
    expect(writer.calls.map((call) => call.items)).toEqual([[1], [2]])
    writer.calls[0]?.finish()
    await settle()
    expect(writer.calls.map((call) => call.items)).toEqual([[1], [2], [3, 4]])
    writer.calls[1]?.finish()
    await settle()
    writer.calls[2]?.finish()
    writer.calls[3]?.finish()
    await settle()
    expect(writer.calls.map((call) => call.items)).toEqual([[1], [2], [3, 4], [5, 6]])
    await expect(Promise.all(answers)).resolves.toHaveLength(6)
  })

  it('sends each write of a refused statement again alone: only the write that breaks the rule fails', async () => {
    const writer = heldWriter((item) => item === 3)
    const writes = sharedWrites({ write: writer.write, refused, inFlight: 1 })
    const answers = [1, 2, 3, 4].map((n) => writes.write(n).catch((error: Error) => error.message))
    writer.calls[0]?.finish()
    await settle()
    writer.calls[1]?.finish()
    await settle()
    expect(writer.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4], [2], [3], [4]])
    for (const call of writer.calls.slice(2)) call.finish()
    await expect(Promise.all(answers)).resolves.toEqual(['row 1', 'row 2', 'failed 3', 'row 4'])
  })

  it('sends nothing twice when a shared statement fails otherwise (it may have been kept): each write fails', async () => {
    const writer = heldWriter((item) => item === 3, Lost)
    const writes = sharedWrites({ write: writer.write, refused, inFlight: 1 })
    const answers = [1, 2, 3, 4].map((n) => writes.write(n).catch((error: Error) => error.message))
    writer.calls[0]?.finish()
    await settle()
    writer.calls[1]?.finish()
    await settle()
    expect(writer.calls.map((call) => call.items)).toEqual([[1], [2, 3, 4]])
    await expect(Promise.all(answers)).resolves.toEqual(['row 1', 'failed 2,3,4', 'failed 2,3,4', 'failed 2,3,4'])
  })
})
