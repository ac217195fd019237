// Stands in for an advertising pixel (think Meta's): it sets a first-party cookie,
// defines the tracking function the widgets call through track(), and calls home.
(function () {
  // beside this script, wherever the page serves it from
  var beacon = new URL('beacon.txt', document.currentScript.src).pathname;
  document.cookie = '_fbp=fb.1.' + Date.now() + '; Max-Age=7776000; Path=/; SameSite=Lax';
  window.fbq = function (command, event) {
    fetch(beacon + '?from=marketing-' + encodeURIComponent(command + ':' + event), { cache: 'no-store' });
  };
  fetch(beacon + '?from=marketing', { cache: 'no-store' });
  document.documentElement.setAttribute('data-demo-marketing', 'ran');
})();
