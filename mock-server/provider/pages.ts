/** The mock provider page (shown in the payment iframe) and the third-party scripts the spec loads. */

const escapeHtml = (s: string): string =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

export const paymentPage = (id: string, amount: number): string => `<!doctype html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Secure card payment</title>
<link rel="stylesheet" href="/mock-provider/pay.css">
</head>
<body>
<main>
<h1>Pay £${amount.toFixed(2)} by card</h1>
<p class="note">Mock card provider. Test cards: 4242 4242 4242 4242 is accepted; 4000 0000 0000 0002 is refused.</p>
<form id="card-form" data-payment="${escapeHtml(id)}" novalidate>
<div id="error-summary" role="alert" tabindex="-1" hidden></div>
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" required>
<label for="card_number">Card number</label>
<input id="card_number" name="card_number" inputmode="numeric" autocomplete="cc-number" maxlength="23" required>
<label for="expiry">Expiry date (MM/YY)</label>
<input id="expiry" name="expiry" inputmode="numeric" autocomplete="cc-exp" maxlength="5" placeholder="MM/YY" required>
<label for="cvc">Security code</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" maxlength="4" required>
<button type="submit">Pay £${amount.toFixed(2)}</button>
</form>
</main>
<script src="/mock-provider/pay.js"></script>
</body>
</html>
`

export const PAYMENT_CSS = `body{font-family:system-ui,Arial,sans-serif;margin:0;padding:1rem;color:#0b0c0c}
label{display:block;margin-top:.75rem;font-weight:600}input{font-size:1rem;padding:.4rem;width:100%;max-width:20rem;border:2px solid #0b0c0c}
button{margin-top:1rem;font-size:1rem;padding:.5rem 1rem;background:#00703c;color:#fff;border:0}
.note{color:#505a5f;font-size:.875rem}#error-summary{border:4px solid #d4351c;padding:.5rem;margin-bottom:1rem}
:focus-visible{outline:3px solid #ffdd00}
`

export const PAYMENT_JS = `(function () {
  var form = document.getElementById('card-form');
  var summary = document.getElementById('error-summary');
  var cookie = (document.cookie.split('; ').find(function (c) { return c.indexOf('XSRF-TOKEN=') === 0; }) || '').split('=')[1] || '';
  var pay = form.querySelector('button[type="submit"]');
  form.addEventListener('submit', function (e) {
    e.preventDefault();
    // One payment at a time: a second click while the first is being taken sends nothing.
    if (pay.disabled) return;
    pay.disabled = true;
    var body = { name: form.name.value, card_number: form.card_number.value, expiry: form.expiry.value, cvc: form.cvc.value };
    fetch('/mock-provider/pay/' + encodeURIComponent(form.getAttribute('data-payment')), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'XMLHttpRequest', 'X-XSRF-TOKEN': decodeURIComponent(cookie) },
      body: JSON.stringify(body)
    }).then(function (r) { return r.json(); }).then(function (answer) {
      // Leaving the page (paid, refused, or a fresh page for a new price): the button stays disabled.
      if (answer.redirect) { (window.top || window).location.href = answer.redirect; return; }
      if (answer.code === 'price_changed' && window.parent !== window) {
        // Embedded: the app opens the fresh page itself, so the amount it shows is the amount charged.
        window.parent.postMessage({ type: 'payment.price_changed', message: answer.message }, window.location.origin);
        return;
      }
      if (answer.payment_url) { window.location.href = answer.payment_url; return; }
      pay.disabled = false;
      showErrors(answer.errors || [{ field: 'card_number', message: answer.message || 'The payment could not be taken.' }]);
    }).catch(function () {
      pay.disabled = false;
      showErrors([{ field: 'card_number', message: 'The payment could not be taken. Please try again.' }]);
    });
  });
  function showErrors(errors) {
      summary.hidden = false;
      summary.innerHTML = '';
      var h = document.createElement('h2'); h.textContent = 'There is a problem'; summary.appendChild(h);
      var ul = document.createElement('ul');
      errors.forEach(function (err) {
        var li = document.createElement('li'); var a = document.createElement('a');
        a.href = '#' + err.field; a.textContent = err.message; li.appendChild(a); ul.appendChild(li);
        var input = document.getElementById(err.field); if (input) input.setAttribute('aria-invalid', 'true');
      });
      summary.appendChild(ul);
      summary.focus();
  }
})();
`

/** The bot check's script: grecaptcha.ready / execute give a token the mock /api/recaptcha accepts. */
export const RECAPTCHA_JS = `(function () {
  var counter = 0;
  window.grecaptcha = {
    ready: function (cb) { setTimeout(cb, 0); },
    execute: function (_key, opts) {
      counter += 1;
      var action = (opts && opts.action) || 'unknown';
      return Promise.resolve('ok.' + action + '.' + Date.now().toString(36) + '.' + counter);
    }
  };
})();
`

/** The device-fingerprint script: IGLOO becomes ready after a short while and gives a blackbox. */
export const FINGERPRINT_JS = `(function () {
  window.IGLOO = window.IGLOO || {};
  setTimeout(function () {
    var data = [navigator.userAgent, navigator.language, screen.width + 'x' + screen.height, new Date().getTimezoneOffset()].join('|');
    var hash = 0; for (var i = 0; i < data.length; i++) { hash = (hash * 31 + data.charCodeAt(i)) | 0; }
    window.IGLOO.getBlackbox = function () { return { blackbox: 'bb.' + (hash >>> 0).toString(36) + '.' + Date.now().toString(36), finished: true }; };
  }, 300);
})();
`

export const portalPage = (reference: string): string => `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>Customer portal: register</title></head>
<body><main><h1>Register for your online account</h1>
<p>Mock customer portal. Policy reference: <strong>${escapeHtml(reference)}</strong>.</p>
<p><a href="/get-a-quote">Back to RideCover</a></p></main></body></html>
`
