/**
 * The entry of a page the server rendered (decision 019). The page is already whole on screen; the app
 * only makes it interactive, so nothing of it is fetched before the page is painted: on a slow phone
 * connection the HTML, the stylesheet and the pictures on screen have the connection to themselves.
 * Once the first frame is painted, the links the server listed in the after-paint template (the app's
 * scripts, all at once rather than one import after another, and the page's texts) join the head and
 * load, and the entry starts. A page in a background tab paints nothing until shown: there it starts
 * at once. The server names the app's entry (index.html's script) in this script's data-entry.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry

function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') return start()
  // A frame callback runs before its frame is painted, so the second one runs once the first frame is
  // on screen; the task queued from it, after that.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
}

function start() {
  const later = document.getElementById('rally-after-paint')
  if (later instanceof HTMLTemplateElement) document.head.append(later.content)
  if (entry) void import(/* @vite-ignore */ entry)
}

afterFirstPaint(start)
