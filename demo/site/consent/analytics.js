// Stands in for an analytics tool (think Google Analytics): it sets first-party
// cookies and a storage entry, and calls home. The demo's end-to-end tests read the
// network log, document.cookie and storage to see whether it ran.
(function () {
  // beside this script, wherever the page serves it from
  var beacon = new URL('beacon.txt', document.currentScript.src).pathname;
  var expires = '; Max-Age=31536000; Path=/; SameSite=Lax';
  document.cookie = '_ga=GA1.1.' + Date.now() + expires;
  document.cookie = 'demo_analytics=1' + expires;
  try {
    localStorage.setItem('demo_analytics_visits', String(Number(localStorage.getItem('demo_analytics_visits') || 0) + 1));
  } catch (error) {
    // storage blocked: nothing to count in
  }
  window.dataLayer = window.dataLayer || [];
  window.dataLayer.push({ event: 'demo_analytics_loaded' });
  fetch(beacon + '?from=analytics', { cache: 'no-store' });
  document.documentElement.setAttribute('data-demo-analytics', 'ran');
})();
