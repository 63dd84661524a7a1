/**
 * The scripts that hydrate a page wait until it has painted (app/entry.server.tsx withScriptsAfterFirstPaint,
 * docs/architecture.md "Scripts after the first paint"). Here, with nothing to import, so the server, the
 * bench's first-load count and the tests share one spelling of the marker.
 */

/** What React Router's module preloads and module script become until the page has painted: nothing a browser fetches or runs. */
export const AFTER_PAINT = "x-after-first-paint";
/**
 * Started once the page has painted its content: when the browser reports the first contentful paint,
 * the heading font is in and another frame has passed (a tab nobody sees paints nothing, so it starts
 * at once; a browser without paint timing, after 3 s at the latest). Then the preloads are made real, one
 * per task, and React Router's module script runs as a copy of the inert one (its nonce copied, or allowed by
 * its hash on a page from the page cache, the same text's). The copy goes into <head>, where React's
 * hydration passes over tags it did not render.
 *
 * One preload per task: Chromium starts a module preload's fetch synchronously, about 2 ms each on this
 * machine, so ten of them in the task that starts the scripts made it 20–30 ms, four times that under
 * Lighthouse's CPU slowdown, and all of it past the 50 ms it counts as blocking. Each link now has a task of
 * its own, and the module script follows the last. The tasks are a MessageChannel's, which a browser neither
 * clamps (nested timers wait 4 ms each) nor throttles in a hidden tab (timers there wait up to a second).
 */
export const AFTER_PAINT_BOOT =
  `(()=>{let started=false;const go=()=>{if(started)return;started=true;` +
  `const links=[...document.querySelectorAll('link[rel="${AFTER_PAINT}"]')];const tasks=new MessageChannel();` +
  `const next=()=>{const l=links.shift();if(l){l.rel="modulepreload";tasks.port2.postMessage(0);return}tasks.port1.close();` +
  `const s=document.querySelector('script[type="${AFTER_PAINT}"]');if(!s)return;const m=document.createElement("script");` +
  `m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.head.append(m)};tasks.port1.onmessage=next;next()};` +
  `if(document.visibilityState==="hidden")return go();setTimeout(go,3000);` +
  `const painted=()=>document.fonts.ready.then(()=>requestAnimationFrame(()=>setTimeout(go,0)));` +
  `try{new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();painted()}})` +
  `.observe({type:"paint",buffered:true})}catch{painted()}})()`;

