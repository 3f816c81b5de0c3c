/**
 * The entry of a page the server rendered (decision 019). The page is already whole on screen; the app
 * only makes it interactive. Its code downloads meanwhile (modulepreload links), and runs once the
 * browser has painted the page, so evaluating and hydrating it never holds back the first paint. A page
 * in a background tab paints nothing until shown: there it starts at once.
 * The server names the app's entry (index.html's script) in this script's data-entry attribute.
 */
const entry = document.querySelector<HTMLScriptElement>('script[data-entry]')?.dataset.entry

function afterFirstPaint(start: () => void) {
  if (document.visibilityState === 'hidden') return start()
  // A frame callback runs before its frame is painted, so the second one runs once the first frame is
  // on screen; the task queued from it, after that.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, 0)))
}

if (entry) afterFirstPaint(() => void import(/* @vite-ignore */ entry))
