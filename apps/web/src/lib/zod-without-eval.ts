// zod, loaded later with the forms, first probes whether `new Function` works, to
// compile faster validators. Our Content-Security-Policy forbids eval, and Chrome
// reports the probe as a policy violation even though zod catches it. zod reads this
// global setting before probing; it must be set before zod is first imported.
;(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = { jitless: true }
