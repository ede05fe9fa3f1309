/**
 * The slider of the phone confirm page (web/qr-confirm-page.ts), served from our origin as
 * `/api/user/qrconfirm/slider.js` so the page's CSP (script-src 'self', no inline handlers) allows it.
 * 获取验证码 first opens the built-in slider captcha (routes/captcha): a drag that passes puts the ticket in
 * the form's hidden fields and sends the form with step=sendcode (with CAPTCHA_PROVIDER=hosted, the provider's
 * slider from the script the page names). Its texts come from the page's markup.
 * Plain ES2017 without modules: a phone's browser runs it as it is.
 */
export const QR_SLIDER_SCRIPT = String.raw`(function () {
  'use strict';
  var form = document.querySelector('form[data-captcha-appid]');
  var panel = document.getElementById('captcha');
  if (!form || !panel) return;
  var appid = form.getAttribute('data-captcha-appid');
  var send = form.querySelector('button[value="sendcode"]');
  var stage = panel.querySelector('.stage');
  var image = panel.querySelector('.puzzle');
  var piece = panel.querySelector('.piece');
  var handle = panel.querySelector('[role="slider"]');
  var fill = panel.querySelector('.fill');
  var message = panel.querySelector('.captcha-message');
  var refresh = panel.querySelector('.refresh');
  var text = function (name) { return panel.getAttribute('data-' + name) || ''; };
  var puzzle = null;
  var x = 0;
  var scale = 1;
  var busy = false;
  var track = [];
  var startedAt = 0;
  var drag = null;

  function say(words) { message.textContent = words; }
  function maxX() { return puzzle ? puzzle.width - puzzle.piece_size : 0; }
  function place(value) {
    x = Math.min(maxX(), Math.max(0, value));
    piece.style.left = x * scale + 'px';
    handle.style.left = x * scale + 'px';
    fill.style.width = x * scale + 22 + 'px';
    handle.setAttribute('aria-valuenow', String(Math.round(x)));
  }
  function record() {
    var now = Date.now();
    if (track.length === 0) startedAt = now;
    var last = track[track.length - 1];
    track.push({ x: Math.round(x), t: Math.max(now - startedAt, last ? last.t + 1 : 0) });
  }
  function field(name, value) { form.querySelector('input[name="' + name + '"]').value = value; }

  function hold(on) {
    busy = on;
    if (on) handle.setAttribute('aria-disabled', 'true');
    else handle.removeAttribute('aria-disabled');
  }

  function load() {
    hold(true);
    puzzle = null;
    track = [];
    place(0);
    say(text('loading'));
    return fetch('/api/captcha/get?appid=' + encodeURIComponent(appid), { credentials: 'same-origin' })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        var data = answer && answer.data;
        if (!data || data.code !== 0) throw new Error((data && data.msg) || text('failed'));
        puzzle = data;
        scale = Math.min(1, stage.clientWidth / data.width || 1);
        stage.style.height = data.height * scale + 'px';
        image.src = data.image;
        piece.src = data.piece;
        piece.style.top = data.piece_y * scale + 'px';
        piece.style.width = data.piece_size * scale + 'px';
        handle.setAttribute('aria-valuemax', String(maxX()));
        place(0);
        say('');
        hold(false);
      })
      .catch(function (err) { say(err && err.message ? err.message : text('failed')); hold(false); });
  }

  function verify() {
    if (!puzzle || busy || track.length === 0) return;
    hold(true);
    say(text('verifying'));
    var body = new URLSearchParams({ captcha_id: puzzle.captcha_id, x: String(Math.round(x)), track: JSON.stringify(track) });
    fetch('/api/captcha/verify', { method: 'POST', credentials: 'same-origin', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: body.toString() })
      .then(function (res) { return res.json(); })
      .then(function (answer) {
        var data = answer && answer.data;
        if (!data || data.code !== 0) throw new Error(text('failed'));
        pass({ appid: data.captcha_appid, randstr: data.captcha_randstr, ticket: data.captcha_ticket });
      })
      .catch(function () { load().then(function () { say(text('failed')); }); });
  }

  function pass(ticket) {
    field('captcha_appid', ticket.appid);
    field('captcha_randstr', ticket.randstr);
    field('captcha_ticket', ticket.ticket);
    panel.hidden = true;
    form.requestSubmit ? form.requestSubmit(send) : send.click();
  }

  // CAPTCHA_PROVIDER=hosted: the provider's own slider (its script, named by the page), as the login dialog does
  var hostedScript = form.getAttribute('data-captcha-script');
  var hostedLoad = null;
  function hosted() {
    hostedLoad = hostedLoad || new Promise(function (resolve, reject) {
      var script = document.createElement('script');
      script.src = hostedScript;
      script.onload = resolve;
      script.onerror = function () { hostedLoad = null; reject(new Error('load')); };
      document.head.appendChild(script);
    });
    hostedLoad
      .then(function () {
        new window.TencentCaptcha(appid, function (res) {
          if (res && res.ret === 0 && res.ticket) pass({ appid: res.appid || appid, randstr: res.randstr || '', ticket: res.ticket });
        }).show();
      })
      .catch(function () { panel.hidden = false; say(text('failed')); });
  }

  form.addEventListener('submit', function (event) {
    var by = event.submitter;
    if (!by || by.value !== 'sendcode' || form.querySelector('input[name="captcha_ticket"]').value) return;
    event.preventDefault();
    if (hostedScript) return hosted();
    panel.hidden = false;
    load();
  });
  handle.addEventListener('pointerdown', function (event) {
    if (!puzzle || busy) return;
    event.preventDefault();
    if (handle.setPointerCapture) handle.setPointerCapture(event.pointerId);
    drag = { clientX: event.clientX, x: x };
    track = [];
    record();
  });
  handle.addEventListener('pointermove', function (event) {
    if (!drag) return;
    place(drag.x + (event.clientX - drag.clientX) / scale);
    record();
  });
  handle.addEventListener('pointerup', function (event) {
    if (!drag) return;
    place(drag.x + (event.clientX - drag.clientX) / scale);
    drag = null;
    record();
    verify();
  });
  handle.addEventListener('pointercancel', function () { drag = null; });
  handle.addEventListener('keydown', function (event) {
    if (!puzzle || busy) return;
    var step = event.shiftKey ? 10 : 2;
    var moves = { ArrowRight: step, ArrowUp: step, ArrowLeft: -step, ArrowDown: -step };
    if (event.key in moves) {
      event.preventDefault();
      if (track.length === 0) record();
      place(x + moves[event.key]);
      record();
    } else if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      verify();
    }
  });
  refresh.addEventListener('click', function () { if (!busy) load(); });
})();
`;
