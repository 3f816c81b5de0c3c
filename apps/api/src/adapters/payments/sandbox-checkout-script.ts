/**
 * The sandbox's stand-in for https://checkout.razorpay.com/v1/checkout.js: the
 * same `Razorpay` constructor (options, open(), on('payment.failed'), handler,
 * modal.ondismiss), showing a clearly labelled sandbox dialog. The API signs
 * the payment, as Razorpay's servers would; the browser holds no secret.
 */
export const sandboxCheckoutScript = `(function () {
  'use strict'
  function el(tag, style, text) {
    var node = document.createElement(tag)
    if (style) node.setAttribute('style', style)
    if (text) node.textContent = text
    return node
  }
  function post(path, body) {
    return fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
      .then(function (response) { return response.json().then(function (json) { if (!response.ok) throw json; return json }) })
  }
  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options)
    this.options = options || {}
    this.listeners = {}
  }
  Razorpay.prototype.on = function (event, callback) { this.listeners[event] = callback; return this }
  Razorpay.prototype.close = function () { if (this.overlay) { this.overlay.remove(); this.overlay = null } }
  Razorpay.prototype.open = function () {
    var self = this
    var options = self.options
    var amount = (Number(options.amount) || 0) / 100
    var overlay = el('div', 'position:fixed;inset:0;z-index:2147483647;background:rgba(15,23,42,.72);display:flex;align-items:center;justify-content:center;padding:16px;font-family:system-ui,sans-serif')
    overlay.setAttribute('role', 'dialog')
    overlay.setAttribute('aria-modal', 'true')
    overlay.setAttribute('aria-label', 'Sandbox payment')
    var box = el('div', 'background:#fff;color:#0f172a;border-radius:16px;max-width:380px;width:100%;padding:20px;box-shadow:0 20px 50px rgba(0,0,0,.4)')
    box.appendChild(el('p', 'margin:0 0 8px;display:inline-block;background:#fef3c7;color:#92400e;font-weight:700;font-size:12px;letter-spacing:.06em;padding:4px 8px;border-radius:999px', 'SANDBOX · NO MONEY MOVES'))
    box.appendChild(el('h2', 'margin:4px 0;font-size:20px', options.name || 'Payment'))
    box.appendChild(el('p', 'margin:0 0 12px;color:#475569', options.description || ''))
    box.appendChild(el('p', 'margin:0 0 16px;font-size:28px;font-weight:800', '₹' + amount.toLocaleString('en-IN')))
    var message = el('p', 'min-height:20px;margin:0 0 12px;color:#b91c1c;font-size:14px')
    message.setAttribute('role', 'alert')
    box.appendChild(message)
    var colour = (options.theme && options.theme.color) || '#1d4ed8'
    function button(label, style) {
      var b = el('button', 'display:block;width:100%;min-height:44px;margin-top:8px;border-radius:999px;font-size:16px;font-weight:700;cursor:pointer;' + style, label)
      b.type = 'button'
      box.appendChild(b)
      return b
    }
    var pay = button('Pay ₹' + amount.toLocaleString('en-IN') + ' (sandbox)', 'border:0;background:' + colour + ';color:#fff')
    var fail = button('Simulate a failed payment', 'border:1px solid #cbd5e1;background:#fff;color:#0f172a')
    var close = button('Close', 'border:0;background:transparent;color:#475569')
    function busy(on) { pay.disabled = fail.disabled = on; pay.style.opacity = on ? '.6' : '1' }
    pay.addEventListener('click', function () {
      busy(true)
      post('/v1/razorpay/sandbox/pay', { order_id: options.order_id })
        .then(function (response) { self.close(); if (typeof options.handler === 'function') options.handler(response) })
        .catch(function (error) { busy(false); message.textContent = (error && error.error && error.error.message) || 'Payment failed' })
    })
    fail.addEventListener('click', function () {
      busy(true)
      post('/v1/razorpay/sandbox/fail', { order_id: options.order_id })
        .then(function (response) {
          busy(false)
          message.textContent = response.error.description
          if (self.listeners['payment.failed']) self.listeners['payment.failed'](response)
        })
        .catch(function () { busy(false) })
    })
    close.addEventListener('click', function () {
      self.close()
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss()
    })
    overlay.appendChild(box)
    document.body.appendChild(overlay)
    self.overlay = overlay
    pay.focus()
  }
  window.Razorpay = Razorpay
})()
`
