/**
 * The HTML shell of every page: Docusaurus' own template with one change, the way the entry
 * scripts start. Follows @docusaurus/core@3.10.2 lib/ssg/ssgTemplate.html.js (Docusaurus has no
 * option for how the scripts start; lib/overrides/manifest.test.ts
 * fails when the upstream template changes).
 *
 * Docusaurus loads its entry scripts with `defer`, so they run as soon as the HTML is parsed, which
 * is usually before the browser has painted the article: the reader waits for the whole client
 * start-up (about 300 ms of script on a mid-range phone) to see a page that is already in the
 * HTML. Here the scripts are fetched at the same time as before (preloaded, at the low priority a
 * deferred script gets) and run, in order, once the first frame with content has been painted.
 * A hidden tab paints nothing, so it runs them at once; should a browser never report the paint,
 * they run after two seconds. A page whose first paint waits for a script of its own (the search
 * page's first results, src/plugins/search-index/node/first-screen.ts) sets a hold, and they start
 * once it settles, with the preloads it held back: the hold keeps its own time limit.
 */
import { entryScriptsHold, heldPreloadAttribute } from '../src/data/entry-scripts';

const entryScriptLoader = `
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    document.querySelectorAll('link[data-entry-script]').forEach(function (link) {
      var script = document.createElement('script');
      script.src = link.href;
      script.async = false;
      document.body.appendChild(script);
    });
  }
  function afterFirstPaint() {
    var observer = window.PerformanceObserver;
    if (observer && observer.supportedEntryTypes && observer.supportedEntryTypes.indexOf('paint') >= 0) {
      new observer(function (list, self) {
        if (list.getEntriesByName('first-contentful-paint').length === 0) return;
        self.disconnect();
        start();
      }).observe({ type: 'paint', buffered: true });
    } else {
      requestAnimationFrame(function () { requestAnimationFrame(start); });
    }
    setTimeout(start, 2000);
  }
  function released() {
    document.querySelectorAll('link[${heldPreloadAttribute}]').forEach(function (link) {
      link.rel = 'preload';
    });
    afterFirstPaint();
  }
  if (document.visibilityState !== 'visible') return start();
  document.addEventListener('visibilitychange', start, { once: true });
  var hold = window.${entryScriptsHold};
  if (hold) hold.then(released, released);
  else released();
})();
`;

export const htmlTemplate = `
<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <link rel="preload" as="script" fetchpriority="low" href="<%= it.baseUrl %><%= script %>" data-entry-script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
    <script>${entryScriptLoader}</script>
  </body>
</html>
`;
