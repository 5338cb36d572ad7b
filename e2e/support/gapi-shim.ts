/**
 * A stand-in for Google's `https://apis.google.com/js/api.js`, served by `page.route` because the
 * test machine has no internet. Firebase's popup sign-in (and the Auth Emulator's helper iframe)
 * use its `gapi.iframes` to talk between the app, a hidden iframe and the popup. This implements
 * just that part over `postMessage`: open an iframe, ping it, register handlers, send with replies.
 */
export const GAPI_SHIM = String.raw`(function () {
  var FILTER = 'gapi-shim-any-origin';
  var channels = [];
  var pending = {};
  var seq = 0;

  function Channel(target) {
    this.target = target;
    this.handlers = {};
    this.queued = {};
    this.ready = false;
    this.onReady = [];
  }
  Channel.prototype.register = function (name, handler) {
    this.handlers[name] = handler;
    var queued = this.queued[name] || [];
    delete this.queued[name];
    var self = this;
    queued.forEach(function (m) { self.answer(m); });
  };
  Channel.prototype.answer = function (m) {
    var win = this.target();
    var handler = this.handlers[m.name];
    if (!handler) {
      (this.queued[m.name] = this.queued[m.name] || []).push(m);
      return;
    }
    Promise.resolve(handler(m.data)).then(function (result) {
      win.postMessage({ __gapiShim: 'reply', id: m.id, result: [result] }, '*');
    });
  };
  Channel.prototype.send = function (name, data, callback) {
    var id = 'm' + ++seq + '-' + Math.random().toString(36).slice(2);
    pending[id] = callback || function () {};
    this.target().postMessage({ __gapiShim: 'send', name: name, data: data, id: id }, '*');
  };
  Channel.prototype.restyle = function () { return Promise.resolve(); };
  Channel.prototype.ping = function (callback) {
    var self = this;
    return new Promise(function (resolve) {
      if (self.ready) resolve();
      else self.onReady.push(resolve);
    }).then(function () { if (callback) callback(); });
  };

  window.addEventListener('message', function (event) {
    var m = event.data;
    if (!m || !m.__gapiShim) return;
    if (m.__gapiShim === 'reply') {
      var callback = pending[m.id];
      delete pending[m.id];
      if (callback) callback(m.result);
      return;
    }
    var channel = channels.filter(function (c) { return c.target() === event.source; })[0];
    if (!channel) return;
    if (m.__gapiShim === 'ready') {
      channel.ready = true;
      channel.onReady.splice(0).forEach(function (f) { f(); });
    } else if (m.__gapiShim === 'send') {
      channel.answer(m);
    }
  });

  var context = {
    open: function (options, callback) {
      var iframe = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(iframe.style, attributes.style);
        else iframe.setAttribute(key, attributes[key]);
      });
      var channel = new Channel(function () { return iframe.contentWindow; });
      channels.push(channel);
      iframe.src = options.url;
      (options.where || document.body).appendChild(iframe);
      return Promise.resolve(callback ? callback(channel) : channel);
    },
    getParentIframe: function () {
      var channel = new Channel(function () { return window.parent; });
      channel.ready = true;
      channels.push(channel);
      window.parent.postMessage({ __gapiShim: 'ready' }, '*');
      return channel;
    },
  };

  window.gapi = {
    load: function (_name, options) {
      var done = typeof options === 'function' ? options : options && options.callback;
      setTimeout(function () { if (done) done(); });
    },
    iframes: {
      Iframe: function () {},
      CROSS_ORIGIN_IFRAMES_FILTER: FILTER,
      getContext: function () { return context; },
    },
  };

  var script = document.currentScript;
  var onload = script && script.src ? new URL(script.src).searchParams.get('onload') : null;
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  });
})();
`;
