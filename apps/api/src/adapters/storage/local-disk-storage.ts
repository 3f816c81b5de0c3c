import { randomBytes } from 'node:crypto'
import { mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { assertStorageKey, isStorageKey, type ObjectMetadata, type Storage } from './storage.ts'

type Sidecar = { contentType: string } & ObjectMetadata

/**
 * Files in a folder on this machine (the embedded default: DATA_DIR/uploads).
 * Each object is its bytes plus a small JSON sidecar with its content type,
 * both written to a temporary file and renamed into place, so a reader never
 * sees half a file. Valid keys contain exactly one dot, so a sidecar's name
 * (`<key>.meta.json`) can never be another object's key.
 */
export function createLocalDiskStorage({ dir }: { dir: string }): Storage {
  const root = path.resolve(dir)

  function pathsOf(key: string) {
    assertStorageKey(key)
    const file = path.join(root, key)
    return { file, sidecar: `${file}.meta.json` }
  }

  return {
    async put(key, body, contentType, metadata = {}) {
      const { file, sidecar } = pathsOf(key)
      await mkdir(path.dirname(file), { recursive: true })
      // The sidecar lands first: once the bytes are visible, their type is too.
      await writeAtomically(sidecar, Buffer.from(JSON.stringify({ ...metadata, contentType } satisfies Sidecar)))
      await writeAtomically(file, body)
    },

    async get(key) {
      const { file, sidecar } = pathsOf(key)
      const meta = await readSidecar(sidecar)
      if (!meta) return undefined
      let handle: Awaited<ReturnType<typeof open>>
      try {
        handle = await open(file, 'r')
      } catch (error) {
        if (isNotFound(error)) return undefined
        throw error
      }
      try {
        const { size } = await handle.stat()
        const { contentType, ...metadata } = meta
        // The stream owns the handle and closes it when it ends or is destroyed.
        return { body: handle.createReadStream(), contentType, size, metadata }
      } catch (error) {
        await handle.close()
        throw error
      }
    },

    async delete(key) {
      const { file, sidecar } = pathsOf(key)
      await rm(file, { force: true })
      await rm(sidecar, { force: true })
    },

    async *list(prefix) {
      let names: string[]
      try {
        names = await readdir(root, { recursive: true })
      } catch (error) {
        if (isNotFound(error)) return
        throw error
      }
      for (const name of names) {
        const key = name.split(path.sep).join('/')
        // Sidecars and half-written temporary files have more than one dot: never a key.
        if (!key.startsWith(prefix) || !isStorageKey(key)) continue
        try {
          yield { key, lastModified: (await stat(path.join(root, name))).mtime }
        } catch (error) {
          if (!isNotFound(error)) throw error
        }
      }
    },
  }
}

async function writeAtomically(target: string, data: Buffer) {
  const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`
  const handle = await open(temporary, 'wx')
  try {
    await handle.writeFile(data)
    // Flushed before the rename, so a crash cannot leave an empty file under the final name.
    await handle.datasync()
  } catch (error) {
    await handle.close()
    await rm(temporary, { force: true })
    throw error
  }
  await handle.close()
  try {
    await rename(temporary, target)
  } catch (error) {
    await rm(temporary, { force: true })
    throw error
  }
}

async function readSidecar(sidecar: string): Promise<Sidecar | undefined> {
  try {
    const parsed: unknown = JSON.parse(await readFile(sidecar, 'utf8'))
    if (typeof parsed !== 'object' || parsed === null) return undefined
    const { contentType, fileName, uploadedBy } = parsed as Record<string, unknown>
    if (typeof contentType !== 'string') return undefined
    return {
      contentType,
      ...(typeof fileName === 'string' && { fileName }),
      ...(typeof uploadedBy === 'string' && { uploadedBy }),
    }
  } catch (error) {
    if (isNotFound(error)) return undefined
    throw error
  }
}

function isNotFound(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | undefined)?.code === 'ENOENT'
}
